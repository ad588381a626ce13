import {
  ageGroupMessages,
  departmentMessages,
  fitAttributeMessages,
  fitSummary,
  lastUpdatedText,
  physicalStatsMessages,
  physicalStatsSummary,
  shoeSizeMessages,
} from '@shop/core/profile';
import type { ProfileRowName, ProfileRowState, ProfileScreenProps } from './profile-types';

type Rows = ProfileScreenProps['rows'];

/** The filled account of the mocks' 'profile.filled' scenario, as the storefront shows it. */
export const FILLED_UPDATED_AT = '2026-11-05T10:00:00Z';
const filledUpdated = lastUpdatedText(FILLED_UPDATED_AT);

const empty: ProfileRowState = { status: 'ready', value: null, expanded: false };

/** Nothing saved: every row '--'. */
export const emptyRows: Rows = {
  department: empty,
  'height-weight': empty,
  'age-group': empty,
  fit: empty,
  shoes: empty,
};

/** Every row saved (department Women's, 170 cm / 65 kg, 25-29, the four fits, shoe 8 Standard). */
export const filledRows: Rows = {
  department: { status: 'ready', value: "Women's", expanded: false },
  'height-weight': {
    status: 'ready',
    value: physicalStatsSummary({ heightCm: 170, weightKg: 65, updated_at: FILLED_UPDATED_AT }),
    expanded: false,
  },
  'age-group': { status: 'ready', value: '25-29', expanded: false },
  fit: {
    status: 'ready',
    value: fitSummary('Shoulder: Wide, Waist: Average, Thighs: Average, Hips: Narrow'),
    lastUpdated: filledUpdated,
    details: ['Shoulder: Wide', 'Waist: Average', 'Thighs: Average', 'Hips: Narrow'],
    expanded: false,
  },
  shoes: {
    status: 'ready',
    value: '8, Standard',
    lastUpdated: filledUpdated,
    details: ['Size: 8', 'Width: Standard'],
    expanded: false,
  },
};

/** Every row still reading. */
export const loadingRows: Rows = {
  department: { status: 'loading', value: null, expanded: false },
  'height-weight': { status: 'loading', value: null, expanded: false },
  'age-group': { status: 'loading', value: null, expanded: false },
  fit: { status: 'loading', value: null, expanded: false },
  shoes: { status: 'loading', value: null, expanded: false },
};

/** Each row's §8 read failure. */
export const ROW_FETCH_ERRORS: Readonly<Record<ProfileRowName, string>> = {
  department: departmentMessages.fetchFailed,
  'height-weight': physicalStatsMessages.fetchFailed,
  'age-group': ageGroupMessages.fetchUserFailed,
  fit: fitAttributeMessages.fetchUserFailed,
  shoes: shoeSizeMessages.fetchUserFailed,
};

export const errorRows: Rows = {
  department: { status: 'error', value: null, error: ROW_FETCH_ERRORS.department, expanded: false },
  'height-weight': {
    status: 'error',
    value: null,
    error: ROW_FETCH_ERRORS['height-weight'],
    expanded: false,
  },
  'age-group': { status: 'error', value: null, error: ROW_FETCH_ERRORS['age-group'], expanded: false },
  fit: { status: 'error', value: null, error: ROW_FETCH_ERRORS.fit, expanded: false },
  shoes: { status: 'error', value: null, error: ROW_FETCH_ERRORS.shoes, expanded: false },
};

/** The rows with some of them changed, e.g. `withRows(filledRows, { fit: { expanded: true } })`. */
export function withRows(
  base: Rows,
  changes: Partial<Record<ProfileRowName, Partial<ProfileRowState>>>,
): Rows {
  const next = { ...base };
  for (const [name, change] of Object.entries(changes) as [ProfileRowName, Partial<ProfileRowState>][]) {
    next[name] = { ...base[name], ...change };
  }
  return next;
}
