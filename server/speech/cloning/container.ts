/**
 * What kind of audio file some bytes are, from their first bytes alone (never from a URL's
 * extension or a declared media type, which clients get wrong).
 */

import { parseFrameHeader } from '../audio/mp3-frames.ts';

export type Container =
  'wav' | 'mp3' | 'flac' | 'ogg-vorbis' | 'ogg-flac' | 'ogg-opus' | 'ogg-other';

function ascii(bytes: Uint8Array, at: number, text: string): boolean {
  if (at + text.length > bytes.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** Length of an ID3v2 tag at the start (0 when there is none): header, syncsafe size, footer. */
function id3Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || !ascii(bytes, 0, 'ID3')) return 0;
  const size =
    ((bytes[6]! & 0x7f) << 21) |
    ((bytes[7]! & 0x7f) << 14) |
    ((bytes[8]! & 0x7f) << 7) |
    (bytes[9]! & 0x7f);
  const footer = (bytes[5]! & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** The codec inside an Ogg stream, from the first packet of its first page. */
function oggCodec(bytes: Uint8Array): Container {
  if (bytes.length < 28) return 'ogg-other';
  const segments = bytes[26]!;
  const packet = 27 + segments;
  if (ascii(bytes, packet, '\x01vorbis')) return 'ogg-vorbis';
  if (ascii(bytes, packet, '\x7fFLAC')) return 'ogg-flac';
  if (ascii(bytes, packet, 'OpusHead')) return 'ogg-opus';
  return 'ogg-other';
}

/** The container of an audio file, or null when the bytes are not one of the known kinds. */
export function sniffContainer(bytes: Uint8Array): Container | null {
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'wav';
  if (ascii(bytes, 0, 'fLaC')) return 'flac';
  if (ascii(bytes, 0, 'OggS')) return oggCodec(bytes);
  const tag = id3Length(bytes);
  if (tag > 0) {
    // An ID3v2 tag usually heads an MP3, occasionally a FLAC file.
    if (ascii(bytes, tag, 'fLaC')) return 'flac';
    return 'mp3';
  }
  // An MPEG audio frame (ADTS/AAC has layer 0 and is not one).
  if (parseFrameHeader(bytes, 0) !== null) return 'mp3';
  return null;
}
