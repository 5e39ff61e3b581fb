import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../server/http/errors.ts';
import {
  GAMMA_TEXT_LIMITS,
  parseGammaBody,
  ReferenceAudioError,
  toApiError,
} from '../../../server/speech/cloning/index.ts';

const URL_OK = 'https://example.com/voice.wav';

function failure(body: unknown, limit?: number): ApiError {
  try {
    parseGammaBody(body, limit);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected parseGammaBody to throw');
}

describe('parseGammaBody', () => {
  it('fills in the defaults', () => {
    expect(
      parseGammaBody({ model: 'gamma-tts-2', input: 'Hello.', reference_audio_url: URL_OK }),
    ).toEqual({
      input: 'Hello.',
      reference_audio_url: URL_OK,
      emotion: 'neutral',
      emotion_weight: 0.6,
      response_format: 'wav',
    });
  });

  it('keeps the given emotion, weight and format; null counts as absent', () => {
    const parsed = parseGammaBody({
      input: '你好。',
      reference_audio_url: ' data:audio/wav;base64,AAAA ',
      emotion: 'melancholic',
      emotion_weight: 0,
      response_format: 'wav',
      voice: null,
    });
    expect(parsed.emotion).toBe('melancholic');
    expect(parsed.emotion_weight).toBe(0);
    expect(parsed.reference_audio_url).toBe('data:audio/wav;base64,AAAA');
    expect(parseGammaBody({ input: 'x', reference_audio_url: URL_OK, emotion: null }).emotion).toBe(
      'neutral',
    );
  });

  it.each([
    [{ reference_audio_url: URL_OK }, 'missing_field', 'input'],
    [{ input: '   \n', reference_audio_url: URL_OK }, 'invalid_value', 'input'],
    [{ input: 42, reference_audio_url: URL_OK }, 'invalid_value', 'input'],
    [{ input: 'Hi.' }, 'missing_field', 'reference_audio_url'],
    [{ input: 'Hi.', reference_audio_url: '' }, 'missing_field', 'reference_audio_url'],
    [{ input: 'Hi.', reference_audio_url: URL_OK, emotion: 'bored' }, 'invalid_value', 'emotion'],
    [{ input: 'Hi.', reference_audio_url: URL_OK, emotion: 'Happy' }, 'invalid_value', 'emotion'],
    [
      { input: 'Hi.', reference_audio_url: URL_OK, emotion_weight: 1.5 },
      'out_of_range',
      'emotion_weight',
    ],
    [
      { input: 'Hi.', reference_audio_url: URL_OK, emotion_weight: -0.1 },
      'out_of_range',
      'emotion_weight',
    ],
    [
      { input: 'Hi.', reference_audio_url: URL_OK, emotion_weight: '0.5' },
      'invalid_value',
      'emotion_weight',
    ],
    [
      { input: 'Hi.', reference_audio_url: URL_OK, response_format: 'mp3' },
      'unsupported_format',
      'response_format',
    ],
    [{ input: 'Hi.', reference_audio_url: URL_OK, voice: 'alloy' }, 'invalid_value', 'voice'],
    [{ input: 'Hi.', reference_audio_url: URL_OK, speed: 1.2 }, 'invalid_value', 'speed'],
    [{ input: 'Hi.', reference_audio_url: URL_OK, Speed: 0.5 }, 'invalid_value', 'Speed'],
    [{ input: 'Hi.', reference_audio_url: URL_OK, VoiceId: 'x' }, 'invalid_value', 'VoiceId'],
  ])('refuses %j with %s on %s', (body, code, param) => {
    const error = failure(body);
    expect(error.status).toBe(400);
    expect(error.type).toBe('invalid_request_error');
    expect(error.code).toBe(code);
    expect(error.param).toBe(param);
    expect(error.message.length).toBeGreaterThan(10);
  });

  it('refuses a body that is not an object', () => {
    expect(failure([1, 2]).status).toBe(400);
    expect(failure('text').status).toBe(400);
  });

  it('checks the caller’s text limit in code points', () => {
    expect(GAMMA_TEXT_LIMITS).toEqual({ sync: 5000, task: 500_000 });
    const emoji = '😀'.repeat(GAMMA_TEXT_LIMITS.sync);
    expect(parseGammaBody({ input: emoji, reference_audio_url: URL_OK }, 5000).input).toBe(emoji);
    const error = failure({ input: `${emoji}!`, reference_audio_url: URL_OK }, 5000);
    expect(error.code).toBe('input_too_long');
    expect(error.param).toBe('input');
  });
});

describe('toApiError', () => {
  it('makes a reference error a 400 on reference_audio_url and passes others through', () => {
    const api = toApiError(new ReferenceAudioError('reference_too_large', 'Too big.'));
    expect(api).toBeInstanceOf(ApiError);
    expect(api.status).toBe(400);
    expect(api.toBody()).toEqual({
      error: {
        message: 'Too big.',
        type: 'invalid_request_error',
        param: 'reference_audio_url',
        code: 'reference_too_large',
      },
    });
    const other = new Error('boom');
    expect(toApiError(other)).toBe(other);
  });
});
