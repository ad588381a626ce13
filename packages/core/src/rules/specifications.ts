import type { Specification } from '../contract';
import type { CompareItem } from './compare';

/*
 * Specification tables (the details page's and the compare page's), apart from the compare list's
 * rules: product cards on every page read those, and these only load with the two tables.
 */

/** The catalogue's word for a specification that means nothing for the product (§3). */
export const SPEC_NOT_APPLICABLE = 'Not applicable';
/** What a table cell shows for a missing or not-applicable value. */
export const SPEC_EMPTY_CELL = '—';

/** Keys whose words are run together or which are abbreviations. */
const SPEC_LABELS: Readonly<Record<string, string>> = {
  screensize: 'Screen size',
  ram: 'RAM',
  waterresistance: 'Water resistance',
  displaytype: 'Display type',
  sim_type: 'SIM type',
};

/** 'operating_system' → 'Operating system', 'screensize' → 'Screen size'. */
export function specificationLabel(key: string): string {
  const known = SPEC_LABELS[key];
  if (known) return known;
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface CompareSpecRow {
  readonly key: string;
  readonly label: string;
  /** One per compared product, in the list's order; SPEC_EMPTY_CELL when missing. */
  readonly values: readonly string[];
}

/** The specifications side by side: the union of every product's keys, in first-seen order. */
export function compareSpecRows(items: readonly CompareItem[]): CompareSpecRow[] {
  const keys: string[] = [];
  for (const item of items) {
    for (const key of Object.keys(item.specification)) if (!keys.includes(key)) keys.push(key);
  }
  return keys
    .map((key) => ({
      key,
      label: specificationLabel(key),
      values: items.map((item) => {
        const value = item.specification[key]?.trim();
        return !value || value === SPEC_NOT_APPLICABLE ? SPEC_EMPTY_CELL : value;
      }),
    }))
    .filter((row) => row.values.some((value) => value !== SPEC_EMPTY_CELL));
}

export interface SpecificationRow {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

/**
 * The Specifications tab's rows: every key of every entry in order, with readable labels. Rows the
 * catalogue marks 'Not applicable' (a pressure cooker's camera) are left out: a shopper learns
 * nothing from them, and they would push the real ones below the fold.
 */
export function productSpecificationRows(specifications: readonly Specification[]): SpecificationRow[] {
  const rows: SpecificationRow[] = [];
  for (const entry of specifications) {
    for (const [key, raw] of Object.entries(entry)) {
      const value = raw.trim();
      if (!value || value === SPEC_NOT_APPLICABLE || rows.some((row) => row.key === key)) continue;
      rows.push({ key, label: specificationLabel(key), value });
    }
  }
  return rows;
}
