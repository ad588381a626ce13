import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { ProductCard, type ProductCardProps } from './ProductCard';
import { fixtureProducts } from './product-fixtures';

const fixtures = fixtureProducts(7);
const discounted = fixtures.find((product) => product.discountpercent === 10);
const outOfStock = fixtures.find((product) => product.stock === 0);
if (!discounted || !outOfStock) throw new Error('the fixtures hold a 10% discount and an out-of-stock phone');
const fullPrice = fixtures[0];
if (!fullPrice) throw new Error('the fixtures start with a full-price phone');

const onWishlistChange = fn();
const onAddToCart = fn();

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: { product: discounted, href: '/product/1/102', onWishlistChange },
  beforeEach: () => {
    onWishlistChange.mockClear();
    onAddToCart.mockClear();
  },
  decorators: [
    (Story, { args }) => (
      <Box padding="lg" maxWidth={args.layout === 'list' ? undefined : 'narrow'}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProductCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone390', isRotated: false } };

/** Grid card with a discount: price in rupees, old price struck through, 'N% off', Free Delivery. */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByTestId('product-card-102');
    await expect(canvas.getByTestId('product-card-link-102')).toHaveAttribute('href', '/product/1/102');
    await expect(canvas.getByTestId('product-card-image-link-102')).toHaveAttribute('href', '/product/1/102');
    await expect(within(card).getByText('₹45,000')).toBeVisible();
    await expect(within(card).getByText('₹50,000')).toBeVisible();
    await expect(within(card).getByText('10% off')).toBeVisible();
    await expect(within(card).getByText('Free Delivery')).toBeVisible();
    const image = card.querySelector('img');
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '400');
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};

/** No discount: one price, no old price and no 'N% off'. */
export const FullPrice: Story = {
  args: { product: fullPrice, href: '/product/1/101' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId('product-card-101');
    await expect(within(card).queryByText(/% off/)).toBeNull();
    await expect(within(card).queryByTestId('product-card-price-101-old')).toBeNull();
  },
};

export const OutOfStock: Story = {
  args: { product: outOfStock, href: '/product/1/107' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('product-card-out-of-stock-107')).toHaveTextContent(
      'Out of stock',
    );
  },
};

export const Wishlisted: Story = {
  args: { wishlisted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('product-card-wishlist-102')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The list layout: image beside the details, with the description. */
export const List: Story = { args: { layout: 'list' } };

export const GridMobile: Story = { globals: phone };

export const ListMobile: Story = { args: { layout: 'list' }, globals: phone };

function WishlistDemo(args: ProductCardProps) {
  const [wishlisted, setWishlisted] = useState(false);
  return (
    <ProductCard
      {...args}
      wishlisted={wishlisted}
      onWishlistChange={(next) => {
        args.onWishlistChange?.(next);
        setWishlisted(next);
      }}
    />
  );
}

/** The heart toggles locally (§4): pressed, then not pressed again. */
export const TogglesWishlist: Story = {
  tags: ['interaction'],
  render: (args) => <WishlistDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByTestId('product-card-wishlist-102');
    await expect(heart).toHaveAccessibleName(`Add ${discounted.productname} to wishlist`);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onWishlistChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  },
};

/** One tab stop per card: the name link (the image link repeats it and is skipped). */
export const OneTabStopPerCard: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByTestId('product-card-link-102')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByTestId('product-card-wishlist-102')).toHaveFocus();
  },
};

/** With `onAddToCart`: 'Add to Cart', named for its product; one click, one call. */
export const AddToCart: Story = {
  tags: ['interaction'],
  args: { onAddToCart },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByTestId('product-card-add-to-cart-102');
    await expect(button).toHaveTextContent('Add to Cart');
    await expect(button).toHaveAccessibleName(`Add to Cart: ${discounted.productname}`);
    await userEvent.click(button);
    await expect(onAddToCart).toHaveBeenCalledTimes(1);
  },
};

/** Out of stock: Add to Cart is there but disabled. */
export const AddToCartOutOfStock: Story = {
  args: { product: outOfStock, href: '/product/1/107', onAddToCart },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('product-card-add-to-cart-107')).toBeDisabled();
  },
};

export const AddToCartMobile: Story = { args: { onAddToCart }, globals: phone };

export const AddToCartList: Story = { args: { layout: 'list', onAddToCart } };
