import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceTag, priceTagSizes } from './PriceTag';

const meta = {
  title: 'Components/PriceTag',
  component: PriceTag,
  args: { price: 123456, size: 'medium' },
  argTypes: { size: { control: 'select', options: priceTagSizes } },
} satisfies Meta<typeof PriceTag>;
export default meta;

type Story = StoryObj<typeof meta>;

export const PriceOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('price-tag-current')).toHaveTextContent('₹1,23,456');
    await expect(canvas.queryByTestId('price-tag-old')).toBeNull();
    await expect(canvas.queryByText(/% off/)).toBeNull();
  },
};

export const WithDiscount: Story = {
  args: { price: 134900, oldPrice: 159900, discountPercent: 16 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('price-tag-current')).toHaveTextContent('₹1,34,900');
    await expect(canvas.getByTestId('price-tag-old')).toHaveTextContent('Original price: ₹1,59,900');
    await expect(canvas.getByText('16% off')).toBeVisible();
  },
};

export const DerivedDiscount: Story = {
  args: { price: 1499, oldPrice: 2999 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('50% off')).toBeVisible();
  },
};

/** An old price that does not exceed the price is not a saving: nothing is struck through. */
export const OldPriceNotHigher: Story = {
  args: { price: 999, oldPrice: 999, discountPercent: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('price-tag-old')).toBeNull();
  },
};

export const Small: Story = { args: { size: 'small', price: 499, oldPrice: 799 } };

export const Large: Story = {
  args: { size: 'large', price: 1549900, oldPrice: 1799900, testId: 'details-price' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('details-price-current')).toHaveTextContent('₹15,49,900');
  },
};

/** The details page's price block: its parts keep that page's published ids, and a spoken label. */
export const Hero: Story = {
  args: {
    size: 'hero',
    price: 134900,
    oldPrice: 159900,
    label: 'Price: ',
    testId: 'details-price-tag',
    partIds: { current: 'details-price', old: 'details-old-price', discount: 'details-discount' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('details-price')).toHaveTextContent('Price: ₹1,34,900');
    await expect(canvas.getByTestId('details-old-price')).toHaveTextContent('Original price: ₹1,59,900');
    await expect(canvas.getByTestId('details-discount')).toHaveTextContent('16% off');
    await expect(canvas.queryByTestId('details-price-tag-current')).toBeNull();
  },
};
