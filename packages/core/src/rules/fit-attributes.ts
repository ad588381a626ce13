import { FIT_SUMMARY_MAX_LENGTH } from '../constants';
import { FIT_ATTRIBUTE_KEYS, type FitAttribute, type UserFitAttributes } from '../contract/profile';
import { fitAttributeMessages } from '../texts';

/** The values every fit attribute takes (§5). */
export const FIT_VALUES = ['Narrow', 'Average', 'Wide'] as const;
export type FitValue = (typeof FIT_VALUES)[number];

/** §3: an attribute without a category belongs to womens, the one department row of §2. */
export const DEFAULT_FIT_CATEGORY = 'womens';

/**
 * The row id the screen builds from an attribute name (§3): lowercased, slashes and spaces replaced
 * by hyphens. A run of them becomes one hyphen ('Hips / Seat' → 'hips-seat'), so the id stays
 * usable in test ids.
 */
export function fitAttributeSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s/]+/g, '-');
}

export interface FitAttributeRow {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly displayOrder: number;
  readonly options: FitAttribute['options'];
}

/** The modal's rows for one department, in server order (displayOrder counts from 1). */
export function buildFitAttributeRows(
  attributes: readonly FitAttribute[],
  category: string = DEFAULT_FIT_CATEGORY,
): FitAttributeRow[] {
  const wanted = category.toLowerCase();
  return attributes
    .filter((attribute) => (attribute.category || DEFAULT_FIT_CATEGORY).toLowerCase() === wanted)
    .map((attribute, index) => ({
      id: fitAttributeSlug(attribute.attributeName),
      name: attribute.attributeName,
      category: attribute.category || DEFAULT_FIT_CATEGORY,
      displayOrder: index + 1,
      options: attribute.options,
    }));
}

/** Chosen value per row id ('shoulder' → 'Wide'); an absent or empty entry means "not chosen". */
export type FitSelection = Readonly<Record<string, string | undefined>>;

/** The saved values, keyed like the rows (§3: only shoulder, waist, thighs and hips are read). */
export function currentFitSelection(record: UserFitAttributes | null | undefined): FitSelection {
  const selection: Record<string, string> = {};
  if (!record) return selection;
  for (const key of FIT_ATTRIBUTE_KEYS) {
    const saved = record[key];
    if (saved?.optionValue) selection[key] = saved.optionValue;
  }
  return selection;
}

function chosenEntries(selection: FitSelection): Array<[string, string]> {
  return Object.entries(selection).filter((entry): entry is [string, string] => Boolean(entry[1]));
}

/** §5: Save is enabled only when the choice differs from what is saved. */
export function isFitSelectionChanged(current: FitSelection, next: FitSelection): boolean {
  const before = new Map(chosenEntries(current));
  const after = chosenEntries(next);
  return after.length !== before.size || after.some(([key, value]) => before.get(key) !== value);
}

export type FitSaveDecision =
  /** Nothing chosen: Save just closes the modal (§5). */
  | { readonly kind: 'nothing-selected' }
  /** Choices were made but none maps to a known option. */
  | { readonly kind: 'invalid'; readonly error: string }
  | { readonly kind: 'ready'; readonly fitAttributeIds: number[] };

/**
 * Maps chosen values to option ids for `POST /fit-attributes`. Values outside Narrow/Average/Wide or
 * without a matching option on their row are dropped (§5).
 */
export function resolveFitSelection(
  rows: readonly FitAttributeRow[],
  selection: FitSelection,
): FitSaveDecision {
  const chosen = chosenEntries(selection);
  if (chosen.length === 0) return { kind: 'nothing-selected' };

  const fitAttributeIds: number[] = [];
  for (const [rowId, value] of chosen) {
    if (!(FIT_VALUES as readonly string[]).includes(value)) continue;
    const option = rows.find((row) => row.id === rowId)?.options.find((o) => o.value === value);
    if (option) fitAttributeIds.push(option.id);
  }
  return fitAttributeIds.length > 0
    ? { kind: 'ready', fitAttributeIds }
    : { kind: 'invalid', error: fitAttributeMessages.noValidAttributes };
}

const ELLIPSIS = '...';

/** §2: the fit summary is cut to 80 characters — 77 of the text plus '...'. */
export function fitSummary(text: string): string {
  const characters = [...text];
  if (characters.length <= FIT_SUMMARY_MAX_LENGTH) return text;
  return characters.slice(0, FIT_SUMMARY_MAX_LENGTH - ELLIPSIS.length).join('') + ELLIPSIS;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One line per saved attribute, e.g. 'Shoulder: Wide' (the seed names attributes in lower case). */
export function fitRecordLines(record: UserFitAttributes | null | undefined): string[] {
  if (!record) return [];
  return FIT_ATTRIBUTE_KEYS.flatMap((key) => {
    const saved = record[key];
    return saved ? [`${capitalised(saved.attributeName)}: ${saved.optionValue}`] : [];
  });
}

/**
 * The fit row's text, e.g. 'Shoulder: Wide, Waist: Average' (our wording; the spec fixes only the
 * 80-character cut), or null when nothing is saved.
 */
export function fitRecordSummary(record: UserFitAttributes | null | undefined): string | null {
  const lines = fitRecordLines(record);
  return lines.length > 0 ? fitSummary(lines.join(', ')) : null;
}
