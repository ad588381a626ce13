import { paths } from '@shop/core';
import { checkoutFailureText } from '@shop/core/checkout';
import { OrdersScreen } from '@shop/ui/orders';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useOrders } from '../../features/orders/api/orders';
import { useDocumentTitle } from '../../lib/document-title';
import { SignedOutOrders } from '../../features/orders/signed-out-orders';
import { type SessionUser, useSessionStore } from '../../features/users/stores/session-store';

/** `?page=` as a page from 1 (anything else is the first page). */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function SignedInOrders({ user }: { user: SessionUser }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFrom(params.get('page'));
  const query = useOrders(user.userId, page);
  const reply = query.data;
  const status = query.isPending ? 'loading' : query.isError && !reply ? 'error' : 'ready';
  return (
    <OrdersScreen
      status={status}
      fetchError={checkoutFailureText('fetchOrders', query.error)}
      onRetry={() => void query.refetch()}
      orders={reply?.orders ?? []}
      page={page}
      pageCount={reply ? Math.ceil(reply.total / reply.pageSize) : 0}
      onPageChange={(next) => {
        void navigate(paths.orders({ page: next }));
        window.scrollTo({ top: 0 });
      }}
    />
  );
}

/** My Orders (/orders, README "Checkout and orders"): the signed-in user's orders, ten a page. */
export function OrdersRoute() {
  useDocumentTitle('My Orders');
  const user = useSessionStore((state) => state.user);
  return user ? <SignedInOrders key={user.userId} user={user} /> : <SignedOutOrders />;
}
