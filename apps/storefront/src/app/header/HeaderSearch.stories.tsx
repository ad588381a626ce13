import { api } from '@shop/core';
import { apiUrl, handlersByArea, withScenarios } from '@shop/mocks';
import { testIds } from '@shop/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadPageScreen, PageStory } from '../PageStory';

/**
 * The header's search on the home page: suggestions against the mock catalogue (debounced, so rows
 * come a moment after typing stops; findBy… waits for them). The header's other states and its
 * profile guard are in HeaderContainer.stories.tsx.
 */
const meta = {
  title: 'Pages/Header search',
  component: PageStory,
  loaders: [loadPageScreen],
  args: { path: '/' },
} satisfies Meta<typeof PageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone390', isRotated: false } };

async function typeInSearch(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  const input = await canvas.findByTestId(testIds.header.searchInput);
  await userEvent.type(input, text);
  return { canvas, input };
}

/** 'sams' finds Samsung products by name, the first with 'Sams' marked and its rupee price. */
export const SuggestsProductsAsYouType: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const { canvas, input } = await typeInSearch(canvasElement, 'sams');
    const first = await canvas.findByTestId(testIds.header.suggestionProduct(101));
    await expect(first).toHaveTextContent('Samsung Galaxy S24 Ultra 5G');
    await expect(first.querySelector('mark')).toHaveTextContent('Sams');
    await expect(first).toHaveTextContent('₹1,29,999');
    await expect(canvas.getByTestId(testIds.header.suggestion(0))).toContainElement(first);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = within(canvas.getByRole('listbox', { name: 'Search suggestions' })).getAllByRole(
      'option',
    );
    await expect(options).toHaveLength(8);
  },
};

export const SuggestsProductsAsYouTypeMobile: Story = { ...SuggestsProductsAsYouType, globals: phone };

/** ↓ then Enter opens the first product's details (/product/1/101) and clears the search. */
export const OpensAProductWithTheKeyboard: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const { canvas, input } = await typeInSearch(canvasElement, 'sams');
    await canvas.findByTestId(testIds.header.suggestionProduct(101));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await canvas.findByTestId(testIds.details.name)).toHaveTextContent(
      'Samsung Galaxy S24 Ultra 5G',
    );
    await expect(input).toHaveValue('');
    await expect(canvas.queryByTestId(testIds.header.suggestions)).not.toBeInTheDocument();
  },
};

/** Escape closes the suggestions and keeps the words; a second Escape clears them. */
export const ClosesSuggestionsOnEscape: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const { canvas, input } = await typeInSearch(canvasElement, 'sams');
    await canvas.findByTestId(testIds.header.suggestionProduct(101));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByTestId(testIds.header.suggestions)).not.toBeInTheDocument();
    await expect(input).toHaveValue('sams');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

/** The category selector narrows the call (categoryId=2) and so the rows: Samsung laptops only. */
const searches: { q: string; categoryId: string }[] = [];
const asked = (list: typeof searches) => new Set(list.map((search) => `${search.categoryId}:${search.q}`));
export const NarrowsSuggestionsByCategory: Story = {
  tags: ['interaction'],
  beforeEach: () => {
    searches.length = 0;
  },
  parameters: {
    msw: {
      handlers: {
        products: [
          // Notes what was asked, then lets the usual handler answer.
          http.get(apiUrl(api.products.search), ({ request }) => {
            const params = new URL(request.url).searchParams;
            searches.push({ q: params.get('q') ?? '', categoryId: params.get('categoryId') ?? '' });
          }),
          ...handlersByArea.products,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByTestId(testIds.header.searchCategory), 'Laptops');
    await typeInSearch(canvasElement, 'sams');
    await canvas.findByTestId(testIds.header.suggestionProduct(222));
    await expect(canvas.queryByTestId(testIds.header.suggestionProduct(101))).not.toBeInTheDocument();
    // On a loaded machine the typing can pause past the debounce, so 'sam' may be asked first: every
    // call is narrowed to Laptops, and the last asks for the whole word.
    await waitFor(() => expect(searches.at(-1)).toEqual({ q: 'sams', categoryId: '2' }));
    await expect(new Set(searches.map((search) => search.categoryId))).toEqual(new Set(['2']));

    const beforeAll = searches.length;
    await userEvent.selectOptions(canvas.getByTestId(testIds.header.searchCategory), 'All');
    await userEvent.click(canvas.getByTestId(testIds.header.searchInput));
    await canvas.findByTestId(testIds.header.suggestionProduct(101));
    // One call for every category: that call, or it and the client's one retry (query-client.ts).
    const sinceAll = searches.slice(beforeAll);
    await expect(sinceAll.length).toBeGreaterThan(0);
    await expect(sinceAll.length).toBeLessThanOrEqual(2);
    await expect(asked(sinceAll)).toEqual(new Set(['0:sams']));
  },
};

/** Submitting (Enter with no row chosen) opens the listing with the words. */
export const SubmitsTheSearchToTheListing: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const { canvas } = await typeInSearch(canvasElement, 'galaxy{Enter}');
    await expect(await canvas.findByTestId(testIds.listing.screen)).toBeVisible();
    await expect(canvas.queryByTestId(testIds.header.suggestions)).not.toBeInTheDocument();
  },
};

export const ShowsLoadingWhileSearching: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: withScenarios('products.search.loading') } },
  play: async ({ canvasElement }) => {
    const { canvas, input } = await typeInSearch(canvasElement, 'sams');
    await expect(await canvas.findByTestId(testIds.header.suggestionsLoading)).toHaveTextContent(
      'Searching products…',
    );
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The search fails: its §8 text in the list, and typing goes on undisturbed. */
export const ShowsTheSearchFailure: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: withScenarios('products.search.blank-500') } },
  play: async ({ canvasElement }) => {
    const { canvas, input } = await typeInSearch(canvasElement, 'sams');
    await expect(await canvas.findByTestId(testIds.header.suggestionsError)).toHaveTextContent(
      'Failed to fetch products',
    );
    await userEvent.type(input, 'ung');
    await expect(input).toHaveValue('samsung');
    await expect(input).toHaveFocus();
  },
};

export const ShowsNoMatches: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: withScenarios('products.search.empty') } },
  play: async ({ canvasElement }) => {
    const { canvas } = await typeInSearch(canvasElement, 'sams');
    await expect(await canvas.findByTestId(testIds.header.suggestionsEmpty)).toHaveTextContent(
      'No products match “sams”',
    );
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
  },
};
