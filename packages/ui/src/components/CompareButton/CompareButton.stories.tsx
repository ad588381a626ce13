import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { CompareButton, type CompareButtonProps } from './CompareButton';

const onToggle = fn();

const meta = {
  title: 'Components/CompareButton',
  component: CompareButton,
  args: {
    productId: 1001,
    productName: 'Samsung Galaxy S24 Ultra 5G (Titanium Gray, 256 GB)',
    selected: false,
    limitReached: false,
    onToggle,
  },
  beforeEach: () => onToggle.mockClear(),
  decorators: [
    (Story) => (
      <Box padding="lg">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CompareButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByTestId('compare-toggle-1001');
    await expect(button).toHaveAccessibleName(
      'Add to compare: Samsung Galaxy S24 Ultra 5G (Titanium Gray, 256 GB)',
    );
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Added: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByTestId('compare-toggle-1001');
    await expect(button).toHaveTextContent('Added to compare');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Four products are chosen already: the button stays focusable and says why it does nothing. */
export const LimitReached: Story = {
  args: { limitReached: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByTestId('compare-toggle-1001');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('You can compare up to 4 products');
    await expect(within(canvasElement).getByTestId('compare-limit-reason-1001')).toBeVisible();
  },
};

/** A chosen product can always be taken out, even when the list is full. */
export const AddedWhileFull: Story = {
  args: { selected: true, limitReached: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByTestId('compare-toggle-1001');
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(within(canvasElement).queryByTestId('compare-limit-reason-1001')).toBeNull();
  },
};

export const FullWidth: Story = { args: { fullWidth: true, size: 'medium' } };

function Toggling(props: CompareButtonProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <CompareButton
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
    const button = within(canvasElement).getByTestId('compare-toggle-1001');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveTextContent('Added to compare');
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(onToggle).toHaveBeenCalledTimes(2);
  },
};

export const IgnoresClickWhenFull: Story = {
  tags: ['interaction'],
  args: { limitReached: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByTestId('compare-toggle-1001');
    await userEvent.click(button);
    await userEvent.tab();
    await expect(onToggle).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};
