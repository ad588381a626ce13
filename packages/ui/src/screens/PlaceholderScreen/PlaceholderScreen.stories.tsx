import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { PlaceholderScreen } from './PlaceholderScreen';

const meta = {
  title: 'Screens/PlaceholderScreen',
  component: PlaceholderScreen,
  args: { title: 'Shopping Cart' },
} satisfies Meta<typeof PlaceholderScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('placeholder-screen')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(canvas.getByText('This screen is coming in a later release.')).toBeVisible();
    // Never a dead end: home and the categories are one click away.
    const onward = canvas.getByRole('navigation', { name: 'Continue shopping' });
    await expect(within(onward).getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await expect(within(onward).getByRole('link', { name: 'Browse all categories' })).toHaveAttribute(
      'href',
      '/products?category=all',
    );
    await expect(canvas.getByTestId('placeholder-screen-home-link')).toBeVisible();
    await expect(canvas.getByTestId('placeholder-screen-products-link')).toBeVisible();
  },
};

/** 390 px wide (iPhone 12). */
export const DefaultMobile: Story = {
  ...Default,
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
};

export const WithDescription: Story = {
  args: { title: 'Compare', description: 'Product comparison is coming in a later release.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('placeholder-screen-description')).toHaveTextContent(
      'Product comparison is coming in a later release.',
    );
  },
};

/** The listing's own placeholder does not link to itself. */
export const HomeLinkOnly: Story = {
  args: { title: 'Products', ways: ['home'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Browse all categories' })).toBeNull();
  },
};
