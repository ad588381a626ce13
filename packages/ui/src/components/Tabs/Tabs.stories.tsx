import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { testIds } from '../../testIds';
import { Box } from '../Box/Box';
import { Tabs, type TabItem, type TabsProps } from './Tabs';

const onSelect = fn();

/** The product details tabs (spec §2): Details (default), Specifications, Reviews, Q&A. */
const detailsTabs: TabItem[] = [
  {
    id: 'details',
    label: 'Details',
    panel: <p>Titanium design, A17 Pro chip and a 48 MP main camera in a 6.1-inch body.</p>,
  },
  {
    id: 'specifications',
    label: 'Specifications',
    panel: <p>Screen size 6.1 in · RAM 8 GB · Battery 3274 mAh · iOS 17 · IP68.</p>,
  },
  {
    id: 'reviews',
    label: 'Reviews',
    panel: <p>Five stars 1708 · four 711 · three 284 · two 85 · one 56.</p>,
  },
  { id: 'qa', label: 'Q&A', panel: <p>Does it support eSIM? Seller: Yes, dual eSIM.</p> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    label: 'Product information',
    tabs: detailsTabs,
    selected: 'details',
    onSelect,
    testIds: testIds.details,
  },
  beforeEach: () => {
    onSelect.mockClear();
  },
  decorators: [
    (Story) => (
      <Box padding="lg">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Tabs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Details is selected: one tab stop, its panel shown, the others hidden. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Product information' });
    await expect(tablist).toHaveAttribute('data-testid', 'details-tabs');
    const tabs = within(tablist).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Details', 'Specifications', 'Reviews', 'Q&A']);
    const details = canvas.getByRole('tab', { name: 'Details' });
    await expect(details).toHaveAttribute('aria-selected', 'true');
    await expect(details).toHaveAttribute('tabindex', '0');
    await expect(details).toHaveAttribute('data-testid', 'details-tab-details');
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('tabindex', '-1');

    const panel = canvas.getByRole('tabpanel', { name: 'Details' });
    await expect(panel).toHaveAttribute('data-testid', 'details-tabpanel-details');
    await expect(details).toHaveAttribute('aria-controls', panel.id);
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
    await expect(canvas.getByTestId('details-tabpanel-reviews')).not.toBeVisible();
  },
};

/** The tab list scrolls inside itself at 390 px; the page does not scroll sideways. */
export const DefaultMobile: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.clientWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    for (const tab of within(canvasElement).getAllByRole('tab')) {
      await expect(tab.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const ReviewsSelected: Story = {
  args: { selected: 'reviews' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Reviews' })).toHaveTextContent('Five stars 1708');
  },
};

export const ReviewsSelectedMobile: Story = {
  ...ReviewsSelected,
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

/** The tabs as a screen drives them: `selected` in state, `onSelect` sets it. */
function WithSelection(args: TabsProps) {
  const [selected, setSelected] = useState(args.selected);
  return (
    <Tabs
      {...args}
      selected={selected}
      onSelect={(id) => {
        args.onSelect(id);
        setSelected(id);
      }}
    />
  );
}

export const SwitchesWithArrowKeys: Story = {
  tags: ['interaction'],
  render: (args) => <WithSelection {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });

    // One tab stop: Tab reaches the selected tab.
    await userEvent.tab();
    await expect(tab('Details')).toHaveFocus();

    // Automatic activation: moving selects and shows the panel.
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Specifications')).toHaveFocus();
    await expect(tab('Specifications')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Specifications' })).toHaveTextContent('RAM 8 GB');
    await expect(onSelect).toHaveBeenLastCalledWith('specifications');

    await userEvent.keyboard('{End}');
    await expect(tab('Q&A')).toHaveFocus();
    await expect(onSelect).toHaveBeenLastCalledWith('qa');
    // Arrows wrap around.
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Details')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Q&A')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab('Details')).toHaveFocus();
    await expect(tab('Details')).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toHaveFocus();
  },
};

export const SwitchesOnClick: Story = {
  tags: ['interaction'],
  render: (args) => <WithSelection {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId(testIds.details.tab('reviews')));
    await expect(onSelect).toHaveBeenLastCalledWith('reviews');
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByTestId(testIds.details.tabpanel('reviews'))).toBeVisible();
    await expect(canvas.getByTestId(testIds.details.tabpanel('details'))).not.toBeVisible();
    // The selected tab reports nothing when clicked again.
    await userEvent.click(canvas.getByRole('tab', { name: 'Reviews' }));
    await expect(onSelect).toHaveBeenCalledTimes(1);
  },
};
