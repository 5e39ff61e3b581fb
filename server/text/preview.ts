const PREVIEW_WORDS = 12;
const PREVIEW_CHARS = 120;

/** The first ~12 words (at most 120 code points) of a text, whitespace folded, `…` if cut. */
export function previewOf(text: string): string {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  let preview = words.slice(0, PREVIEW_WORDS).join(' ');
  let cut = words.length > PREVIEW_WORDS;
  const points = [...preview];
  if (points.length > PREVIEW_CHARS) {
    preview = points.slice(0, PREVIEW_CHARS).join('');
    cut = true;
  }
  return cut ? `${preview}…` : preview;
}
