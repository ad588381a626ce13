import { WELCOME_TOUR_PAGES } from '@shop/core/profile';
import { WelcomeTour } from '@shop/ui/profile';
import { useTourStore } from '../../features/profile/stores/tour-store';

const LAST_PAGE = WELCOME_TOUR_PAGES.length - 1;

/**
 * The welcome tour's dialog with its pages: a chunk of its own (see Overlays), fetched only when
 * the tour is about to show, so a visitor who has seen it never downloads it.
 */
export function WelcomeTourContainer() {
  const { open, page, goTo, dismiss } = useTourStore();
  return (
    <WelcomeTour
      open={open}
      pages={WELCOME_TOUR_PAGES}
      page={Math.min(page, LAST_PAGE)}
      onPrevious={() => goTo(page - 1)}
      onNext={() => goTo(Math.min(page + 1, LAST_PAGE))}
      onFinish={dismiss}
      onClose={dismiss}
    />
  );
}
