import { isHttpStatus } from '@shop/core';
import { checkoutFailureText } from '@shop/core/checkout';
import { OrderScreen, type OrderScreenStatus } from '@shop/ui/orders';
import { useParams } from 'react-router-dom';
import { useOrder } from '../../features/orders/api/orders';
import { defineHelpWidget } from '../../help-widget/help-widget';
import { useDocumentTitle } from '../../lib/document-title';
import { SignedOutOrders } from '../../features/orders/signed-out-orders';
import { useInvoiceDownload } from '../../features/orders/use-invoice-download';
import { useOrderTracker } from '../../features/orders/use-order-tracker';
import { type SessionUser, useSessionStore } from '../../features/users/stores/session-store';

defineHelpWidget();

function SignedInOrder({ user, orderNumber }: { user: SessionUser; orderNumber: string }) {
  const query = useOrder(user.userId, orderNumber);
  const order = query.data;
  const status: OrderScreenStatus = order
    ? 'ready'
    : query.isPending
      ? 'loading'
      : isHttpStatus(query.error, 404)
        ? 'notFound'
        : 'error';
  const connection = useOrderTracker(user.userId, orderNumber, !!order && order.status !== 'delivered');
  const invoice = useInvoiceDownload(orderNumber);
  return (
    <OrderScreen
      status={status}
      orderNumber={orderNumber}
      order={order}
      fetchError={checkoutFailureText('fetchOrder', query.error)}
      onRetry={() => void query.refetch()}
      connection={connection}
      invoice={invoice.state}
      onDownloadInvoice={invoice.download}
      aside={<shoplane-help order-number={order?.orderNumber} />}
    />
  );
}

/** An order's page (/orders/:orderNumber): details, the live tracker, the invoice and help. */
export function OrderRoute() {
  const { orderNumber = '' } = useParams();
  useDocumentTitle(`Order ${orderNumber}`);
  const user = useSessionStore((state) => state.user);
  return user ? (
    <SignedInOrder key={`${user.userId}/${orderNumber}`} user={user} orderNumber={orderNumber} />
  ) : (
    <SignedOutOrders />
  );
}
