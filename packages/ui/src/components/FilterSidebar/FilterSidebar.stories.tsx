import {
  DEFAULT_LISTING_FILTERS,
  INITIAL_LISTING_STATE,
  listingReducer,
  type ListingAction,
  type ListingFilters,
} from '@shop/core/products';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { FilterSidebar, type FilterSidebarProps } from './FilterSidebar';

const brands = ['Apple', 'OnePlus', 'Samsung', 'Vivo', 'Xiaomi'];

const narrowed: ListingFilters = {
  search: 'galaxy',
  priceRange: [10_000, 90_000],
  brands: ['Samsung'],
  minRating: 4,
  inStockOnly: true,
  freeDeliveryOnly: true,
};

const onChange = fn<(action: ListingAction) => void>();

const meta = {
  title: 'Components/FilterSidebar',
  component: FilterSidebar,
  args: { filters: DEFAULT_LISTING_FILTERS, brands, onChange },
  beforeEach: () => {
    onChange.mockClear();
  },
  decorators: [
    (Story) => (
      <Box padding="lg" maxWidth="narrow">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FilterSidebar>;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone390', isRotated: false } };

/** Nothing chosen: every brand unticked, any rating, Clear All Filters disabled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('listing-filter-clear')).toBeDisabled();
    await expect(canvas.getByTestId('listing-filter-rating-any')).toBeChecked();
    for (const stars of [4, 3, 2, 1]) {
      await expect(canvas.getByRole('radio', { name: `${stars}★ & up` })).not.toBeChecked();
    }
  },
};

/** All six filters in use. */
export const Narrowed: Story = {
  args: { filters: narrowed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('listing-filter-search')).toHaveValue('galaxy');
    await expect(canvas.getByTestId('listing-filter-brand-Samsung')).toBeChecked();
    // Ticked brands come first.
    await expect(canvas.getAllByRole('checkbox')[0]).toHaveAccessibleName('Samsung');
    await expect(canvas.getByTestId('listing-filter-rating-4')).toBeChecked();
    await expect(canvas.getByTestId('listing-filter-in-stock')).toBeChecked();
    await expect(canvas.getByTestId('listing-filter-free-delivery')).toBeChecked();
    await expect(canvas.getByTestId('listing-filter-clear')).toBeEnabled();
  },
};

export const NoBrands: Story = { args: { brands: [] } };

/** Phones: only the Filters button shows, with the number of filters in use. */
export const NarrowedMobile: Story = {
  args: { filters: narrowed },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByTestId('listing-filters-toggle');
    await expect(toggle).toHaveTextContent('Filters (6)');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByTestId('listing-filters')).not.toBeVisible();
  },
};

function Controlled(args: FilterSidebarProps) {
  const [state, dispatch] = useReducer(listingReducer, {
    ...INITIAL_LISTING_STATE,
    filters: args.filters,
  });
  return (
    <FilterSidebar
      {...args}
      filters={state.filters}
      onChange={(action) => {
        args.onChange(action);
        dispatch(action);
      }}
    />
  );
}

export const FiltersByBrand: Story = {
  tags: ['interaction'],
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Samsung' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'toggleBrand', brand: 'Samsung' });
    await expect(canvas.getByTestId('listing-filter-brand-Samsung')).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Samsung' }));
    await expect(canvas.getByTestId('listing-filter-brand-Samsung')).not.toBeChecked();
  },
};

export const FiltersByRating: Story = {
  tags: ['interaction'],
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '3★ & up' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'minRating', minRating: 3 });
    await expect(canvas.getByTestId('listing-filter-rating-3')).toBeChecked();
  },
};

/** Clear All Filters resets all six (§4). */
export const ClearsAllFilters: Story = {
  tags: ['interaction'],
  args: { filters: narrowed },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All Filters' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'clearFilters' });
    await expect(canvas.getByTestId('listing-filter-search')).toHaveValue('');
    await expect(canvas.getByTestId('listing-filter-brand-Samsung')).not.toBeChecked();
    await expect(canvas.getByTestId('listing-filter-rating-any')).toBeChecked();
    await expect(canvas.getByTestId('listing-filter-in-stock')).not.toBeChecked();
    await expect(canvas.getByTestId('listing-filter-free-delivery')).not.toBeChecked();
    await expect(canvas.getByTestId('listing-filter-price-min')).toHaveValue('0');
    await expect(canvas.getByTestId('listing-filter-price-max')).toHaveValue('200000');
    await expect(canvas.getByTestId('listing-filter-clear')).toBeDisabled();
  },
};

/** Phones: the Filters button opens the panel in place and closes it again. */
export const OpensOnPhones: Story = {
  tags: ['interaction'],
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByTestId('listing-filters')).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.getByTestId('listing-filters')).not.toBeVisible();
  },
};
