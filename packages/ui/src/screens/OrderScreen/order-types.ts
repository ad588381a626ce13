import type { Order } from '@shop/core/orders';
import type { ReactNode } from 'react';

export type OrderScreenStatus = 'loading' | 'error' | 'notFound' | 'ready';

/** The live tracker's line to the server: open, or dropped and trying again. */
export type OrderTrackerConnection = 'live' | 'reconnecting';

/** 'Download invoice': idle, fetching the PDF, or failed (the button stays for another try). */
export type OrderInvoiceState = 'idle' | 'busy' | 'error';

/** An order's page (/orders/:orderNumber): what was ordered, where it is, what it cost. */
export interface OrderScreenProps {
  status: OrderScreenStatus;
  /** The number from the address bar, for the heading while loading or not found. */
  orderNumber: string;
  /** With `ready`. */
  order?: Order;
  /** With `error`: the text beside Retry ('Failed to load your orders' or the server's). */
  fetchError?: string;
  onRetry: () => void;
  /** Absent once delivered (the stream has ended) or before the first connection. */
  connection?: OrderTrackerConnection;
  invoice: OrderInvoiceState;
  onDownloadInvoice: () => void;
  /** Something shown beside the details, e.g. the help widget (a custom element of the app). */
  aside?: ReactNode;
}
