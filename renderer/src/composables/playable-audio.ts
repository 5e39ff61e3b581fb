/**
 * Raw PCM from beta stream mode cannot go into an <audio> element as is: wrap it in a WAV
 * header (µ-law is expanded to 16-bit first). MP3 and WAV pass through untouched.
 */
import { muLawToLinear } from './pcm-stream.ts';

/** 16-bit mono samples in a WAV file. */
export function wav(samples: Int16Array, rate: number): Blob {
  const header = new DataView(new ArrayBuffer(44));
  const bytes = samples.length * 2;
  const text = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) header.setUint8(at + i, s.charCodeAt(i));
  };
  text(0, 'RIFF');
  header.setUint32(4, 36 + bytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  header.setUint32(16, 16, true);
  header.setUint16(20, 1, true);
  header.setUint16(22, 1, true);
  header.setUint32(24, rate, true);
  header.setUint32(28, rate * 2, true);
  header.setUint16(32, 2, true);
  header.setUint16(34, 16, true);
  text(36, 'data');
  header.setUint32(40, bytes, true);
  return new Blob([header, samples.buffer as ArrayBuffer], { type: 'audio/wav' });
}

export async function playableAudio(blob: Blob, contentType: string): Promise<Blob> {
  if (contentType.startsWith('audio/pcm')) {
    const rate = Number(/rate=(\d+)/.exec(contentType)?.[1] ?? 24000);
    const buf = await blob.arrayBuffer();
    return wav(new Int16Array(buf, 0, Math.floor(buf.byteLength / 2)), rate);
  }
  if (contentType.startsWith('audio/basic')) {
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const out = new Int16Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) out[i] = muLawToLinear(bytes[i] ?? 0xff);
    return wav(out, 8000);
  }
  return blob;
}

/** The file extension a download of this audio gets. */
export function extensionOf(contentType: string): string {
  if (contentType.startsWith('audio/mpeg')) return 'mp3';
  if (contentType.startsWith('audio/wav')) return 'wav';
  if (contentType.startsWith('audio/pcm')) return 'pcm';
  if (contentType.startsWith('audio/basic')) return 'ulaw';
  return 'bin';
}
