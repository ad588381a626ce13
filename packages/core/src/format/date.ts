const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'Mon D, YYYY' (spec §2: "Last updated on Nov 5, 2026"), in UTC so that the same timestamp reads
 * the same in every time zone and in every test run. Unreadable input gives ''.
 */
export function formatDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** India Standard Time: UTC+5:30 all year (no daylight saving), the shop's time zone. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** '2026-05-01T14:03:07.000Z' → '2026-05-01 19:33:07 IST' (the mailbox's times, to the second). */
export function formatIstTime(iso: string): string {
  const ist = new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString();
  return `${ist.slice(0, 10)} ${ist.slice(11, 19)} IST`;
}
