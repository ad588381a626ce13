/**
 * The welcome tour's pages (§2 Overlays, §4): an intro, the five feature sections (authentication
 * and user management, product and shopping, profile and preferences, UI/UX, test automation ready)
 * and a best-wishes page. What each page says is ours, and it must be true of this shop.
 */
export interface WelcomeTourPage {
  /** Stable key, also the page's test-id suffix. */
  readonly key: string;
  readonly title: string;
  readonly body: string;
  /** What there is to practise here, one fact per line. */
  readonly points: readonly string[];
}

export const WELCOME_TOUR_TITLE = 'Welcome QA Automation Engineers!';
export const WELCOME_TOUR_FINISH_LABEL = 'Get Started!';
