/**
 * The ID3v2 tag at the start of a task's MP3: title, cover picture and chapters (CTOC + CHAP
 * frames with titles), so podcast and audiobook players list the chapters.
 *
 * The tag is written twice: before the audio, with placeholder chapter times, and over itself
 * once the audio is complete. Every field has a fixed size whatever the times, so both tags are
 * the same length and the audio never moves (the file is streamed to disk, never held whole).
 */
import NodeID3 from 'node-id3';
import type { TimedChapter } from './chapters.ts';

export interface BookTags {
  title?: string;
  cover?: { mime: 'image/jpeg' | 'image/png'; bytes: Uint8Array };
}

/** The tag for `chapters` (times in ms) in audio of `durationMs`. */
export function bookTag(
  tags: BookTags,
  chapters: readonly TimedChapter[],
  durationMs: number,
): Uint8Array {
  const end = Math.max(1, Math.round(durationMs));
  const ids = chapters.map((_, i) => `chp${i}`);
  return NodeID3.create({
    ...(tags.title ? { title: tags.title, album: tags.title } : {}),
    ...(tags.cover
      ? {
          image: {
            mime: tags.cover.mime,
            type: { id: 3, name: 'front cover' },
            description: 'Cover',
            imageBuffer: Buffer.from(tags.cover.bytes),
          },
        }
      : {}),
    ...(chapters.length > 0
      ? {
          tableOfContents: [
            {
              elementID: 'toc',
              isOrdered: true,
              elements: ids,
              tags: { title: tags.title ?? 'Chapters' },
            },
          ],
          chapter: chapters.map((c, i) => ({
            elementID: ids[i] as string,
            startTimeMs: c.startMs,
            // node-id3 drops a chapter whose end is 0.
            endTimeMs: Math.max(1, c.startMs, chapters[i + 1]?.startMs ?? end),
            tags: { title: c.title },
          })),
        }
      : {}),
  });
}
