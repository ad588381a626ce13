import { formatRupees, paths } from '@shop/core';
import { formatDeliveryDate, formatPaise, orderMessages } from '@shop/core/checkout';
import { formatInvoiceDate, type Order } from '@shop/core/orders';
import { Banner } from '../../components/Banner/Banner';
import { Button } from '../../components/Button/Button';
import { Link } from '../../components/Link/Link';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton/Skeleton';
import { testIds } from '../../testIds';
import { orderScreenLabels as labels } from '../OrdersScreen/orders-labels';
import type { OrderScreenProps } from './order-types';
import { OrderTracker } from './OrderTracker';
import * as styles from './OrderScreen.css';

/**
 * An order's page (/orders/:orderNumber, ours): number, day and status; the live tracker; the
 * items; where and when it goes; how it is paid; the totals with the GST split; the invoice; and,
 * where a shop would offer Cancel, the note that orders cannot be cancelled. Pure: the storefront
 * reads the order, keeps the tracker's stream open and fetches the invoice.
 */
export function OrderScreen(props: OrderScreenProps) {
  const ids = testIds.order;
  const { status, order } = props;
  const number = order?.orderNumber ?? props.orderNumber;
  return (
    <div className={styles.page} data-testid={ids.screen}>
      <div>
        <Link href={paths.orders()} testId={ids.back}>
          {labels.back}
        </Link>
      </div>
      <header className={styles.header}>
        <h1 className={styles.heading} data-testid={ids.heading}>
          {labels.heading(number)}
        </h1>
        {status === 'ready' && order && (
          <p className={styles.meta}>
            <span data-testid={ids.placedAt}>{labels.placedOn(formatInvoiceDate(order.placedAt))}</span>
            <span className={styles.status} data-testid={ids.status}>
              {order.statusLabel}
            </span>
          </p>
        )}
      </header>

      {status === 'loading' && (
        <SkeletonGroup label={labels.loading} testId={ids.loading}>
          <div className={styles.section}>
            <Skeleton shape="title" width="half" />
            <Skeleton shape="text" />
            <Skeleton shape="text" width="threeQuarters" />
          </div>
        </SkeletonGroup>
      )}

      {status === 'notFound' && (
        <div className={styles.center} role="alert" data-testid={ids.notFound}>
          <p className={styles.sectionHeading}>{orderMessages.notFound}</p>
        </div>
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

      {status === 'ready' && order && <OrderDetails {...props} order={order} />}
    </div>
  );
}

function OrderDetails({
  order,
  connection,
  invoice,
  onDownloadInvoice,
  aside,
}: OrderScreenProps & { order: Order }) {
  const ids = testIds.order;
  const { address, delivery, payment } = order;
  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <OrderTracker
          steps={order.steps}
          connection={order.status === 'delivered' ? undefined : connection}
        />

        <section className={styles.section} aria-labelledby="order-items-heading">
          <h2 id="order-items-heading" className={styles.sectionHeading}>
            {labels.items}
          </h2>
          <ul className={styles.items} data-testid={ids.items}>
            {order.items.map((item, index) => {
              const position = String(index + 1);
              const options = [item.options.storage, item.options.color].filter(Boolean).join(' · ');
              return (
                <li key={position} className={styles.item} data-testid={ids.item(position)}>
                  <img
                    className={styles.itemImage}
                    src={item.imageurl}
                    alt=""
                    width={styles.ITEM_IMAGE_SIZE}
                    height={styles.ITEM_IMAGE_SIZE}
                    loading="lazy"
                  />
                  <div>
                    <p className={styles.itemName} data-testid={ids.itemName(position)}>
                      {item.name}
                    </p>
                    {options && <p className={styles.muted}>{options}</p>}
                    <p className={styles.muted} data-testid={ids.itemQuantity(position)}>
                      {labels.quantity(item.quantity)} × {formatRupees(item.unitPrice)}
                    </p>
                  </div>
                  <p className={`${styles.text} ${styles.strong}`} data-testid={ids.itemTotal(position)}>
                    {formatRupees(item.lineTotal)}
                  </p>
                </li>
              );
            })}
          </ul>
        </section>

        <div className={styles.details}>
          <section
            className={styles.section}
            aria-labelledby="order-address-heading"
            data-testid={ids.address}
          >
            <h2 id="order-address-heading" className={styles.sectionHeading}>
              {labels.address}
            </h2>
            <p className={`${styles.text} ${styles.strong}`}>{address.fullName}</p>
            <p className={styles.text}>
              {[address.line1, address.line2, address.landmark].filter(Boolean).join(', ')}
            </p>
            <p className={styles.text}>
              {address.city}, {address.state} {address.pin}
            </p>
            <p className={styles.muted}>{labels.mobile(address.mobile)}</p>
          </section>
          <section
            className={styles.section}
            aria-labelledby="order-delivery-heading"
            data-testid={ids.delivery}
          >
            <h2 id="order-delivery-heading" className={styles.sectionHeading}>
              {labels.delivery}
            </h2>
            <p className={styles.text}>{formatDeliveryDate(delivery.date)}</p>
            <p className={styles.text}>
              {delivery.label}, {delivery.window}
            </p>
          </section>
          <section
            className={styles.section}
            aria-labelledby="order-payment-heading"
            data-testid={ids.payment}
          >
            <h2 id="order-payment-heading" className={styles.sectionHeading}>
              {labels.payment}
            </h2>
            <p className={styles.text}>{payment.detail}</p>
            <p
              className={`${styles.text} ${payment.status === 'paid' ? styles.paid : styles.pending}`}
              data-testid={ids.paymentStatus}
            >
              {payment.status === 'paid' ? labels.paid : labels.pending}
            </p>
          </section>
        </div>
      </div>

      <div className={styles.column}>
        <OrderTotals order={order} />
        <div className={styles.actions}>
          <Button
            variant="outline"
            fullWidth
            busy={invoice === 'busy'}
            onClick={onDownloadInvoice}
            testId={ids.invoice}
          >
            {labels.invoice}
          </Button>
          {invoice === 'error' && (
            <Banner tone="error" testId={ids.invoiceError}>
              {orderMessages.invoiceFailed}
            </Banner>
          )}
        </div>
        <p className={styles.note} data-testid={ids.noCancellation}>
          {orderMessages.noCancellation}
        </p>
        {aside}
      </div>
    </div>
  );
}

function OrderTotals({ order }: { order: Order }) {
  const ids = testIds.order;
  const { totals } = order;
  const row = (label: string, value: string, testId: string) => (
    <div className={styles.totalRow}>
      <dt>{label}</dt>
      <dd className={styles.dd} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <section className={styles.section} aria-labelledby="order-totals-heading" data-testid={ids.totals}>
      <h2 id="order-totals-heading" className={styles.sectionHeading}>
        {labels.totals}
      </h2>
      <dl className={styles.totals}>
        {row(labels.subtotal, formatRupees(totals.subtotal), ids.subtotal)}
        {totals.discount > 0 &&
          row(labels.discount(totals.promoCode), `−${formatRupees(totals.discount)}`, ids.discount)}
        {row(labels.taxableValue, formatRupees(totals.taxableValue), ids.taxableValue)}
        {totals.gst.kind === 'intraState' ? (
          <>
            {row(labels.cgst, formatPaise(totals.gst.cgstPaise), ids.cgst)}
            {row(labels.sgst, formatPaise(totals.gst.sgstPaise), ids.sgst)}
          </>
        ) : (
          row(labels.igst, formatPaise(totals.gst.igstPaise), ids.igst)
        )}
        {row(
          labels.deliveryFee,
          totals.deliveryFee === 0 ? labels.free : formatRupees(totals.deliveryFee),
          ids.deliveryFee,
        )}
        <div className={styles.grandTotal}>
          <dt>{labels.total}</dt>
          <dd className={styles.dd} data-testid={ids.total}>
            {formatRupees(totals.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
