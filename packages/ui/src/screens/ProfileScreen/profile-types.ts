import type { FitAttributeRow, FitSelection, HeightWeightForm, ShoeWidth } from '@shop/core/profile';

/**
 * What the profile page (§2) and its five modals show, already worked out by the storefront: the
 * screen and the dialogs are pure (props in, callbacks out). Every text that is a spec fact comes
 * from @shop/core (`profileMessages`, `physicalStatsMessages`, …).
 */

/** The five rows, in the order §2 lists them; also their test-id keys (`testIds.profile.row(name)`). */
export const PROFILE_ROWS = ['department', 'height-weight', 'age-group', 'fit', 'shoes'] as const;
export type ProfileRowName = (typeof PROFILE_ROWS)[number];

/** A row's read: 'loading' first, 'error' with the §8 text and Retry, else 'ready'. */
export type ProfileLoadStatus = 'loading' | 'error' | 'ready';

export interface ProfileRowState {
  status: ProfileLoadStatus;
  /** The saved value as text ('170 cm, 65 kg', '25-29', "Women's", the fit summary …); null shows '--'. */
  value: string | null;
  /** Fit and shoes: 'Last updated on Nov 5, 2026' (core `lastUpdatedText`). */
  lastUpdated?: string | null;
  /** With status 'error': e.g. 'Failed to fetch user age group'. */
  error?: string;
  /** Lines shown when the row is expanded beside its description (e.g. one per fit attribute). */
  details?: readonly string[];
  expanded: boolean;
  /** A clear of this row is on its way: its buttons are disabled. */
  busy?: boolean;
}

export interface ProfileUserHeader {
  status: ProfileLoadStatus;
  /** 'First Last', or 'User' (core `profileDisplayName`). */
  name: string;
  email: string;
  /** 'Failed to fetch user' (the name falls back to the session's). */
  error?: string;
}

export interface ProfileInterestsState {
  /** The tags chosen (core `INTEREST_TAGS` values). */
  selected: readonly string[];
  onToggle: (tag: string) => void;
  /** Enabled once the choice differs from the saved one. */
  canSave: boolean;
  onSave: () => void;
}

export interface ProfileScreenProps {
  user: ProfileUserHeader;
  rows: Readonly<Record<ProfileRowName, ProfileRowState>>;
  onToggleRow: (row: ProfileRowName) => void;
  /** Add/Update: the storefront opens that row's modal. */
  onEditRow: (row: ProfileRowName) => void;
  /** Clear asks first: the storefront sets `clearing` and the screen shows the confirmation. */
  onClearRow: (row: ProfileRowName) => void;
  onRetryRow: (row: ProfileRowName) => void;
  /** The row whose Clear waits for confirmation; null when none. */
  clearing: ProfileRowName | null;
  onConfirmClear: () => void;
  onCancelClear: () => void;
  interests: ProfileInterestsState;
}

/** What every profile modal shares: its Save, the red error box, and closing. */
export interface ProfileDialogBaseProps {
  open: boolean;
  /** Reading what the modal offers ('loading' shows a spinner, 'error' its §8 text). */
  status: ProfileLoadStatus;
  /** With status 'error', or a save that failed / a §5 message: shown in the red box. */
  error?: string;
  /** Save is disabled until the choice differs from the current value (§4, §5). */
  canSave: boolean;
  /** A save is on its way: Save shows it and is disabled. */
  saving: boolean;
  onSave: () => void;
  /** Cancel, Escape, the close icon. */
  onClose: () => void;
}

/** Height and weight (width 520): loads the current stats on open; step 0.1 (§4, §5). */
export interface HeightWeightDialogProps extends ProfileDialogBaseProps {
  form: HeightWeightForm;
  onChange: (form: HeightWeightForm) => void;
}

/** Age group (width 420): one radio per group (§7 GET /age-group). */
export interface AgeGroupDialogProps extends ProfileDialogBaseProps {
  options: readonly { id: number; ageRange: string }[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/**
 * Fit attributes for womens (width 700): Narrow, Average or Wide per attribute (§5). With no rows
 * and status 'ready' the modal says 'No fit attributes available for this category.'
 */
export interface FitAttributesDialogProps extends ProfileDialogBaseProps {
  rows: readonly FitAttributeRow[];
  selection: FitSelection;
  onSelect: (rowId: string, value: string) => void;
}

/**
 * Shoes (width 520): size and width both required (§5); sizes already sorted (core `sortShoeSizes`).
 * Empty lists show the §8 empty states.
 */
export interface ShoeSizeDialogProps extends ProfileDialogBaseProps {
  sizes: readonly { id: number; size: string | number }[];
  widths: readonly ShoeWidth[];
  /** The size as its text ('9.5'), so a select can hold it; null while none is chosen. */
  selectedSize: string | null;
  selectedWidth: ShoeWidth | null;
  onSelectSize: (size: string) => void;
  onSelectWidth: (width: ShoeWidth) => void;
}

/**
 * Preferred department picker (width 420). When the server's options could not be loaded, the
 * fallback Women's, Men's, Unisex show under `optionsError` ('Failed to load gender options').
 */
export interface DepartmentDialogProps extends ProfileDialogBaseProps {
  options: readonly { id: number; gender: string }[];
  optionsError?: string;
  selectedId: number | null;
  onSelect: (id: number) => void;
}
