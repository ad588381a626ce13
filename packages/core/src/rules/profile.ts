import { formatDate } from '../format/date';
import { type FitSelection, isFitSelectionChanged } from './fit-attributes';
import { profileMessages } from '../texts';

type OptionId = number | string;

/** Modal Save buttons stay disabled until a choice exists and differs from the current one (§4, §5). */
function isDifferentChoice(
  selected: OptionId | null | undefined,
  current: OptionId | null | undefined,
): boolean {
  if (selected === null || selected === undefined) return false;
  return current === null || current === undefined || String(selected) !== String(current);
}

/** §5: enabled only when a group is selected and differs from the current. */
export function canSaveAgeGroup(
  selectedAgeGroupId: OptionId | null | undefined,
  currentAgeGroupId: OptionId | null | undefined,
): boolean {
  return isDifferentChoice(selectedAgeGroupId, currentAgeGroupId);
}

/** §5: enabled only if a different option is chosen. */
export function canSaveDepartment(
  selectedGenderId: OptionId | null | undefined,
  currentGenderId: OptionId | null | undefined,
): boolean {
  return isDifferentChoice(selectedGenderId, currentGenderId);
}

/** §5: enabled only if changed (an unchanged empty choice keeps it disabled). */
export function canSaveFitAttributes(current: FitSelection, next: FitSelection): boolean {
  return isFitSelectionChanged(current, next);
}

/** The options the department picker shows when the gender list cannot be loaded (§8). */
export const FALLBACK_DEPARTMENTS = ["Women's", "Men's", 'Unisex'] as const;

/** The fixed Interests tags (§2), in display order. */
export const INTEREST_TAGS = [
  'Skin Care',
  'Storage & Organization',
  'Interior Design',
  'Dorm Essentials',
  'Hair Care and Styling',
  'Babies and Toddlers',
  'Baking',
  "Women's Attire",
  "Men's Attire",
  'Party Planning',
] as const;

/** The profile header's name: 'First Last', or 'User' when neither is known (§2). */
export function profileDisplayName(
  user: { readonly firstName?: string | null; readonly lastName?: string | null } | null | undefined,
): string {
  const name = [user?.firstName, user?.lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name || profileMessages.fallbackName;
}

/** A row's value, or '--' when nothing is saved (§2). */
export function profileRowValue(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return text || profileMessages.emptyValue;
}

/** 'Last updated on Nov 5, 2026' under the fit and shoe rows (§2); null for an unreadable date. */
export function lastUpdatedText(timestamp: string | number | Date | null | undefined): string | null {
  if (timestamp === null || timestamp === undefined) return null;
  const date = formatDate(timestamp);
  return date ? `Last updated on ${date}` : null;
}

/** §4: Add becomes Update once a value exists. */
export function rowActionLabel(hasValue: boolean): 'Add' | 'Update' {
  return hasValue ? 'Update' : 'Add';
}
