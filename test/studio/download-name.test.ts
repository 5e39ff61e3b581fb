/** Download names a person can read: date, voice, first words; the pattern is a setting. */
import { describe, expect, it } from 'vitest';
import { downloadName, firstWords } from '../../renderer/src/composables/download-name.ts';

// 26 November 2026, 14:05 local time.
const at = new Date(2026, 10, 26, 14, 5).getTime() / 1000;

describe('download names', () => {
  it('say the date, the voice and the first words by default', () => {
    const name = downloadName(
      { createdAt: at, voice: 'Ava', text: 'The quick brown fox.', id: 'task_1' },
      'mp3',
    );
    expect(name).toBe('2026-11-26 Ava - The quick brown fox.mp3');
  });

  it('cut a long text at a word and drop characters no file system takes', () => {
    const text = 'What: a "long" text/with slashes? It goes on and on, well past forty characters.';
    const name = downloadName({ createdAt: at, voice: 'Ava', text }, 'wav');
    expect(name).toBe('2026-11-26 Ava - What a long text with slashes It.wav');
    expect(firstWords('  One\n\ntwo.  ')).toBe('One two');
  });

  it('follow the pattern set, and fall back to the id when nothing is left', () => {
    const fields = { createdAt: at, voice: 'Ava', model: 'alpha-tts', text: 'Hi.', id: 'task_9' };
    expect(downloadName(fields, 'mp3', '{model}_{id}_{time}')).toBe('alpha-tts_task_9_14.05.mp3');
    expect(downloadName({ createdAt: at, id: 'task_9' }, 'glb')).toBe('2026-11-26.glb');
    expect(downloadName({ id: 'task_9' }, 'glb', '{text}')).toBe('task_9.glb');
  });

  it('keep Chinese text as it is', () => {
    const name = downloadName({ createdAt: at, voice: '晓晓', text: '你好，世界。' }, 'mp3');
    expect(name).toBe('2026-11-26 晓晓 - 你好，世界.mp3');
  });
});
