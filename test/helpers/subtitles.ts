/** One cue read back from an SRT or WebVTT file; times in ms, text lines as shown. */
export interface ParsedCue {
  index: string;
  start_ms: number;
  end_ms: number;
  lines: string[];
}

const TIME = /^(\d{2}):(\d{2}):(\d{2})[,.](\d{3})$/;

function ms(stamp: string): number {
  const m = TIME.exec(stamp);
  if (!m) throw new Error(`bad timestamp '${stamp}'`);
  const [, h, min, s, milli] = m.map(Number) as [number, number, number, number, number];
  return ((h * 60 + min) * 60 + s) * 1000 + milli;
}

function parseBlocks(text: string, separator: ',' | '.'): ParsedCue[] {
  const blocks = text
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .filter((b) => b.trim() !== '');
  return blocks.map((block) => {
    const [index, timing, ...lines] = block.replace(/\n+$/, '').split('\n');
    const arrow = /^(\S+) --> (\S+)$/.exec(timing ?? '');
    if (!index || !arrow || !arrow[1]!.includes(separator)) {
      throw new Error(`malformed cue:\n${block}`);
    }
    return { index, start_ms: ms(arrow[1]!), end_ms: ms(arrow[2]!), lines };
  });
}

/** A SubRip file: numbered blocks, `hh:mm:ss,mmm --> hh:mm:ss,mmm`, then text lines. */
export function parseSrt(text: string): ParsedCue[] {
  return parseBlocks(text, ',');
}

/** A WebVTT file: the `WEBVTT` header, then cues with `.` milliseconds; entities decoded. */
export function parseVtt(text: string): ParsedCue[] {
  const [header, ...rest] = text.split(/\n\n/);
  if (!header?.startsWith('WEBVTT')) throw new Error('missing WEBVTT header');
  return parseBlocks(rest.join('\n\n'), '.').map((c) => ({
    ...c,
    lines: c.lines.map((l) => l.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')),
  }));
}
