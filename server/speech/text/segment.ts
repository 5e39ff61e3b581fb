/** A piece of a text: its content and where it sits, in code points, end exclusive. */
export interface Segment {
  text: string;
  charStart: number;
  charEnd: number;
}

/** Builds the segment [start, end) of a text already split into code points. */
export function segmentOf(cps: readonly string[], start: number, end: number): Segment {
  return { text: cps.slice(start, end).join(''), charStart: start, charEnd: end };
}
