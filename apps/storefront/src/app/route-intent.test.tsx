import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../test/router-wrapper';
import { queryKeys } from '../api/keys';
import { LinkIntentContext } from './link-intent';
import { prefetchRouteData } from './route-intent';
import { RouterLink } from './RouterLink';

describe('a followed link starts its route’s first call at once', () => {
  it('a product: its details call, under the key the screen reads', async () => {
    const queryClient = testQueryClient();
    prefetchRouteData(queryClient, '/product/1/101');
    await waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.products.detail(1, 101))).toMatchObject({ id: 101 }),
    );
  });

  it('the listing: its category’s products', async () => {
    const queryClient = testQueryClient();
    prefetchRouteData(queryClient, '/products?categoryId=2&category=laptops-computers');
    await waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.products.category(2))).toMatchObject({
        total: expect.any(Number),
      }),
    );
  });

  it('asks nothing for other pages, sample products or other sites', () => {
    const queryClient = testQueryClient();
    for (const href of [
      '/cart',
      '/product/1/prod-1001',
      '/product/x/y',
      'https://example.com/product/1/101',
    ]) {
      prefetchRouteData(queryClient, href);
    }
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe('RouterLink', () => {
  const renderLink = (props: { onClick?: (event: MouseEvent) => void; target?: string } = {}) => {
    const intent = vi.fn();
    render(
      <MemoryRouter>
        <LinkIntentContext.Provider value={intent}>
          <RouterLink href="/product/1/101" data-testid="link" {...props}>
            Phone
          </RouterLink>
        </LinkIntentContext.Provider>
      </MemoryRouter>,
    );
    return intent;
  };

  it('starts the route of a link the router follows', async () => {
    const intent = renderLink();
    await userEvent.click(screen.getByTestId('link'));
    expect(intent).toHaveBeenCalledWith('/product/1/101');
  });

  it('starts nothing for a click a handler took over', async () => {
    const taken = renderLink({ onClick: (event) => event.preventDefault() });
    await userEvent.click(screen.getByTestId('link'));
    expect(taken).not.toHaveBeenCalled();
  });

  it('starts nothing for a link opening another tab', async () => {
    const other = renderLink({ target: '_blank' });
    await userEvent.click(screen.getByTestId('link'));
    expect(other).not.toHaveBeenCalled();
  });
});
