/** Numbers as people read them: durations, counts, sizes, times. */
export function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = String(m).padStart(h ? 2 : 1, '0');
  return `${h ? `${h}:` : ''}${mm}:${String(sec).padStart(2, '0')}`;
}

export const count = (n: number, locale: string) => new Intl.NumberFormat(locale).format(n);

export function dateTime(unixSeconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(
    unixSeconds * 1000,
  );
}

/** Code points, as the gateway counts and bills them. */
export const codePoints = (s: string) => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};
