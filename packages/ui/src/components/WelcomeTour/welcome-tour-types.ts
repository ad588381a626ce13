import type { WelcomeTourPage } from '@shop/core/profile';

/**
 * The welcome tour 'Welcome QA Automation Engineers!' (§2 Overlays): an intro page, five feature
 * sections and a best-wishes page (core `WELCOME_TOUR_PAGES`), paged with Previous/Next; the last
 * page's button is 'Get Started!'. Pure: the storefront keeps the page and the seen flag.
 */
export interface WelcomeTourProps {
  open: boolean;
  pages: readonly WelcomeTourPage[];
  /** Index into `pages`. */
  page: number;
  onPrevious: () => void;
  onNext: () => void;
  /** 'Get Started!' on the last page. */
  onFinish: () => void;
  /** Escape or the close icon: the tour counts as seen either way (§4). */
  onClose: () => void;
}
