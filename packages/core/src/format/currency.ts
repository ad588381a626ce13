const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** ₹1,23,456 — Indian digit grouping, whole rupees (every price in the shop goes through here). */
export function formatRupees(amount: number): string {
  return rupees.format(Math.round(amount));
}

/** Prices may arrive as text (cart lines, spec §3); anything unreadable counts as 0. */
export function toAmount(value: number | string | null | undefined): number {
  const amount = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(amount) ? amount : 0;
}
