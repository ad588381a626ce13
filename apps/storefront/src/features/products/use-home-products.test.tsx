import { productsOfCategory } from '@shop/catalog';
import {
  api,
  API_BASE_PATH,
  DEALS_CATEGORY_IDS,
  DEALS_PER_CATEGORY,
  HOME_SHUFFLE_SEED_LOCAL_STORAGE_KEY,
  requestMessages,
} from '@shop/core';
import { http, HttpResponse } from 'msw';
import { dealsOfTheDay, homeSectionRandom } from '@shop/core/products';
import { scenarioHandlers } from '@shop/mocks';
import { server } from '@shop/mocks/node';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryWrapper, routerWrapper } from '../../../test/router-wrapper';
import { createQueryClient } from '../../app/query-client';
import { homeSectionQueryOptions } from './api/home-section';
import { useHomeShuffleSeed } from './home-shuffle-seed';
import { useHomeProducts } from './use-home-products';

const renderDeals = (seed: string) =>
  renderHook(() => useHomeProducts(DEALS_CATEGORY_IDS, dealsOfTheDay, 'deals', seed), {
    wrapper: queryWrapper(),
  });

const expectedDeals = (seed: string) =>
  dealsOfTheDay(
    Object.fromEntries(
      DEALS_CATEGORY_IDS.map((id) => [id, productsOfCategory(id).slice(0, DEALS_PER_CATEGORY)]),
    ),
    homeSectionRandom(seed, 'deals'),
  ).map((product) => product.id);

describe('home product sections (spec §4, §9)', () => {
  it('loads, then shows the 4 cards the seed picks, the same for the same seed', async () => {
    const first = renderDeals('qa-1');
    expect(first.result.current.status).toBe('loading');
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    const ids = first.result.current.products.map((product) => product.id);
    expect(ids).toEqual(expectedDeals('qa-1'));

    const second = renderDeals('qa-1');
    await waitFor(() => expect(second.result.current.status).toBe('ready'));
    expect(second.result.current.products.map((product) => product.id)).toEqual(ids);
  });

  it('falls back when its calls fail, and Retry asks again and recovers', async () => {
    server.use(...scenarioHandlers('products.home.deals.error'));
    const { result } = renderDeals('qa-1');
    await waitFor(() => expect(result.current.status).toBe('fallback'));
    expect(result.current.products).toEqual([]);

    server.resetHandlers();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.products).toHaveLength(4);
  });
  it('waits for every call, and Retry asks again only for the calls that failed', async () => {
    const failing = DEALS_CATEGORY_IDS[2]!;
    const asked: number[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === `${API_BASE_PATH}${api.products.listByCategory.path}`) {
        asked.push(((await request.clone().json()) as { categoryid: number }).categoryid);
      }
    });
    // One category refuses (a 404 is not retried), the others answer.
    server.use(
      http.post(`*${API_BASE_PATH}${api.products.listByCategory.path}`, async ({ request }) => {
        const { categoryid } = (await request.clone().json()) as { categoryid: number };
        if (categoryid === failing)
          return HttpResponse.json({ error: requestMessages.categoryNotFound }, { status: 404 });
        return undefined;
      }),
    );
    // The app's own client: its answers stay fresh for a minute, which is what spares the others.
    const { result } = renderHook(() => useHomeProducts(DEALS_CATEGORY_IDS, dealsOfTheDay, 'deals', 'qa-1'), {
      wrapper: queryWrapper(createQueryClient()),
    });
    await waitFor(() => expect(result.current.status).toBe('fallback'));
    expect([...asked].sort()).toEqual([...DEALS_CATEGORY_IDS].sort());

    server.resetHandlers();
    asked.length = 0;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(asked).toEqual([failing]);
    expect(result.current.products.map((product) => product.id)).toEqual(expectedDeals('qa-1'));
  });

  it('starts each of its calls in a task of its own', async () => {
    const queryClient = createQueryClient();
    const started = vi.spyOn(globalThis, 'fetch');
    const section = queryClient.fetchQuery(homeSectionQueryOptions(queryClient, 'deals', DEALS_CATEGORY_IDS));
    // Everything that can run before the next task does.
    for (let hop = 0; hop < 50; hop++) await Promise.resolve();
    expect(started).toHaveBeenCalledTimes(1);
    await section;
    expect(started).toHaveBeenCalledTimes(DEALS_CATEGORY_IDS.length);
    started.mockRestore();
  });
});

describe('home shuffle seed', () => {
  it('takes ?shuffleSeed first, then the stored seed', () => {
    localStorage.setItem(HOME_SHUFFLE_SEED_LOCAL_STORAGE_KEY, 'stored');
    const fromQuery = renderHook(() => useHomeShuffleSeed(), {
      wrapper: routerWrapper('/?shuffleSeed=qa-1').wrapper,
    });
    expect(fromQuery.result.current).toBe('qa-1');
    const fromStorage = renderHook(() => useHomeShuffleSeed(), { wrapper: routerWrapper('/').wrapper });
    expect(fromStorage.result.current).toBe('stored');
  });

  it('draws a seed per visit otherwise, kept for the visit', () => {
    const { result, rerender } = renderHook(() => useHomeShuffleSeed(), {
      wrapper: routerWrapper('/').wrapper,
    });
    const seed = result.current;
    expect(seed).toMatch(/^\d+$/);
    rerender();
    expect(result.current).toBe(seed);
  });
});
