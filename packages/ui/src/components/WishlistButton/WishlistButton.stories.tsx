import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { WishlistButton, type WishlistButtonProps } from './WishlistButton';

const onToggle = fn();

const meta = {
  title: 'Components/WishlistButton',
  component: WishlistButton,
  args: { productId: 1001, productName: 'Galaxy S24', selected: false, onToggle },
  beforeEach: () => onToggle.mockClear(),
  decorators: [
    (Story) => (
      <Box padding="lg">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof WishlistButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Add Galaxy S24 to wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveAttribute('data-testid', 'wishlist-toggle-1001');
  },
};

export const InWishlist: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Remove Galaxy S24 from wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Small: Story = { args: { size: 'small' } };

function Toggling(props: WishlistButtonProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <WishlistButton
      {...props}
      selected={selected}
      onToggle={() => {
        props.onToggle();
        setSelected((value) => !value);
      }}
    />
  );
}

export const TogglesOnClick: Story = {
  tags: ['interaction'],
  render: (args) => <Toggling {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Galaxy S24 to wishlist' }));
    const heart = canvas.getByRole('button', { name: 'Remove Galaxy S24 from wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(onToggle).toHaveBeenCalledTimes(2);
  },
};
