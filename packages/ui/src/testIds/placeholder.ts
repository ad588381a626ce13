/** The screen of routes whose page is not built yet. */
export const placeholderTestIds = {
  screen: 'placeholder-screen',
  title: 'placeholder-screen-title',
  description: 'placeholder-screen-description',
} as const;
