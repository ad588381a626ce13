import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlersByArea, resetAccountsState } from '@shop/mocks';
import { ThemeRoot } from '@shop/ui';

/** Every story starts from the same world: fresh mock accounts, empty storage, no cookies. */
function resetBrowserState(): void {
  resetAccountsState();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

const preview: Preview = {
  loaders: [mswLoader()],
  beforeEach: resetBrowserState,
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
    // The whole mock API by area; a story replaces an area with a named scenario
    // (`withScenarios('products.categories.error')`).
    msw: { handlers: handlersByArea },
  },
};

export default preview;
