import type { CompareItem, ProductId } from '@shop/core/products';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { compareFixtures, longNamedFixture } from './compare-fixtures';
import { CompareScreen, type CompareScreenProps } from './CompareScreen';

const onRemove = fn();
const onClearAll = fn();
const [galaxy, iphone, nord, redmi] = compareFixtures as [CompareItem, CompareItem, CompareItem, CompareItem];

const meta = {
  title: 'Screens/CompareScreen',
  component: CompareScreen,
  args: { items: [galaxy, iphone], onRemove, onClearAll },
  beforeEach: () => {
    onRemove.mockClear();
    onClearAll.mockClear();
  },
} satisfies Meta<typeof CompareScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'phone390', isRotated: false } };
const four = [galaxy, iphone, nord, redmi];

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Compare products');
    await expect(canvas.getByText('No products to compare yet')).toBeVisible();
    await expect(canvas.getByText('Add up to 4 products from the listing or a product page')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products?category=all',
    );
    await expect(canvas.queryByTestId('compare-clear-all')).toBeNull();
  },
};

export const EmptyMobile: Story = { ...Empty, globals: mobile };

export const One: Story = {
  args: { items: [galaxy] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('compare-count')).toHaveTextContent('1 of 4 products');
    await expect(canvas.getByTestId('compare-product-link-1001')).toHaveAttribute('href', '/product/1/1001');
    // Room for more: the last column leads to the listing.
    await expect(canvas.getByRole('link', { name: 'Add a product' })).toHaveAttribute(
      'href',
      '/products?category=all',
    );
  },
};

/** On a phone one product fits without sideways scrolling (the 'Add a product' column waits for wider screens). */
export const OneMobile: Story = {
  args: { items: [galaxy] },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByTestId('compare-table-scroller');
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    await expect(within(canvasElement).queryByRole('link', { name: 'Add a product' })).toBeNull();
  },
};

export const Two: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('compare-price-1001-current')).toHaveTextContent('₹79,999');
    await expect(canvas.getByTestId('compare-price-1002-old')).toHaveTextContent('₹79,900');
    await expect(canvas.getByTestId('compare-availability-1002')).toHaveTextContent('Only 3 left');
    const osRow = canvas.getByTestId('compare-spec-row-operating_system');
    await expect(within(osRow).getByRole('rowheader')).toHaveTextContent('Operating system');
    await expect(canvas.getByTestId('compare-spec-operating_system-1002')).toHaveTextContent('iOS 17');
  },
};

export const TwoMobile: Story = { ...Two, globals: mobile };

/** Four chosen: the hint says the list is full; specs missing or 'Not applicable' show '—'. */
export const Four: Story = {
  args: { items: four },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('compare-hint')).toHaveTextContent('You can compare up to 4 products');
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(5);
    await expect(canvas.queryByTestId('compare-add-more')).toBeNull();
    await expect(canvas.getByTestId('compare-spec-waterresistance-1004')).toHaveTextContent('—');
    await expect(canvas.getByTestId('compare-availability-prod-1003')).toHaveTextContent('Out of stock');
    await expect(canvas.getByTestId('compare-delivery-prod-1003')).toHaveTextContent(
      'Delivery charges apply',
    );
  },
};

/** The page never scrolls sideways at 390 px: the table scrolls in its own box, labels stay put. */
export const FourMobile: Story = {
  args: { items: four },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByTestId('compare-table-scroller');
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** Different categories side by side: the laptop's own keys (weight) join the rows. */
export const MixedCategories: Story = {
  args: { items: [galaxy, compareFixtures[4]!] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('compare-spec-weight-1001')).toHaveTextContent('—');
  },
};

export const LongNames: Story = { args: { items: [longNamedFixture, iphone, nord] } };

export const LongNamesMobile: Story = { ...LongNames, globals: mobile };

/** The screen with a real list behind it, as the route gives it. */
function Stateful(props: CompareScreenProps) {
  const [items, setItems] = useState(props.items);
  return (
    <CompareScreen
      items={items}
      onRemove={(id: ProductId) => {
        props.onRemove(id);
        setItems((current) => current.filter((item) => item.id !== id));
      }}
      onClearAll={() => {
        props.onClearAll();
        setItems([]);
      }}
    />
  );
}

export const RemovesAProduct: Story = {
  tags: ['interaction'],
  args: { items: [galaxy, iphone, nord] },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Apple iPhone 15 (Blue, 128 GB)' }));
    await expect(onRemove).toHaveBeenCalledOnce();
    await expect(onRemove).toHaveBeenCalledWith(1002);
    await waitFor(() => expect(canvas.queryByTestId('compare-product-1002')).toBeNull());
    await expect(canvas.getByTestId('compare-count')).toHaveTextContent('2 of 4 products');
    // Focus goes back to the page heading, not lost with the removed button.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus();
  },
};

export const ClearsAll: Story = {
  tags: ['interaction'],
  args: { items: four },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(onClearAll).toHaveBeenCalledOnce();
    await expect(canvas.getByText('No products to compare yet')).toBeVisible();
    await expect(canvas.queryByTestId('compare-table')).toBeNull();
  },
};
