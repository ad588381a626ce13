import type { OrderSummary } from '@shop/core/orders';

export type OrdersScreenStatus = 'loading' | 'error' | 'ready';

/** The order history (/orders): a page of the signed-in user's orders, newest first. */
export interface OrdersScreenProps {
  status: OrdersScreenStatus;
  /** With `error`: the text to show ('Failed to load your orders') beside Retry. */
  fetchError?: string;
  onRetry: () => void;
  orders: readonly OrderSummary[];
  /** The current page, from 1, and how many there are (the bar shows from two pages). */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}
