import { formatRupees, paths } from '@shop/core';
import { orderMessages } from '@shop/core/checkout';
import { formatInvoiceDate } from '@shop/core/orders';
import { Banner } from '../../components/Banner/Banner';
import { Icon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import { Pagination } from '../../components/Pagination/Pagination';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton/Skeleton';
import { testIds } from '../../testIds';
import { ordersScreenLabels as labels } from './orders-labels';
import type { OrdersScreenProps } from './orders-types';
import * as styles from './OrdersScreen.css';

/** The first item's picture as drawn at its widest (88 px from tablets): its size before it loads. */
const ORDER_IMAGE_SIZE = 88;

/**
 * The order history (/orders, ours): each order's number, day, status, item count, first item and
 * total, with a link to its page; pages of ten; loading, error with Retry, and the empty state.
 */
export function OrdersScreen(props: OrdersScreenProps) {
  const ids = testIds.orders;
  const { status, orders } = props;
  return (
    <div className={styles.page} data-testid={ids.screen}>
      <h1 className={styles.heading} data-testid={ids.heading}>
        {labels.heading}
      </h1>

      {status === 'loading' && (
        <SkeletonGroup label={labels.loading} testId={ids.loading}>
          {[0, 1, 2].map((index) => (
            <div key={index} className={styles.skeletonRow}>
              <Skeleton shape="block" />
              <div>
                <Skeleton shape="title" width="half" />
                <Skeleton shape="text" width="threeQuarters" />
                <Skeleton shape="text" width="quarter" />
              </div>
            </div>
          ))}
        </SkeletonGroup>
      )}

      {status === 'error' && (
        <Banner
          tone="error"
          testId={ids.fetchError}
          action={{ label: labels.retry, onClick: props.onRetry, testId: ids.fetchRetry }}
        >
          {props.fetchError ?? orderMessages.fetchFailed}
        </Banner>
      )}

      {status === 'ready' && orders.length === 0 && (
        <div className={styles.empty} data-testid={ids.empty}>
          <Icon name="cart" size="large" />
          <p className={styles.emptyText}>{orderMessages.none}</p>
          <Link href={paths.home()} variant="button" testId={ids.startShopping}>
            {labels.startShopping}
          </Link>
        </div>
      )}

      {status === 'ready' && orders.length > 0 && (
        <>
          <ul className={styles.list} aria-label={labels.list} data-testid={ids.list}>
            {orders.map((order) => {
              const n = order.orderNumber;
              return (
                <li key={n} className={styles.order} data-testid={ids.order(n)}>
                  <img
                    className={styles.image}
                    src={order.firstItemImageurl}
                    alt=""
                    width={ORDER_IMAGE_SIZE}
                    height={ORDER_IMAGE_SIZE}
                    loading="lazy"
                    data-testid={ids.orderImage(n)}
                  />
                  <div className={styles.facts}>
                    <p className={styles.numberRow}>
                      <span className={styles.orderNumber} data-testid={ids.orderNumber(n)}>
                        {n}
                      </span>
                      <span
                        className={`${styles.status} ${order.status === 'delivered' ? styles.statusDelivered : ''}`}
                        data-testid={ids.orderStatus(n)}
                      >
                        {order.statusLabel}
                      </span>
                    </p>
                    <p className={styles.muted} data-testid={ids.orderDate(n)}>
                      {labels.placedOn(formatInvoiceDate(order.placedAt))}
                    </p>
                    <p className={styles.firstItem} data-testid={ids.orderFirstItem(n)}>
                      {order.firstItemName}
                    </p>
                    <p className={styles.muted} data-testid={ids.orderItems(n)}>
                      {labels.items(order.itemCount)}
                    </p>
                  </div>
                  <div className={styles.end}>
                    <p className={styles.total}>
                      <span className={styles.muted}>{labels.total} </span>
                      <span data-testid={ids.orderTotal(n)}>{formatRupees(order.total)}</span>
                    </p>
                    <Link
                      href={paths.order(n)}
                      variant="button"
                      aria-label={labels.viewDetailsOf(n)}
                      testId={ids.orderLink(n)}
                    >
                      {labels.viewDetails}
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
          {props.pageCount > 1 && (
            <div data-testid={ids.pagination}>
              <Pagination
                page={props.page}
                pageCount={props.pageCount}
                onPageChange={props.onPageChange}
                label={labels.pagination}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
