// First, as in the storefront's entry: zod must not probe for eval while modules build schemas.
import '../apps/storefront/src/app/zod-jitless';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY } from '@shop/core';
import { closeOpenStreams, handlersByArea, resetAccountsState } from '@shop/mocks';
import { ThemeRoot } from '@shop/ui';
import { resetStores } from '../apps/storefront/src/stores/reset-stores';
import { shopViewports } from './viewports';

/*
 * How long a play function's findBy… and waitFor keep trying, for every story: the one home of
 * that wait. Testing Library's 1 s is tight for a page story whose lazy route, mock call and fonts
 * load cold in a fresh browser; in CI the stories share two cores with two servers and the
 * journeys' browsers, where a route's first load or a call's reply has taken over 5 s (a dozen
 * files once carried their own 5 and 10 s waits for it), and over 10 s on a day the machine ran at
 * half its speed (CI took 25 minutes instead of 12; three page stories failed at their first
 * route's cold load). A passing story is no slower, and no story measures a spec timing by this
 * wait: those run on fake clocks.
 */
configure({ asyncUtilTimeout: 20_000 });

/**
 * Every story starts from the same world: fresh mock accounts and stores, empty storage (but for
 * the welcome tour's seen flag, so the tour never covers a page story; its own stories remove it),
 * no cookies.
 */
function resetBrowserState(): void {
  // The visual tests seed Math.random (visual/stabilize.ts): each story starts the sequence again,
  // so its random order numbers are the same whether it is the page's first story or a later one.
  (globalThis as { __visualReseed?: () => void }).__visualReseed?.();
  resetAccountsState();
  resetStores();
  localStorage.clear();
  localStorage.setItem(WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY, 'true');
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

const preview: Preview = {
  loaders: [mswLoader()],
  beforeEach: () => {
    resetBrowserState();
    // Storybook runs this when the story unmounts: a mock stream (the order tracker's) ends with
    // its story even if the page never closed it (mocks/state/open-streams.ts).
    return closeOpenStreams;
  },
  decorators: [
    (Story) => (
      <ThemeRoot>
        <Story />
      </ThemeRoot>
    ),
  ],
  parameters: {
    // Any axe violation fails the story's test (and shows red in the a11y panel).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'fullscreen',
    viewport: { options: shopViewports },
    // Designers start at the introduction; then tokens, components, screens, pages.
    options: {
      storySort: { order: ['Foundations', ['Introduction', 'Tokens'], 'Components', 'Screens', 'Pages'] },
    },
    // The whole mock API by area; a story replaces an area with a named scenario
    // (`withScenarios('products.categories.error')`).
    msw: { handlers: handlersByArea },
  },
};

export default preview;
