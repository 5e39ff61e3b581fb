import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/http/errors.ts';
import { localSpeechJob } from '../../../server/speech/local-channel.ts';
import { parseSyncSpeech, parseTaskSpeech } from '../../../server/speech/request/speech-request.ts';

const ALPHA_VOICE = 'en-US-AvaMultilingualNeural';

describe('the validated speech request is engine-neutral', () => {
  it('keeps the voice id as sent and the pitch as the API means it', () => {
    const alpha = parseSyncSpeech('alpha-tts', {
      input: 'Hello.',
      voice: ALPHA_VOICE,
      pitch: 20,
    });
    expect(alpha.voice).toEqual({ id: ALPHA_VOICE, param: 'voice' });
    expect(alpha.prosody.pitch).toEqual({ offsetHz: 20 });

    const beta = parseTaskSpeech('beta-speech-v8', {
      Text: 'Hello.',
      VoiceId: 'no_such_voice',
      Pitch: 1.2,
    });
    // Parsing does not know the local catalog: an unknown voice passes the edge.
    expect(beta.voice).toEqual({ id: 'no_such_voice', param: 'VoiceId' });
    expect(beta.prosody.pitch).toEqual({ factor: 1.2 });
  });
});

describe('the local channel', () => {
  it('resolves the catalog voice and turns a pitch offset into a factor of its own pitch', () => {
    const job = localSpeechJob(
      parseSyncSpeech('alpha-tts', { input: 'Hello.', voice: ALPHA_VOICE, pitch: 20 }),
    );
    expect(job.voice.id).toBe(ALPHA_VOICE);
    expect(job.prosody.pitch).toBeCloseTo((job.voice.baseF0 + 20) / job.voice.baseF0, 12);
  });

  it('refuses a voice it does not have with a 400 naming the field as the client spelled it', () => {
    const request = parseTaskSpeech('beta-speech-v8', { Text: 'Hello.', VoiceId: 'nobody' });
    let caught: unknown;
    try {
      localSpeechJob(request);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect((caught as ApiError).toBody().error).toMatchObject({
      type: 'invalid_request_error',
      code: 'invalid_value',
      param: 'VoiceId',
    });
  });
});
