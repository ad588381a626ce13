import { FIT_VALUES } from '../rules/fit-attributes';
import { FALLBACK_DEPARTMENTS } from '../rules/profile';
import { SHOE_WIDTHS, type AgeGroup, type FitAttribute, type Gender } from '../contract/profile';

/**
 * The profile's reference data (§3, §7 Profile): what a real shop offers to choose from. One home
 * for the API's seed, the mock API and the stories, so an id means the same option everywhere.
 */

/** §7 GET /age-group, in display order (ids from 1). */
export const AGE_GROUPS: readonly AgeGroup[] = [
  '18-20',
  '21-24',
  '25-29',
  '30-34',
  '35-39',
  '40-44',
  '45-49',
  '50-54',
  '55-59',
  '60-64',
  '65+',
].map((ageRange, index) => ({ id: index + 1, ageRange }));

/** The attributes of §3, read from a user's fit record, all in the womens department. */
const FIT_ATTRIBUTE_NAMES = ['shoulder', 'waist', 'thighs', 'hips'] as const;

/**
 * §7 GET /fit-attributes: each attribute takes Narrow, Average or Wide (§5). Option ids run on
 * across attributes (shoulder 1–3, waist 4–6, thighs 7–9, hips 10–12): `fitAttributeIds` are these.
 */
export const FIT_ATTRIBUTES: readonly FitAttribute[] = FIT_ATTRIBUTE_NAMES.map((attributeName, index) => ({
  attributeName,
  category: 'womens',
  options: FIT_VALUES.map((value, position) => ({ id: index * FIT_VALUES.length + position + 1, value })),
}));

/**
 * §7 GET /gender: the preferred-department options (ids from 1) — the same three the picker falls
 * back to when they cannot be read (§8), so a fallback choice saves as the server's option.
 */
export const GENDERS: readonly Gender[] = FALLBACK_DEPARTMENTS.map((gender, index) => ({
  id: index + 1,
  gender,
}));

/**
 * §7 GET /shoe-size: Indian/UK sizes 3 to 12 with halves (ids from 1), as numbers; widths as §3.
 */
export const SHOE_SIZES: readonly { readonly id: number; readonly size: number }[] = Array.from(
  { length: 19 },
  (_, index) => ({ id: index + 1, size: 3 + index / 2 }),
);
/** The sizes alone, as the dialog offers them (3, 3.5 … 12). */
export const SHOE_SIZE_VALUES: readonly number[] = SHOE_SIZES.map((option) => option.size);
export const SHOE_SIZE_WIDTHS = SHOE_WIDTHS;
