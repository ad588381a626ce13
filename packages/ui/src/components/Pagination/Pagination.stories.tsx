import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { testIds } from '../../testIds';
import { Box } from '../Box/Box';
import { Pagination, type PaginationProps } from './Pagination';

const onPageChange = fn();

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 5, onPageChange },
  beforeEach: () => {
    onPageChange.mockClear();
  },
  decorators: [
    (Story) => (
      <Box padding="lg">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Pagination>;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone390', isRotated: false } };

/** The page buttons' visible numbers and the ellipses, in order ('…' for a gap). */
function shownItems(canvasElement: HTMLElement): string[] {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
  return Array.from(nav.querySelectorAll('li'))
    .slice(1, -1)
    .map((item) => item.textContent ?? '');
}

/** Every button is a 44 × 44 px touch target and the bar never scrolls the page sideways. */
async function expectTouchTargetsWithoutOverflow(canvasElement: HTMLElement) {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
  for (const button of within(nav).getAllByRole('button')) {
    const box = button.getBoundingClientRect();
    await expect({ name: button.textContent, wide: box.width >= 44, tall: box.height >= 44 }).toEqual({
      name: button.textContent,
      wide: true,
      tall: true,
    });
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  );
}

/** Seven pages or fewer: every page has a button (spec §9). */
export const FewPages: Story = {
  args: { page: 2, pageCount: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownItems(canvasElement)).toEqual(['1', '2', '3', '4', '5']);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByTestId(testIds.listing.pagination)).toBeVisible();
  },
};

export const FewPagesMobile: Story = {
  ...FewPages,
  globals: phone,
  play: async (context) => {
    await FewPages.play?.(context);
    await expectTouchTargetsWithoutOverflow(context.canvasElement);
  },
};

/** Many pages, near the start: the first pages, one ellipsis, the last page. */
export const ManyPagesStart: Story = {
  args: { page: 1, pageCount: 20 },
  play: async ({ canvasElement }) => {
    await expect(shownItems(canvasElement)).toEqual(['1', '2', '…', '20']);
    await expect(within(canvasElement).getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

export const ManyPagesStartMobile: Story = { ...ManyPagesStart, globals: phone };

/** Many pages, in the middle: first, the current page ±1, last, with an ellipsis each side. */
export const ManyPagesMiddle: Story = {
  args: { page: 10, pageCount: 20 },
  play: async ({ canvasElement }) => {
    await expect(shownItems(canvasElement)).toEqual(['1', '…', '9', '10', '11', '…', '20']);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(testIds.listing.paginationPage(10))).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByTestId(testIds.listing.paginationEllipsis('start'))).toHaveTextContent('…');
    await expect(canvas.getByTestId(testIds.listing.paginationEllipsis('end'))).toHaveTextContent('…');
  },
};

/** The longest bar (7 buttons, 2 ellipses) at 390 px: Previous and Next shrink to arrows. */
export const ManyPagesMiddleMobile: Story = {
  ...ManyPagesMiddle,
  globals: phone,
  play: async (context) => {
    await ManyPagesMiddle.play?.(context);
    await expect(document.documentElement.clientWidth).toBe(390);
    await expectTouchTargetsWithoutOverflow(context.canvasElement);
    // One row: every control's vertical centre within 2 px of the others.
    const nav = within(context.canvasElement).getByRole('navigation', { name: 'Pagination' });
    const centres = within(nav)
      .getAllByRole('button')
      .map((button) => {
        const box = button.getBoundingClientRect();
        return box.top + box.height / 2;
      });
    await expect(Math.max(...centres) - Math.min(...centres)).toBeLessThanOrEqual(2);
  },
};

/** Many pages, on the last: first, one ellipsis, the last pages; Next is disabled. */
export const ManyPagesEnd: Story = {
  args: { page: 20, pageCount: 20 },
  play: async ({ canvasElement }) => {
    await expect(shownItems(canvasElement)).toEqual(['1', '…', '19', '20']);
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

export const ManyPagesEndMobile: Story = { ...ManyPagesEnd, globals: phone };

/** One page (or none): nothing to choose, so the bar is not rendered at all. */
export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
    await expect(within(canvasElement).queryByTestId(testIds.listing.pagination)).toBeNull();
  },
};

/** The bar as the listing drives it: `page` in state, `onPageChange` sets it. */
function WithPageState(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

export const ClicksAPage: Story = {
  tags: ['interaction'],
  args: { page: 1, pageCount: 20 },
  render: (args) => <WithPageState {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(onPageChange).toHaveBeenLastCalledWith(20);
    await expect(canvas.getByRole('button', { name: 'Page 20' })).toHaveAttribute('aria-current', 'page');
    await expect(shownItems(canvasElement)).toEqual(['1', '…', '19', '20']);
    // The current page reports nothing: it is already shown.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(onPageChange).toHaveBeenCalledTimes(1);
  },
};

export const GoesToNextAndPrevious: Story = {
  tags: ['interaction'],
  args: { page: 4, pageCount: 10 },
  render: (args) => <WithPageState {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId(testIds.listing.paginationNext));
    await expect(onPageChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByTestId(testIds.listing.paginationPrev));
    await userEvent.click(canvas.getByTestId(testIds.listing.paginationPrev));
    await expect(onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    // Keyboard: Tab reaches the buttons in order, Enter and Space press them.
    canvas.getByTestId(testIds.listing.paginationPrev).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.tab({ shift: true });
    // Previous is disabled on page 1, so Shift+Tab leaves the bar.
    await expect(canvas.getByTestId(testIds.listing.paginationPrev)).not.toHaveFocus();
    canvas.getByRole('button', { name: 'Page 2' }).focus();
    await userEvent.keyboard(' ');
    await expect(onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const DisablesPreviousOnFirstPage: Story = {
  tags: ['interaction'],
  args: { page: 2, pageCount: 3 },
  render: (args) => <WithPageState {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(previous).toBeEnabled();
    await userEvent.click(previous);
    await expect(onPageChange).toHaveBeenLastCalledWith(1);
    await expect(previous).toBeDisabled();
    await userEvent.click(previous);
    await expect(onPageChange).toHaveBeenCalledTimes(1);
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(next).toBeDisabled();
    await expect(onPageChange).toHaveBeenLastCalledWith(3);
  },
};
