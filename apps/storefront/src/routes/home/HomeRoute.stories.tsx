import {
  DEALS_CATEGORY_IDS,
  FRESH_PICKS_CATEGORY_IDS,
  HOME_SHUFFLE_SEED_LOCAL_STORAGE_KEY,
} from '@shop/core';
import { homeMessages } from '@shop/core/products';
import { withScenarios } from '@shop/mocks';
import { testIds } from '@shop/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { loadPageScreen, PageStory } from '../../app/PageStory';
import { restoredSession } from '../../app/page-story-helpers';
import { expectedIds } from './home-story-helpers';

/** The home page's states; HomeRouteInteractions.stories.tsx drives it. */
const meta = {
  title: 'Pages/Home',
  component: PageStory,
  loaders: [loadPageScreen],
  // A fixed shuffle seed, so every render of a story shows the same deals and fresh picks.
  args: { path: '/?shuffleSeed=storybook' },
} satisfies Meta<typeof PageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

const cardPrefix = testIds.home.categoryCard('');
const cardSlugs = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll(`[data-testid^="${cardPrefix}"]`)].map((card) =>
    card.getAttribute('data-testid')!.replace(cardPrefix, ''),
  );

const phone = { viewport: { value: 'phone390', isRotated: false } };

/** The seed's active categories in display order (spec §9: grocery is hidden, smartwatches third). */
const shownInOrder = [
  'mobiles-tablets',
  'laptops-computers',
  'smartwatches',
  'audio-headphones',
  'tvs-appliances',
  'fashion-lifestyle',
  'beauty-personal-care',
  'home-kitchen',
  'sports-fitness',
  'books-media',
];

const shownIds = (canvasElement: HTMLElement, prefix: string) =>
  [...canvasElement.querySelectorAll(`[data-testid^="${prefix}"]`)].map((card) =>
    Number(card.getAttribute('data-testid')!.replace(prefix, '')),
  );

/* Design states: rendered as they are, nothing driven (assertions only). */

/** Only active categories, by display order (spec §9). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId(testIds.home.categoryCard('mobiles-tablets'));
    await expect(cardSlugs(canvasElement)).toEqual(shownInOrder);
    await expect(canvas.queryByTestId(testIds.home.categoriesFallback)).not.toBeInTheDocument();
  },
};

/** Every section of spec §2, each data section with its 4 cards. */
export const AllSections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId(/^home-deal-card-/)).toHaveLength(4));
    await waitFor(() => expect(canvas.getAllByTestId(/^home-fresh-pick-card-/)).toHaveLength(4));
    await expect(canvas.getByTestId(testIds.home.hero)).toBeVisible();
    await expect(canvas.getAllByTestId(/^home-spotlight-card-/)).toHaveLength(3);
    await expect(canvas.getAllByTestId(/^home-curated-card-/)).toHaveLength(4);
    await expect(canvas.getAllByTestId(/^home-why-point-/)).toHaveLength(4);
    await expect(canvas.getByTestId(testIds.home.footerCtaSignIn)).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('status', { name: /Unable to load/ })).toBeNull();
  },
};

/** `/?shuffleSeed=qa-1` fixes both shuffles (README, QA): the cards core's rules pick for that seed. */
export const SeededShuffle: Story = {
  args: { path: '/?shuffleSeed=qa-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId(/^home-deal-card-/)).toHaveLength(4));
    await expect(shownIds(canvasElement, 'home-deal-card-')).toEqual(
      expectedIds(DEALS_CATEGORY_IDS, 'deals', 'qa-1'),
    );
    await waitFor(() => expect(canvas.getAllByTestId(/^home-fresh-pick-card-/)).toHaveLength(4));
    await expect(shownIds(canvasElement, 'home-fresh-pick-card-')).toEqual(
      expectedIds(FRESH_PICKS_CATEGORY_IDS, 'freshPicks', 'qa-1'),
    );
  },
};

/** The same seed from local storage (`demo.home.shuffleSeed`) gives the same cards. */
export const StoredShuffleSeed: Story = {
  args: { path: '/' },
  beforeEach: () => localStorage.setItem(HOME_SHUFFLE_SEED_LOCAL_STORAGE_KEY, 'qa-1'),
  play: SeededShuffle.play,
};

export const AllLoading: Story = {
  parameters: { msw: { handlers: withScenarios('products.home.loading') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const id of [
      testIds.home.categoriesLoading,
      testIds.home.dealsLoading,
      testIds.home.freshPicksLoading,
    ]) {
      await expect(await canvas.findByTestId(id)).toHaveAttribute('aria-busy', 'true');
    }
  },
};

/** Spec §8: only the deals fall back; categories and fresh picks load. */
export const DealsError: Story = {
  parameters: { msw: { handlers: withScenarios('products.home.deals.error') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByTestId(testIds.home.dealsFallback);
    await expect(banner).toHaveTextContent(homeMessages.dealsFallback);
    await expect(canvas.getAllByTestId(/^home-deal-fallback-card-/)).toHaveLength(4);
    await waitFor(() => expect(canvas.getAllByTestId(/^home-fresh-pick-card-/)).toHaveLength(4));
    await expect(canvas.queryByTestId(testIds.home.freshPicksFallback)).toBeNull();
    await expect(canvas.queryByTestId(testIds.home.categoriesFallback)).toBeNull();
  },
};

export const FreshPicksError: Story = {
  parameters: { msw: { handlers: withScenarios('products.home.freshPicks.error') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByTestId(testIds.home.freshPicksFallback);
    await expect(banner).toHaveTextContent(homeMessages.freshPicksFallback);
    await expect(canvas.getAllByTestId(/^home-fresh-pick-fallback-card-/)).toHaveLength(4);
    await waitFor(() => expect(canvas.getAllByTestId(/^home-deal-card-/)).toHaveLength(4));
    await expect(canvas.queryByTestId(testIds.home.dealsFallback)).toBeNull();
  },
};

/** Every call fails: three banners, each with its own Retry, over the built-in content. */
export const AllError: Story = {
  parameters: { msw: { handlers: withScenarios('products.home.error') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(testIds.home.categoriesFallback)).toHaveTextContent(
      homeMessages.categoriesFallback,
    );
    await expect(await canvas.findByTestId(testIds.home.dealsFallback)).toHaveTextContent(
      homeMessages.dealsFallback,
    );
    await expect(await canvas.findByTestId(testIds.home.freshPicksFallback)).toHaveTextContent(
      homeMessages.freshPicksFallback,
    );
    await expect(canvas.getAllByRole('button', { name: 'Retry' })).toHaveLength(3);
  },
};

/** A restored session: the footer offers Sign Out instead of Sign In. */
export const SignedIn: Story = {
  beforeEach: restoredSession(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(testIds.home.footerCtaSignOut)).toHaveAccessibleName('Sign Out');
    await expect(canvas.queryByTestId(testIds.home.footerCtaSignIn)).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: withScenarios('products.categories.loading') } },
  play: async ({ canvasElement }) => {
    const loading = await within(canvasElement).findByTestId(testIds.home.categoriesLoading);
    await expect(loading).toHaveAttribute('aria-busy', 'true');
  },
};

/** Spec §2/§8: the banner with Retry above the built-in list of 10 default categories. */
export const Error: Story = {
  parameters: { msw: { handlers: withScenarios('products.categories.error') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByTestId(testIds.home.categoriesFallback);
    await expect(banner).toHaveTextContent('Unable to load latest categories. Showing default categories.');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(cardSlugs(canvasElement)).toHaveLength(10);
    await expect(cardSlugs(canvasElement)).not.toContain('grocery-gourmet');
  },
};

export const NetworkDown: Story = {
  parameters: { msw: { handlers: withScenarios('products.categories.network-down') } },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByTestId(testIds.home.categoriesFallback);
    await expect(banner).toHaveTextContent('Unable to load latest categories. Showing default categories.');
  },
};

/* Mobile variants (390 px). */

export const DefaultMobile: Story = { ...Default, globals: phone };

export const ErrorMobile: Story = { ...Error, globals: phone };

export const AllSectionsMobile: Story = { ...AllSections, globals: phone };

export const AllLoadingMobile: Story = { ...AllLoading, globals: phone };

export const DealsErrorMobile: Story = { ...DealsError, globals: phone };

export const FreshPicksErrorMobile: Story = { ...FreshPicksError, globals: phone };

export const AllErrorMobile: Story = { ...AllError, globals: phone };

export const SignedInMobile: Story = { ...SignedIn, globals: phone };
