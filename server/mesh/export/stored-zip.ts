/**
 * A zip with stored (uncompressed) entries whose data starts on a 64-byte boundary, as the
 * USDZ format requires (the padding goes into each local header's extra field, as Pixar's own
 * writer does). fflate cannot align entries, hence this small writer. Fixed entry times, so
 * the same files give the same bytes.
 */
import { crc32 } from 'node:zlib';

const ALIGN = 64;
/** Extra-field id used for the padding (the one Pixar's usdz writer uses). */
const PAD_ID = 0x1986;
/** MS-DOS time and date of every entry: 2020-01-01 00:00:00. */
const DOS_TIME = 0;
const DOS_DATE = ((2020 - 1980) << 9) | (1 << 5) | 1;

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

export function alignedStoredZip(entries: readonly ZipEntry[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = new TextEncoder().encode(name);
    const crc = crc32(data) >>> 0;
    let pad = (ALIGN - ((offset + 30 + nameBytes.length) % ALIGN)) % ALIGN;
    // An extra field is at least its 4-byte header.
    if (pad > 0 && pad < 4) pad += ALIGN;
    const local = new Uint8Array(30 + nameBytes.length + pad);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true); // version needed
    lv.setUint16(6, 0x0800, true); // UTF-8 names
    lv.setUint16(8, 0, true); // stored
    lv.setUint16(10, DOS_TIME, true);
    lv.setUint16(12, DOS_DATE, true);
    lv.setUint32(14, crc, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, data.length, true);
    lv.setUint16(26, nameBytes.length, true);
    lv.setUint16(28, pad, true);
    local.set(nameBytes, 30);
    if (pad > 0) {
      lv.setUint16(30 + nameBytes.length, PAD_ID, true);
      lv.setUint16(32 + nameBytes.length, pad - 4, true);
    }
    const header = new Uint8Array(46 + nameBytes.length);
    const cv = new DataView(header.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true); // made by
    cv.setUint16(6, 20, true); // needed
    cv.setUint16(8, 0x0800, true);
    cv.setUint16(10, 0, true);
    cv.setUint16(12, DOS_TIME, true);
    cv.setUint16(14, DOS_DATE, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, data.length, true);
    cv.setUint32(24, data.length, true);
    cv.setUint16(28, nameBytes.length, true);
    // extra 0, comment 0, disk 0, internal 0, external 0
    cv.setUint32(42, offset, true);
    header.set(nameBytes, 46);
    chunks.push(local, data);
    central.push(header);
    offset += local.length + data.length;
  }
  const centralSize = central.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  const out = new Uint8Array(offset + centralSize + end.length);
  let o = 0;
  for (const c of [...chunks, ...central, end]) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}
