/** The welcome tour 'Welcome QA Automation Engineers!' (spec §2 Overlays); dialog parts via testIdParts. */
export const welcomeTourTestIds = {
  dialog: 'welcome-tour-dialog',
  /** The page shown: intro, five feature sections, best wishes. */
  page: 'welcome-tour-page',
  pageTitle: 'welcome-tour-page-title',
  /** The shown page's own content, keyed by its `key` ('intro', 'authentication' … 'best-wishes'). */
  pageContent: (key: string) => `welcome-tour-page-${key}`,
  pageBody: 'welcome-tour-body',
  /** The page's facts, one list item each. */
  pagePoints: 'welcome-tour-points',
  /** 'Step N of 7'. */
  progress: 'welcome-tour-progress',
  previous: 'welcome-tour-previous',
  next: 'welcome-tour-next',
  /** 'Get Started!' on the last page. */
  finish: 'welcome-tour-finish',
} as const;
