/**
 * The profile page (/profile, spec §2) and its five modals. A row is named by `ProfileRowName`
 * (screens/ProfileScreen/profile-types.ts): 'department', 'height-weight', 'age-group', 'fit', 'shoes'.
 * Dialogs take their parts from `testIdParts.dialog` (`-title`, `-close`, `-body`, `-footer`).
 */
export const profileTestIds = {
  screen: 'profile-screen',
  /** The header: avatar placeholder, full name ('User' when unknown) and e-mail. */
  header: 'profile-header',
  avatar: 'profile-avatar',
  name: 'profile-name',
  email: 'profile-email',
  /** 'My Orders' (/orders). */
  ordersLink: 'profile-orders-link',
  /** 'Failed to fetch user' when the header's user cannot be read. */
  userError: 'profile-user-error',
  /** The header's placeholders while the user is read. */
  userLoading: 'profile-user-loading',
  /** The one tab 'Clothing and Shoes' with its subtitle 'Size, fit and price'. */
  tab: 'profile-tab',
  tabSubtitle: 'profile-tab-subtitle',
  aboutYou: 'profile-about-you',
  departmentPreferences: 'profile-department-preferences',
  departmentIntro: 'profile-department-intro',
  row: (row: string) => `profile-row-${row}`,
  rowTitle: (row: string) => `profile-row-title-${row}`,
  /** The saved value or '--'. */
  rowValue: (row: string) => `profile-row-value-${row}`,
  /** 'Last updated on {Mon D, YYYY}' (fit and shoes). */
  rowUpdated: (row: string) => `profile-row-updated-${row}`,
  /** The row's read failed: its §8 text (e.g. 'Failed to fetch user age group') and Retry. */
  rowError: (row: string) => `profile-row-error-${row}`,
  rowRetry: (row: string) => `profile-row-retry-${row}`,
  rowLoading: (row: string) => `profile-row-loading-${row}`,
  /** The expand toggle (aria-expanded) and what it shows. */
  rowToggle: (row: string) => `profile-row-toggle-${row}`,
  rowDetails: (row: string) => `profile-row-details-${row}`,
  /** 'Add', or 'Update' once a value exists (§4). */
  rowEdit: (row: string) => `profile-row-edit-${row}`,
  /** Disabled without a value; asks for confirmation (§4). */
  rowClear: (row: string) => `profile-row-clear-${row}`,
  /** The Clear confirmation (a ConfirmDialog: parts `-confirm`, `-cancel`, `-message` …). */
  clearDialog: 'profile-clear-dialog',
  interests: 'profile-interests',
  /** A tag is a toggle button (aria-pressed); keyed by its slug ('skin-care', 'womens-attire' …). */
  interest: (slug: string) => `profile-interest-${slug}`,
  interestsSave: 'profile-interests-save',

  heightWeightDialog: 'height-weight-dialog',
  heightWeightLoading: 'height-weight-loading',
  heightValue: 'height-weight-height-value',
  heightUnit: 'height-weight-height-unit',
  weightValue: 'height-weight-weight-value',
  weightUnit: 'height-weight-weight-unit',
  /** The red box: a §5 message or a §8 failure. */
  heightWeightError: 'height-weight-error',
  heightWeightSave: 'height-weight-save',
  heightWeightCancel: 'height-weight-cancel',

  ageGroupDialog: 'age-group-dialog',
  ageGroupLoading: 'age-group-loading',
  /** One radio per age group, keyed by its id. */
  ageGroupOption: (id: number | string) => `age-group-option-${id}`,
  ageGroupError: 'age-group-error',
  ageGroupSave: 'age-group-save',
  ageGroupCancel: 'age-group-cancel',

  fitDialog: 'fit-attributes-dialog',
  fitLoading: 'fit-attributes-loading',
  /** 'No fit attributes available for this category.' */
  fitEmpty: 'fit-attributes-empty',
  /** One group per attribute row id ('shoulder' …), one radio per value ('narrow', 'average', 'wide'). */
  fitAttribute: (rowId: string) => `fit-attribute-${rowId}`,
  fitOption: (rowId: string, value: string) => `fit-attribute-${rowId}-${value.toLowerCase()}`,
  fitError: 'fit-attributes-error',
  fitSave: 'fit-attributes-save',
  fitCancel: 'fit-attributes-cancel',

  shoeDialog: 'shoe-size-dialog',
  shoeLoading: 'shoe-size-loading',
  /** 'No shoe sizes available. Please try again later.' (neither list). */
  shoeEmpty: 'shoe-size-empty',
  /** A select of the sizes, numeric first (§5); 'Shoe sizes are not available right now.' when none. */
  shoeSize: 'shoe-size-size',
  shoeSizesUnavailable: 'shoe-size-sizes-unavailable',
  /** One radio per width ('narrow', 'standard', 'wide'); 'Width options are not available right now.' */
  shoeWidth: (width: string) => `shoe-size-width-${width.toLowerCase()}`,
  shoeWidthsUnavailable: 'shoe-size-widths-unavailable',
  shoeError: 'shoe-size-error',
  shoeSave: 'shoe-size-save',
  shoeCancel: 'shoe-size-cancel',

  departmentDialog: 'department-dialog',
  departmentLoading: 'department-loading',
  /** One radio per option, keyed by its gender id (the fallback options are keyed 1, 2, 3). */
  departmentOption: (id: number | string) => `department-option-${id}`,
  /** 'Failed to load gender options' above the fallback options. */
  departmentOptionsError: 'department-options-error',
  departmentError: 'department-error',
  departmentSave: 'department-save',
  departmentCancel: 'department-cancel',
} as const;
