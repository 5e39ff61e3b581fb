import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUDIO_CONTENT_TYPES,
  contentTypeFor,
  decodeMulaw,
  encodeMulaw,
  floatToS16le,
  linearToMulaw,
  mulawToLinear,
  s16leToFloat,
} from '../../../server/speech/audio/pcm.ts';
import { resample } from '../../../server/speech/audio/resample.ts';
import { snrDb } from '../../../server/speech/audio/analysis.ts';
import { speechLike } from './signals.ts';
import { hasSox } from '../../helpers/sox.ts';

describe('s16le', () => {
  it('round-trips every representable value exactly', () => {
    const all = Float32Array.from({ length: 65536 }, (_, i) => (i - 32768) / 32768);
    const bytes = floatToS16le(all);
    expect(bytes.length).toBe(131072);
    expect(s16leToFloat(bytes)).toEqual(all);
    // Little-endian regardless of host: −32768 = 00 80, 32767 = FF 7F.
    expect([...bytes.subarray(0, 2)]).toEqual([0x00, 0x80]);
    expect([...bytes.subarray(-2)]).toEqual([0xff, 0x7f]);
  });

  it('rounds to nearest and clamps instead of wrapping', () => {
    const bytes = floatToS16le(Float32Array.of(1, 1.5, -1, -3, 0.5 / 32768 + 1e-7, NaN));
    const view = new DataView(bytes.buffer);
    expect([0, 1, 2, 3, 4, 5].map((i) => view.getInt16(2 * i, true))).toEqual([
      32767, 32767, -32768, -32768, 1, 0,
    ]);
  });
});

describe('G.711 µ-law', () => {
  it('maps the standard end points and round-trips every code', () => {
    expect(linearToMulaw(0)).toBe(0xff);
    expect(mulawToLinear(0xff)).toBe(0);
    expect(mulawToLinear(0x80)).toBe(32124);
    expect(mulawToLinear(0x00)).toBe(-32124);
    expect(linearToMulaw(32767)).toBe(0x80);
    expect(linearToMulaw(-32768)).toBe(0x00);
    for (let code = 0; code < 256; code++) {
      // 0x7F is "negative zero": it decodes to 0, which encodes as 0xFF.
      const expected = code === 0x7f ? 0xff : code;
      expect(linearToMulaw(mulawToLinear(code))).toBe(expected);
    }
  });

  it('keeps speech above 30 dB SNR at 8 kHz', () => {
    const at8k = resample(speechLike(24000, 4), 24000, 8000);
    const decoded = decodeMulaw(encodeMulaw(at8k));
    expect(decoded.length).toBe(at8k.length);
    expect(snrDb(at8k, decoded)).toBeGreaterThan(30);
  });

  it.skipIf(!hasSox())('agrees with SoX on every 16-bit value (encode) and code (decode)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'voxmesh-ulaw-'));
    try {
      const raw = Buffer.alloc(65536 * 2);
      for (let i = 0; i < 65536; i++) raw.writeInt16LE(i - 32768, 2 * i);
      const rawPath = path.join(dir, 'all.raw');
      const ulPath = path.join(dir, 'all.ul');
      writeFileSync(rawPath, raw);
      const common = ['-t', 'raw', '-r', '8000', '-c', '1'];
      execFileSync(
        'sox',
        [
          '-D',
          ...common,
          '-e',
          'signed',
          '-b',
          '16',
          rawPath,
          ...common,
          '-e',
          'mu-law',
          '-b',
          '8',
          ulPath,
        ],
        { stdio: 'ignore' },
      );
      const sox = readFileSync(ulPath);
      let mismatches = 0;
      for (let i = 0; i < 65536; i++) if (sox[i] !== linearToMulaw(i - 32768)) mismatches++;
      expect(mismatches).toBe(0);

      const codesPath = path.join(dir, 'codes.ul');
      const decodedPath = path.join(dir, 'codes.raw');
      writeFileSync(
        codesPath,
        Uint8Array.from({ length: 256 }, (_, i) => i),
      );
      execFileSync('sox', [
        ...common,
        '-e',
        'mu-law',
        '-b',
        '8',
        codesPath,
        ...common,
        '-e',
        'signed',
        '-b',
        '16',
        decodedPath,
      ]);
      const decoded = readFileSync(decodedPath);
      for (let code = 0; code < 256; code++) {
        expect(decoded.readInt16LE(2 * code)).toBe(mulawToLinear(code));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('content types', () => {
  it('follows docs/decisions.md §2', () => {
    expect(AUDIO_CONTENT_TYPES).toEqual({
      mp3: 'audio/mpeg',
      wav: 'audio/wav',
      pcm_s16le: 'audio/pcm;rate=24000;encoding=s16le;channels=1',
      pcm_mulaw: 'audio/basic',
    });
    expect(contentTypeFor('pcm_mulaw')).toBe('audio/basic');
  });
});
