/**
 * The profile page, its guard and its sections (§2, §5, §8).
 * Part of texts/index.ts, where every text is listed (see there); a module per area so a
 * page's download carries only the texts of what it shows.
 */

/** Profile page frame and its guard dialog (§2, §8). */
export const profileMessages = {
  signInRequiredTitle: 'Sign In required',
  signInRequiredText: 'Please Sign In to access your profile.',
  fetchUserFailed: 'Failed to fetch user',
  fallbackName: 'User',
  emptyValue: '--',
  departmentIntro:
    'Share preferences for each department to get improved recommendations when you shop there.',
  /** Ours: §2 leaves the Interests Save open; the tags are kept on this device, per user. */
  interestsSaved: 'Interests saved',
} as const;

/** Height and weight (§5, §8). */
export const physicalStatsMessages = {
  bothRequired: 'Please fill in both height and weight values',
  notNumbers: 'Please enter valid numbers for height and weight',
  notPositive: 'Height and weight must be greater than 0',
  authRequired: 'Authentication required',
  fetchFailed: 'Failed to fetch physical stats',
  saveFailed: 'Failed to save physical stats',
  clearFailed: 'Failed to clear physical stats',
  saved: 'Height and weight saved successfully',
  removed: 'Height and weight removed successfully',
} as const;

/** Fit attributes (§5, §8). */
export const fitAttributeMessages = {
  fetchFailed: 'Failed to fetch fit attributes',
  fetchUserFailed: 'Failed to fetch user fit attributes',
  saveFailed: 'Failed to save fit attributes',
  removeFailed: 'Failed to remove fit attributes',
  noValidAttributes: 'No valid attributes to save',
  noneForCategory: 'No fit attributes available for this category.',
  saved: 'Fit attributes saved successfully',
  removed: 'Fit attributes have been removed successfully',
} as const;

/** Age group (§8). */
export const ageGroupMessages = {
  fetchFailed: 'Failed to fetch age groups',
  loadFailed: 'Failed to load age groups',
  fetchUserFailed: 'Failed to fetch user age group',
  saveFailed: 'Failed to save age group',
  removeFailed: 'Failed to remove age group',
  saved: 'Age group saved successfully',
  removed: 'Age group has been removed successfully',
} as const;

/** Preferred department (gender options) (§5, §8). */
export const departmentMessages = {
  fetchOptionsFailed: 'Failed to fetch gender options',
  loadOptionsFailed: 'Failed to load gender options',
  pickerLoadFailed: 'Failed to load options',
  fetchFailed: 'Failed to fetch preferred department',
  setFailed: 'Failed to set preferred department',
  deactivateFailed: 'Failed to deactivate preferred department',
  clearFailed: 'Failed to clear preferred department',
  userNotAuthenticated: 'User not authenticated',
  /** Ours: §8 lists no toast for this save; worded like the other profile saves. */
  saved: 'Preferred department saved successfully',
  removed: 'The gender has been removed successfully',
} as const;

/** Shoe size (§8). */
export const shoeSizeMessages = {
  fetchFailed: 'Failed to fetch shoe sizes',
  loadFailed: 'Failed to load shoe sizes',
  fetchUserFailed: 'Failed to fetch user shoe size',
  saveFailed: 'Failed to save shoe size',
  removeFailed: 'Failed to remove shoe size',
  noneAvailable: 'No shoe sizes available. Please try again later.',
  sizesUnavailable: 'Shoe sizes are not available right now.',
  widthsUnavailable: 'Width options are not available right now.',
  saved: 'Shoe size saved successfully',
  removed: 'Shoe size removed successfully',
} as const;

/** The profile page's tab and section headings (§2). */
export const profilePageTexts = {
  tab: 'Clothing and Shoes',
  tabSubtitle: 'Size, fit and price',
  aboutYou: 'About you',
  departmentPreferences: 'Department preferences',
  interests: 'Interests',
} as const;

/**
 * Each profile row's title (§2) and what the row is for, shown when the row is expanded (ours).
 * Keyed like the UI's rows: 'department', 'height-weight', 'age-group', 'fit', 'shoes'.
 */
export const profileRowTexts = {
  department: {
    title: 'Preferred department',
    description: 'The department you shop in most, so its products are shown to you first.',
  },
  'height-weight': {
    title: 'Height and weight',
    description: 'Your height and weight, in the units you choose, to suggest sizes that fit you.',
  },
  'age-group': {
    title: 'Age group',
    description: 'Your age range, to recommend products and styles that suit you.',
  },
  fit: {
    title: 'Fit attributes for womens',
    description:
      'How clothes usually fit you at the shoulders, waist, thighs and hips: narrow, average or wide.',
  },
  shoes: {
    title: 'Shoes',
    description: 'Your shoe size and width, to show shoes that are available in your size.',
  },
} as const;
