import { groupIndianDigits } from './indian-digits';

/** ₹1,23,456 — Indian digit grouping, whole rupees (every price in the shop goes through here). */
export function formatRupees(amount: number): string {
  const whole = Math.round(amount);
  return whole < 0 ? `-₹${groupIndianDigits(-whole)}` : `₹${groupIndianDigits(whole)}`;
}

/** Prices may arrive as text (cart lines, spec §3); anything unreadable counts as 0. */
export function toAmount(value: number | string | null | undefined): number {
  const amount = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(amount) ? amount : 0;
}
