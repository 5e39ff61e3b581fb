/** Numbers as people read them: durations, counts, sizes, times. */
export function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
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

export const count = (n: number, locale: string) => numbers(locale).format(n);

export function dateTime(unixSeconds: number, locale: string): string {
  return dateTimes(locale).format(unixSeconds * 1000);
}

/** Code points, as the gateway counts and bills them. */
export const codePoints = (s: string) => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};
