import { testIds } from '@shop/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { loadPageScreen, PageStory } from '../../app/PageStory';

const meta = {
  title: 'Pages/Not found',
  component: PageStory,
  loaders: [loadPageScreen],
  args: { path: '/no-such-page' },
} satisfies Meta<typeof PageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No dead end: the 404 page links home and to the categories, and names itself in the tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByTestId(testIds.placeholder.homeLink)).toHaveAttribute('href', '/');
    await expect(canvas.getByTestId(testIds.placeholder.productsLink)).toHaveAttribute(
      'href',
      '/products?category=all',
    );
    await waitFor(() => expect(document.title).toBe('Page not found · ShopLane'));
  },
};

export const DefaultMobile: Story = {
  ...Default,
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
};
