import { describe, expect, it } from 'vitest';
import { id3v2Size, parseFrameHeader, parseMp3 } from '../../../server/speech/audio/mp3-frames.ts';
import { concat } from './signals.ts';

/** A Layer III frame of the right length, header + zero body, built from its header bytes. */
function frame(b1: number, b2: number, b3 = 0xc0): Uint8Array {
  const header = Uint8Array.of(0xff, b1, b2, b3);
  const info = parseFrameHeader(header, 0);
  if (!info) throw new Error('bad test header');
  const out = new Uint8Array(info.length);
  out.set(header);
  return out;
}

// MPEG-1 Layer III, no CRC, 128 kbps (index 9), 44.1 kHz (index 0), mono: 417 bytes.
const MPEG1_128 = (): Uint8Array => frame(0xfb, 0x90);
// MPEG-2 Layer III, 64 kbps (index 8), 24 kHz (index 1): 72·64000/24000 = 192 bytes.
const MPEG2_64 = (): Uint8Array => frame(0xf3, 0x84);

function id3v2(bodyBytes: number): Uint8Array {
  const tag = new Uint8Array(10 + bodyBytes);
  tag.set([0x49, 0x44, 0x33, 4, 0, 0]);
  // Syncsafe size: 7 bits per byte.
  tag[6] = (bodyBytes >> 21) & 0x7f;
  tag[7] = (bodyBytes >> 14) & 0x7f;
  tag[8] = (bodyBytes >> 7) & 0x7f;
  tag[9] = bodyBytes & 0x7f;
  return tag;
}

/** An MPEG-1 mono "Info" frame with frame count and a LAME extension (delay, padding). */
function infoFrame(frames: number, delay: number, padding: number): Uint8Array {
  const f = MPEG1_128();
  let at = 4 + 17; // header + MPEG-1 mono side info
  f.set([0x49, 0x6e, 0x66, 0x6f], at); // "Info"
  f.set([0, 0, 0, 1], at + 4); // flags: frame count only
  f.set([(frames >>> 24) & 255, (frames >>> 16) & 255, (frames >>> 8) & 255, frames & 255], at + 8);
  at += 12;
  f.set(
    Array.from('LAME3.100', (c) => c.charCodeAt(0)),
    at,
  );
  f[at + 21] = delay >> 4;
  f[at + 22] = ((delay & 0x0f) << 4) | (padding >> 8);
  f[at + 23] = padding & 0xff;
  return f;
}

describe('MP3 frame parser', () => {
  it('decodes header fields and frame lengths', () => {
    const h = parseFrameHeader(MPEG1_128(), 0)!;
    expect(h).toMatchObject({ version: 1, layer: 3, bitrateKbps: 128, sampleRate: 44100 });
    expect(h).toMatchObject({ channels: 1, length: 417, samples: 1152, padding: false });
    const padded = parseFrameHeader(Uint8Array.of(0xff, 0xfb, 0x92, 0x00), 0)!;
    expect(padded.length).toBe(418);
    expect(padded.channels).toBe(2);
    const v2 = parseFrameHeader(MPEG2_64(), 0)!;
    expect(v2).toMatchObject({ version: 2, layer: 3, bitrateKbps: 64, sampleRate: 24000 });
    expect(v2).toMatchObject({ length: 192, samples: 576 });
    // Reserved version, bad bitrate index, bad sample-rate index, no sync.
    expect(parseFrameHeader(Uint8Array.of(0xff, 0xeb, 0x90, 0), 0)).toBeNull();
    expect(parseFrameHeader(Uint8Array.of(0xff, 0xfb, 0xf0, 0), 0)).toBeNull();
    expect(parseFrameHeader(Uint8Array.of(0xff, 0xfb, 0x9c, 0), 0)).toBeNull();
    expect(parseFrameHeader(Uint8Array.of(0x00, 0xfb, 0x90, 0), 0)).toBeNull();
  });

  it('counts frames and duration, skipping ID3v2, an Info frame and an ID3v1 tag', () => {
    const id3v1 = new Uint8Array(128);
    id3v1.set([0x54, 0x41, 0x47]);
    const bytes = concat([
      id3v2(300),
      infoFrame(10, 576, 1000),
      ...Array.from({ length: 10 }, MPEG1_128),
      id3v1,
    ]);
    expect(id3v2Size(bytes)).toBe(310);
    const s = parseMp3(bytes);
    expect(s.id3v2Bytes).toBe(310);
    expect(s.infoTag).toMatchObject({ kind: 'Info', frames: 10, encoderDelay: 576 });
    expect(s.infoTag?.encoderPadding).toBe(1000);
    expect(s.frameCount).toBe(10);
    expect(s.totalSamples).toBe(11520);
    expect(s.durationMs).toBeCloseTo((11520 / 44100) * 1000, 9);
    expect(s.gaplessDurationMs).toBeCloseTo(((11520 - 1576) / 44100) * 1000, 9);
    expect(s.bitrateKbps).toBe(128);
    expect(s.trailingBytes).toBe(128);
    expect(s.junkBytes).toBe(0);
  });

  it('resynchronises over junk and reports mixed bitrates as VBR', () => {
    const bytes = concat([
      MPEG2_64(),
      MPEG2_64(),
      Uint8Array.of(1, 2, 3, 0xff, 0xf3, 9),
      frame(0xf3, 0xc4), // 128 kbps (index 12)
      frame(0xf3, 0xc4),
    ]);
    const s = parseMp3(bytes, { frames: true });
    expect(s.frameCount).toBe(4);
    expect(s.junkBytes).toBe(6);
    expect(s.bitrateKbps).toBeNull();
    expect(s.bitratesKbps).toEqual([64, 128]);
    expect(s.frames!.map((f) => f.bitrateKbps)).toEqual([64, 64, 128, 128]);
    expect(s.durationMs).toBeCloseTo(((4 * 576) / 24000) * 1000, 9);
  });

  it('reports a truncated last frame as trailing bytes and copes with empty input', () => {
    const whole = concat([MPEG2_64(), MPEG2_64()]);
    const s = parseMp3(whole.subarray(0, whole.length - 10));
    expect(s.frameCount).toBe(1);
    expect(s.trailingBytes).toBe(182);
    const empty = parseMp3(new Uint8Array(0));
    expect(empty).toMatchObject({ frameCount: 0, durationMs: 0, version: null, bitrateKbps: null });
  });
});
