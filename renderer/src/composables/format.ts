/** Numbers as people read them: durations, counts, sizes, times. */

/**
 * A duration as a player shows it, in whole seconds counted down (5.94 s is 0:05), the same
 * rounding for a clip's length, the position in it and History's column, so one clip never
 * shows two lengths.
 */
export function duration(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = String(m).padStart(h ? 2 : 1, '0');
  return `${h ? `${h}:` : ''}${mm}:${String(sec).padStart(2, '0')}`;
}

/**
 * One formatter per locale, made on first use: building an Intl formatter costs far more
 * than using one (a History page of rows would otherwise build one per row and render).
 */
function perLocale<F>(make: (locale: string) => F): (locale: string) => F {
  const made = new Map<string, F>();
  return (locale) => {
    let f = made.get(locale);
    if (!f) made.set(locale, (f = make(locale)));
    return f;
  };
}

const numbers = perLocale((locale) => new Intl.NumberFormat(locale));
const dateTimes = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }),
);

const clocks = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      // 00–23 whatever the language's habit (no AM/PM, never "24:00:00").
      hourCycle: 'h23',
    }),
);

export const count = (n: number, locale: string) => numbers(locale).format(n);

/**
 * The conventions dates follow for a UI language: the system's own variant of that language
 * when it has one (English UI on a British system: 26/11/2026), else the UI language's.
 */
export function dateLocale(uiLocale: string, system: readonly string[] = languages()): string {
  const base = uiLocale.split('-')[0]!.toLowerCase();
  if (uiLocale.includes('-')) return uiLocale;
  return system.find((l) => l.split('-')[0]!.toLowerCase() === base) ?? uiLocale;
}

function languages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

export function dateTime(unixSeconds: number, locale: string): string {
  return dateTimes(dateLocale(locale)).format(unixSeconds * 1000);
}

/**
 * A time of day as a log shows it: hours, minutes and seconds, two digits each, 24 h, in the
 * viewer's clock and the UI language's conventions (its digits and separators), so every line's
 * time has the same width.
 */
export function clockTime(ms: number, locale: string): string {
  return clocks(dateLocale(locale)).format(ms);
}

/** Code points, as the gateway counts and bills them. */
export const codePoints = (s: string) => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};
