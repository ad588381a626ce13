import { SHOE_WIDTHS, type ShoeWidth, type UserShoeSize } from '../contract/profile';

export type ShoeSizeValue = string | number;

const NUMERIC_SIZE = /^\d+(?:\.\d+)?$/;

function numericSize(size: ShoeSizeValue): number | null {
  if (typeof size === 'number') return Number.isFinite(size) ? size : null;
  const text = size.trim();
  return NUMERIC_SIZE.test(text) ? Number(text) : null;
}

export function isNumericShoeSize(size: ShoeSizeValue): boolean {
  return numericSize(size) !== null;
}

/**
 * §5: numeric sizes ascending, non-numeric ones after. Non-numeric sizes keep the server's order
 * among themselves: 'S', 'M', 'L' sorted alphabetically would read 'L', 'M', 'S'.
 */
export function compareShoeSizes(a: ShoeSizeValue, b: ShoeSizeValue): number {
  const x = numericSize(a);
  const y = numericSize(b);
  if (x !== null && y !== null) return x - y;
  if (x !== null) return -1;
  if (y !== null) return 1;
  return 0;
}

/** A sorted copy (Array.prototype.sort is stable, which keeps ties in server order). */
export function sortShoeSizes<T extends { readonly size: ShoeSizeValue }>(options: readonly T[]): T[] {
  return [...options].sort((a, b) => compareShoeSizes(a.size, b.size));
}

/** A width from the server or a form, as one of Narrow/Standard/Wide, or null when it is none of them. */
export function toShoeWidth(width: string | null | undefined): ShoeWidth | null {
  const wanted = (width ?? '').trim().toLowerCase();
  return SHOE_WIDTHS.find((known) => known.toLowerCase() === wanted) ?? null;
}

/** The width options to offer: only Narrow/Standard/Wide, once each, others discarded (§5). */
export function shoeWidthOptions(widths: readonly string[]): ShoeWidth[] {
  const kept = new Set<ShoeWidth>();
  for (const width of widths) {
    const known = toShoeWidth(width);
    if (known) kept.add(known);
  }
  return [...kept];
}

/** §5: numeric sizes are sent as numbers ('9.5' → 9.5), others as trimmed text ('UK 9'). */
export function toShoeSizePayload(size: ShoeSizeValue): ShoeSizeValue {
  return numericSize(size) ?? (typeof size === 'string' ? size.trim() : size);
}

export interface ShoeSizeChoice {
  readonly size: ShoeSizeValue | null | undefined;
  readonly width: string | null | undefined;
}

/**
 * Size and width are both required (§5): the request body fields `size` and `width`, or null while
 * either is missing (the Save button stays disabled; the spec gives no message).
 */
export function readyShoeSize(choice: ShoeSizeChoice): { size: ShoeSizeValue; width: ShoeWidth } | null {
  const width = toShoeWidth(choice.width);
  if (choice.size === null || choice.size === undefined || width === null) return null;
  const size = toShoeSizePayload(choice.size);
  if (size === '') return null;
  return { size, width };
}

/** Save is enabled once both are chosen and they differ from what is saved (§4). */
export function canSaveShoeSize(choice: ShoeSizeChoice, current: UserShoeSize | null | undefined): boolean {
  const ready = readyShoeSize(choice);
  if (!ready) return false;
  if (!current) return true;
  return String(ready.size) !== String(toShoeSizePayload(current.size)) || ready.width !== current.width;
}
