/** What History reads off an entry, shared by the panel and its rows. */
import { pathOf } from '../../api/http.ts';
import type { HistoryItem } from '../../api/history.ts';
import { duration } from '../../composables/format.ts';

export type SpeechItem = Extract<HistoryItem, { object: 'audio.speech' }>;

export const isSpeech = (item: HistoryItem): item is SpeechItem => item.object === 'audio.speech';

/** Where the finished result is (audio, or the 3D model), or null while there is none. */
export function contentPath(item: HistoryItem): string | null {
  if (item.status !== 'completed') return null;
  if (isSpeech(item)) return item.content_url ? pathOf(item.content_url) : null;
  return item.data?.url ? pathOf(item.data.url) : null;
}

export const durationOf = (item: HistoryItem): string =>
  isSpeech(item) && item.duration_ms ? duration(item.duration_ms) : '';
