/**
 * What a Live session received, kept so it can be drawn as it arrives and saved afterwards
 * (docs/decisions.md, "Studio, second wave": Live's waveform and downloads).
 *
 * - The waveform is a list of peaks, PEAKS_PER_SECOND a second. PCM and µ-law frames are
 *   samples already; MP3 is decoded in the browser (decodeAudioData) from all bytes so far,
 *   one decode at a time, so the picture follows the stream a fraction of a second behind.
 * - Downloads are made in the browser from what was received, never by asking the gateway
 *   again (that would synthesize and bill the text a second time): an MP3 session's MP3 is its
 *   bytes and its WAV the decoded samples; a PCM or µ-law session's WAV is its samples. A PCM
 *   session has no MP3: encoding one in the page needs WebAssembly (LAME), which the studio's
 *   Content-Security-Policy does not allow (`script-src 'self'`, server/http/ui-headers.ts).
 */
import { decodePcm, PCM_RATES, type PcmEncoding } from './pcm-stream.ts';
import { wav } from './playable-audio.ts';

export type LiveCodec = 'libmp3lame' | PcmEncoding;
export const PEAKS_PER_SECOND = 50;
/** The rate the gateway speaks at (docs/decisions.md §2): MP3 is decoded back to it. */
const SPEECH_RATE = 24_000;

export interface WaveTrace {
  /** The loudest absolute sample of each 1/PEAKS_PER_SECOND s, 0–1. */
  peaks: Float32Array;
  /** Seconds of audio received. */
  seconds: number;
}

export const EMPTY_TRACE: WaveTrace = { peaks: new Float32Array(0), seconds: 0 };

/** Peaks of samples at `rate`, appended to `into` (carrying a partial bucket in `state`). */
class PeakBuilder {
  private peaks: number[] = [];
  private bucket = 0;
  private filled = 0;
  private total = 0;
  constructor(private readonly rate: number) {}

  add(samples: Float32Array): void {
    const per = this.rate / PEAKS_PER_SECOND;
    for (const s of samples) {
      const a = Math.abs(s);
      if (a > this.bucket) this.bucket = a;
      if (++this.filled >= per) {
        this.peaks.push(Math.min(1, this.bucket));
        this.bucket = this.filled = 0;
      }
    }
    this.total += samples.length;
  }

  trace(): WaveTrace {
    const peaks = Float32Array.from(this.filled ? [...this.peaks, this.bucket] : this.peaks);
    return { peaks, seconds: this.total / this.rate };
  }
}

/** All of an MP3 (or the start of one) as samples at the gateway's speech rate. */
export async function decodeMp3(bytes: Blob): Promise<Float32Array> {
  const context = new OfflineAudioContext(1, 1, SPEECH_RATE);
  const audio = await context.decodeAudioData(await bytes.arrayBuffer());
  return audio.getChannelData(0);
}

function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    out[i] = Math.round(s * 32767);
  }
  return out;
}

/** One session's audio as it arrives. */
export class LiveRecording {
  private readonly frames: ArrayBuffer[] = [];
  private readonly builder: PeakBuilder | null;
  private carry: Uint8Array = new Uint8Array(0);
  private decoding = false;
  private again = false;
  private closed = false;

  /** `onTrace` is called with the waveform each time it has grown. */
  constructor(
    readonly codec: LiveCodec,
    private readonly onTrace: (trace: WaveTrace) => void,
  ) {
    this.builder = codec === 'libmp3lame' ? null : new PeakBuilder(PCM_RATES[codec]);
  }

  get bytes(): number {
    return this.frames.reduce((n, f) => n + f.byteLength, 0);
  }

  push(frame: ArrayBuffer): void {
    if (this.closed) return;
    this.frames.push(frame);
    if (this.codec === 'libmp3lame') return void this.redraw();
    const joined = new Uint8Array(this.carry.length + frame.byteLength);
    joined.set(this.carry);
    joined.set(new Uint8Array(frame), this.carry.length);
    const { samples, rest } = decodePcm(joined, this.codec);
    this.carry = rest;
    this.builder!.add(samples);
    this.onTrace(this.builder!.trace());
  }

  /** No more frames: the last MP3 bytes are drawn too. */
  finish(): void {
    if (this.codec === 'libmp3lame') void this.redraw();
  }

  /** The session is gone (a new one began): nothing more is drawn. */
  close(): void {
    this.closed = true;
  }

  /** MP3: decode everything received so far, one decode at a time, the last one always run. */
  private async redraw(): Promise<void> {
    if (this.decoding) {
      this.again = true;
      return;
    }
    this.decoding = true;
    try {
      do {
        this.again = false;
        const samples = await decodeMp3(new Blob(this.frames)).catch(() => null);
        if (this.closed) return;
        if (samples) {
          const b = new PeakBuilder(SPEECH_RATE);
          b.add(samples);
          this.onTrace(b.trace());
        }
      } while (this.again);
    } finally {
      this.decoding = false;
    }
  }

  /** The samples received and their rate. */
  private async samples(): Promise<{ samples: Float32Array; rate: number }> {
    if (this.codec === 'libmp3lame') {
      return { samples: await decodeMp3(new Blob(this.frames)), rate: SPEECH_RATE };
    }
    const all = new Uint8Array(this.bytes);
    let at = 0;
    for (const f of this.frames) {
      all.set(new Uint8Array(f), at);
      at += f.byteLength;
    }
    return { samples: decodePcm(all, this.codec).samples, rate: PCM_RATES[this.codec] };
  }

  /** The formats this session can be saved in: MP3 only when MP3 was streamed. */
  get formats(): readonly ('mp3' | 'wav')[] {
    return this.codec === 'libmp3lame' ? ['mp3', 'wav'] : ['wav'];
  }

  /** What was received, as a file of that format (one of `formats`). */
  async file(format: 'mp3' | 'wav'): Promise<Blob> {
    if (format === 'mp3') {
      if (this.codec !== 'libmp3lame') throw new Error('a PCM session has no MP3');
      return new Blob(this.frames, { type: 'audio/mpeg' });
    }
    const { samples, rate } = await this.samples();
    return wav(toInt16(samples), rate);
  }
}
