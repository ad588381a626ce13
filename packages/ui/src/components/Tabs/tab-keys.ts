/**
 * The tab a key moves to in a horizontal tab list (WAI-ARIA tabs pattern): ← and → step and wrap
 * around, Home and End go to the first and last. `null` for any other key (the browser keeps it).
 */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  if (key === 'ArrowRight') return index >= last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index <= 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}
