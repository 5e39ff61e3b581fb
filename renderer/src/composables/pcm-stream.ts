/**
 * Raw PCM from the live WebSocket played through Web Audio as each frame arrives: every
 * frame becomes an AudioBuffer scheduled right after the previous one, so playback starts
 * with the first frame and has no gaps. 16-bit little-endian at 24 kHz or µ-law at 8 kHz
 * (the gateway's stream formats); a byte split across two frames is carried over.
 */
export type PcmEncoding = 'pcm_s16le' | 'pcm_mulaw';

/** Sample rates of the gateway's stream formats (docs/decisions.md §2). */
export const PCM_RATES: Record<PcmEncoding, number> = { pcm_s16le: 24_000, pcm_mulaw: 8_000 };

/** A little headroom before the first frame plays, so the second arrives in time. */
const LEAD_SECONDS = 0.05;

export function muLawToLinear(u: number): number {
  const x = ~u & 0xff;
  const sign = x & 0x80;
  const exponent = (x >> 4) & 0x07;
  const mantissa = x & 0x0f;
  const magnitude = (((mantissa << 3) + 0x84) << exponent) - 0x84;
  return sign ? -magnitude : magnitude;
}

/** Frame bytes to float samples; returns the samples and any byte left for the next frame. */
export function decodePcm(
  bytes: Uint8Array,
  encoding: PcmEncoding,
): { samples: Float32Array<ArrayBuffer>; rest: Uint8Array } {
  if (encoding === 'pcm_mulaw') {
    const samples = new Float32Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) samples[i] = muLawToLinear(bytes[i] ?? 0xff) / 32768;
    return { samples, rest: new Uint8Array(0) };
  }
  const whole = bytes.length - (bytes.length % 2);
  const view = new DataView(bytes.buffer, bytes.byteOffset, whole);
  const samples = new Float32Array(whole / 2);
  for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(i * 2, true) / 32768;
  return { samples, rest: bytes.slice(whole) };
}

export class PcmStreamPlayer {
  readonly context: AudioContext;
  private readonly rate: number;
  private startAt: number | null = null;
  private nextAt = 0;
  private carry: Uint8Array = new Uint8Array(0);
  private sources = new Set<AudioBufferSourceNode>();
  private finished = false;
  private queuedSeconds = 0;
  private onEnd: (() => void) | null = null;
  /** Every frame as received, so the session can be replayed or saved afterwards. */
  readonly frames: ArrayBuffer[] = [];

  constructor(
    private readonly encoding: PcmEncoding,
    context?: AudioContext,
  ) {
    this.rate = PCM_RATES[encoding];
    this.context = context ?? new AudioContext({ latencyHint: 'interactive' });
  }

  /** Schedules one frame right after what is already queued. */
  push(frame: ArrayBuffer): void {
    this.frames.push(frame);
    let bytes: Uint8Array = new Uint8Array(frame);
    if (this.carry.length) {
      const joined = new Uint8Array(this.carry.length + bytes.length);
      joined.set(this.carry);
      joined.set(bytes, this.carry.length);
      bytes = joined;
    }
    const { samples, rest } = decodePcm(bytes, this.encoding);
    this.carry = rest;
    if (!samples.length) return;
    const buffer = this.context.createBuffer(1, samples.length, this.rate);
    buffer.copyToChannel(samples, 0);
    const node = this.context.createBufferSource();
    node.buffer = buffer;
    node.connect(this.context.destination);
    const now = this.context.currentTime;
    if (this.startAt === null || this.nextAt < now) {
      // The first frame, or a stall: play from (just after) now.
      if (this.startAt === null) this.startAt = now + LEAD_SECONDS;
      this.nextAt = Math.max(now + LEAD_SECONDS, this.nextAt);
    }
    node.start(this.nextAt);
    this.nextAt += buffer.duration;
    this.queuedSeconds += buffer.duration;
    this.sources.add(node);
    node.onended = () => {
      this.sources.delete(node);
      if (this.finished && this.sources.size === 0) this.onEnd?.();
    };
    if (this.context.state === 'suspended') void this.context.resume();
  }

  /** Audio time heard so far (ms), for the word highlight. */
  get playedMs(): number {
    if (this.startAt === null) return 0;
    const ms = (this.context.currentTime - this.startAt) * 1000;
    return Math.max(0, Math.min(ms, this.queuedSeconds * 1000));
  }

  /** Audio received so far (ms). */
  get receivedMs(): number {
    return this.queuedSeconds * 1000;
  }

  get playing(): boolean {
    return this.sources.size > 0;
  }

  /** No more frames come: `ended` fires once what is queued has played. */
  finish(onEnd: () => void): void {
    this.finished = true;
    this.onEnd = onEnd;
    if (this.sources.size === 0) onEnd();
  }

  /** Silences everything queued and lets the context go. */
  close(): void {
    this.finished = true;
    this.onEnd = null;
    for (const node of this.sources) {
      node.onended = null;
      try {
        node.stop();
      } catch {
        // Not started yet: nothing to stop.
      }
    }
    this.sources.clear();
    void this.context.close().catch(() => undefined);
  }

  /** The content type playableAudio() turns into a WAV for the <audio> element. */
  get contentType(): string {
    return this.encoding === 'pcm_mulaw' ? 'audio/basic' : `audio/pcm;rate=${this.rate}`;
  }
}
