import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
  },
};

export const WithDescription: Story = {
  args: { title: 'Compare', description: 'Product comparison is coming in a later release.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('placeholder-screen-description')).toHaveTextContent(
      'Product comparison is coming in a later release.',
    );
  },
};
