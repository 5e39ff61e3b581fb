import { describe, expect, it } from 'vitest';
import { clockTime } from '../../renderer/src/composables/format.ts';

/**
 * The request log's times (Settings → Server): HH:MM:SS, 24 h, in the viewer's clock, the same
 * width on every line whatever the UI language.
 */

/** A moment at the given wall-clock time today, in this process's time zone. */
const at = (h: number, m: number, s: number) => new Date(2026, 10, 27, h, m, s, 500).getTime();

describe('clockTime', () => {
  it('shows hours, minutes and seconds with two digits each, 24 h, in English and Chinese', () => {
    for (const locale of ['en', 'zh-CN', 'en-US', 'en-GB']) {
      expect(clockTime(at(9, 5, 7), locale), locale).toBe('09:05:07');
      expect(clockTime(at(21, 45, 0), locale), locale).toBe('21:45:00');
      expect(clockTime(at(0, 0, 1), locale), locale).toBe('00:00:01');
    }
  });

  it('never says AM/PM or 24:00, even in a language whose habit is a 12-hour clock', () => {
    const midnight = clockTime(at(0, 30, 0), 'en-US');
    expect(midnight).toBe('00:30:00');
    expect(midnight).not.toMatch(/AM|PM|24:/);
  });

  it('has the same width at every time of the day', () => {
    const widths = new Set<number>();
    for (let h = 0; h < 24; h++) {
      for (const locale of ['en', 'zh-CN']) widths.add(clockTime(at(h, 7, 3), locale).length);
    }
    expect([...widths]).toEqual([8]);
  });

  it("follows the UI language's own separators (Finnish writes 21.45.00)", () => {
    expect(clockTime(at(21, 45, 0), 'fi')).toBe('21.45.00');
  });
});
