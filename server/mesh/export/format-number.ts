/** Decimal text for exported coordinates: at most `digits` decimals, no trailing zeros, no "-0". */
export function num(x: number, digits = 6): string {
  if (!Number.isFinite(x)) return '0';
  const s = x.toFixed(digits);
  let end = s.length;
  if (s.includes('.')) {
    while (s[end - 1] === '0') end--;
    if (s[end - 1] === '.') end--;
  }
  const out = s.slice(0, end);
  return out === '-0' ? '0' : out;
}
