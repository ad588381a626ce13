import { PRICE_FILTER_MAX } from '@shop/core';
import { setMaxPrice, setMinPrice, type PriceRange as PriceRangeValue } from '@shop/core/products';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { PriceRange, type PriceRangeProps } from './PriceRange';

const meta = {
  title: 'Components/PriceRange',
  component: PriceRange,
  args: {
    value: [0, PRICE_FILTER_MAX],
    onMinChange: fn(),
    onMaxChange: fn(),
    testId: 'listing-filter-price',
  },
  decorators: [
    (Story) => (
      <Box padding="lg" maxWidth="narrow">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PriceRange>;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone390', isRotated: false } };

/** The whole range: ₹0 to ₹2,00,000+ (the top means no upper limit). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('slider', { name: 'Minimum price' });
    await expect(min).toHaveAttribute('aria-valuetext', '₹0');
    // Native range inputs: arrows, Page Up/Down, Home and End move a thumb by these steps.
    await expect(min).toHaveAttribute('min', '0');
    await expect(min).toHaveAttribute('max', '200000');
    await expect(min).toHaveAttribute('step', '1000');
    await expect(canvas.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuetext',
      '₹2,00,000+',
    );
  },
};

export const Narrowed: Story = {
  args: { value: [25_000, 80_000] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('listing-filter-price-min-value')).toHaveTextContent('₹25,000');
    await expect(canvas.getByTestId('listing-filter-price-max-value')).toHaveTextContent('₹80,000');
  },
};

export const DefaultMobile: Story = { globals: phone };

/** The caller's state, clamped by core's setMinPrice / setMaxPrice as the listing does. */
function Controlled(args: PriceRangeProps) {
  const [value, setValue] = useState<PriceRangeValue>(args.value);
  return (
    <PriceRange
      {...args}
      value={value}
      onMinChange={(next) => setValue((range) => setMinPrice(range, next))}
      onMaxChange={(next) => setValue((range) => setMaxPrice(range, next))}
    />
  );
}

/** Min stays below max both ways: pushing either thumb past the other stops it one step (₹1,000) short. */
export const PriceRangeStaysOrdered: Story = {
  tags: ['interaction'],
  args: { value: [20_000, 50_000] },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('slider', { name: 'Minimum price' });
    const max = canvas.getByRole('slider', { name: 'Maximum price' });
    fireEvent.change(min, { target: { value: '90000' } });
    await expect(min).toHaveValue('49000');
    fireEvent.change(max, { target: { value: '10000' } });
    await expect(max).toHaveValue('50000');
    await expect(canvas.getByTestId('listing-filter-price-max-value')).toHaveTextContent('₹50,000');
  },
};
