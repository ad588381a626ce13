import type { Order } from '@shop/core/orders';
import { accountsState, seedOrder } from '@shop/mocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../api/keys';
import { writeAuthCookie } from '../../lib/auth-cookie';
import { useOrderTracker } from './use-order-tracker';

function setUp(enabled: boolean, hoursAgo = 3) {
  accountsState.sessions.set('tracker-token', 1);
  writeAuthCookie('tracker-token');
  const orderNumber = seedOrder(1, { productIds: [101], hoursAgo });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useOrderTracker(1, orderNumber, enabled), { wrapper });
  const cached = () => queryClient.getQueryData<Order>(queryKeys.orders.detail(1, orderNumber));
  return { ...hook, cached };
}

describe('useOrderTracker', () => {
  it('writes each status of the stream into the order query and says Live', async () => {
    const { result, cached, unmount } = setUp(true);
    await waitFor(() => expect(result.current).toBe('live'));
    await waitFor(() => expect(cached()?.status).toBe('packed'));
    expect(
      cached()
        ?.steps.filter((step) => step.reached)
        .map((step) => step.label),
    ).toEqual(['Order placed', 'Packed']);
    unmount();
  });

  it('ends with the stream of a delivered order and shows no connection', async () => {
    const { result, cached } = setUp(true, 24 * 5);
    await waitFor(() => expect(cached()?.status).toBe('delivered'));
    await waitFor(() => expect(result.current).toBeUndefined());
  });

  it('opens nothing while disabled', () => {
    const { result, cached } = setUp(false);
    expect(result.current).toBeUndefined();
    expect(cached()).toBeUndefined();
  });
});
