/**
 * The profile page's and its height/weight and age group modals' own words (labels of controls,
 * loading lines, the Clear question). The spec's texts (titles, §5 and §8 messages) live in
 * @shop/core (`profilePageTexts`, `profileRowTexts`, `physicalStatsMessages` …). Exported so the
 * storefront and the e2e page objects read the same words.
 */
export const profileLabels = {
  avatar: 'Profile picture',
  orders: 'My Orders',
  loadingUser: 'Loading your profile',
  tabsLabel: 'Profile sections',
  retry: 'Retry',
  clear: 'Clear',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  loadingRow: 'Loading…',
  /** Accessible names: the visible 'Add', 'Clear' … plus the row they act on. */
  rowAction: (action: string, title: string) => `${action} ${title}`,
  rowToggle: (title: string) => `${title} details`,
  clearTitle: (title: string) => `Clear ${title}?`,
  clearMessage: 'The saved value is removed from your profile. You can add it again at any time.',
  interestsIntro: 'Pick the topics you like.',
  interestsGroup: 'Your interests',
  saveInterests: 'Save',

  height: 'Height',
  heightUnit: 'Height unit',
  weight: 'Weight',
  weightUnit: 'Weight unit',
  loadingStats: 'Loading your height and weight',
  ageGroups: 'Age groups',
  loadingAgeGroups: 'Loading age groups',
} as const;

/** 'Women's Attire' → 'womens-attire': an interest tag's test-id key (`testIds.profile.interest`). */
export function interestSlug(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
