import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { testIds } from '../../testIds';
import { sampleDetailsProduct } from './details-fixtures';
import { DetailsScreen } from './DetailsScreen';

const onAddToCart = fn();
const onBuyNow = fn();
const ids = testIds.details;

const meta = {
  title: 'Screens/Details',
  component: DetailsScreen,
  args: {
    status: 'ready',
    product: sampleDetailsProduct,
    productsHref: '/products?category=all',
    onAddToCart,
    onBuyNow,
    wishlist: { selected: false, onToggle: fn() },
    compare: { selected: false, limitReached: false, onToggle: fn() },
  },
  beforeEach: () => {
    onAddToCart.mockClear();
    onBuyNow.mockClear();
  },
} satisfies Meta<typeof DetailsScreen>;
export default meta;

type Story = StoryObj<typeof meta>;
const phone = { viewport: { value: 'phone390', isRotated: false } };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(sampleDetailsProduct.name);
    await expect(canvas.getByTestId(ids.discountBadge)).toHaveTextContent('2% OFF');
    await expect(canvas.getByTestId(ids.tag('new-launch'))).toBeVisible();
    await expect(canvas.getByTestId(ids.tag('free-delivery'))).toHaveTextContent('Free Delivery');
    await expect(canvas.getByTestId(ids.reviewCount)).toHaveTextContent('11,373');
  },
};

/** No old price above the price: no struck price, no savings; the discount is not invented. */
export const NoDiscount: Story = {
  args: { product: { ...sampleDetailsProduct, oldPrice: 129_999, discountPercent: 0, badge: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId(ids.oldPrice)).not.toBeInTheDocument();
    await expect(canvas.queryByTestId(ids.savings)).not.toBeInTheDocument();
    await expect(canvas.queryByTestId(ids.discountBadge)).not.toBeInTheDocument();
  },
};

/** §9: a missing discount is derived from the prices (₹80,000 instead of ₹1,00,000 is 20% off). */
export const DerivedDiscount: Story = {
  args: { product: { ...sampleDetailsProduct, price: 80_000, oldPrice: 100_000, discountPercent: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(ids.discountBadge)).toHaveTextContent('20% OFF');
    await expect(canvas.getByTestId(ids.discount)).toHaveTextContent('20% off');
    await expect(canvas.getByTestId(ids.savings)).toHaveTextContent('You save ₹20,000');
  },
};

export const OutOfStock: Story = {
  args: { product: { ...sampleDetailsProduct, inStock: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(ids.stock)).toHaveTextContent('Currently out of stock');
    await expect(canvas.getByTestId(ids.addToCart)).toBeDisabled();
    await expect(canvas.getByTestId(ids.buyNow)).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId(ids.loading)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: {
    status: 'error',
    title: 'Unable to Load Product',
    message: 'Failed to load product details',
    backToProductsHref: '/products?categoryId=1&category=mobiles-tablets',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Unable to Load Product');
    await expect(canvas.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
      'href',
      '/products?categoryId=1&category=mobiles-tablets',
    );
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  },
};

export const NotFound: Story = {
  args: { status: 'error', title: 'Product Not Available', backToProductsHref: '/products?category=all' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(ids.errorTitle)).toHaveTextContent('Product Not Available');
    await expect(canvas.queryByTestId(ids.errorMessage)).not.toBeInTheDocument();
  },
};

export const DefaultMobile: Story = {
  ...Default,
  globals: phone,
  play: async (context) => {
    await Default.play?.(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const ErrorMobile: Story = { ...Error, globals: phone };

/** The choice the caller hears: storage, colour and quantity, from the stepper's floor of 1 upwards. */
export const ReportsTheChoiceOnAddAndBuy: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId(ids.qtyDecrease));
    await expect(canvas.getByTestId(ids.qtyValue)).toHaveTextContent('1');
    await userEvent.click(canvas.getByTestId(ids.qtyIncrease));
    await userEvent.click(canvas.getByRole('radio', { name: '1TB (+₹40,000)' }));
    await expect(canvas.getByTestId(ids.price)).toHaveTextContent('₹1,69,999');
    await userEvent.click(canvas.getByRole('radio', { name: 'White Titanium' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(onAddToCart).toHaveBeenCalledWith({ storage: '1TB', color: 'White Titanium', qty: 2 });
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Now' }));
    await expect(onBuyNow).toHaveBeenCalledWith({ storage: '1TB', color: 'White Titanium', qty: 2 });
  },
};
