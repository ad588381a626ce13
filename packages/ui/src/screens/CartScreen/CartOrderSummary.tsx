import { formatRupees, routePatterns } from '@shop/core';
import { useId } from 'react';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import { PromoCodeForm } from '../../components/PromoCodeForm/PromoCodeForm';
import { testIds } from '../../testIds';
import { cartScreenLabels as labels, negativeAmount } from './cart-labels';
import type { CartPromoState, CartScreenSummary } from './cart-types';
import * as styles from './CartScreen.css';

export interface CartOrderSummaryProps {
  summary: CartScreenSummary;
  promo: CartPromoState;
  onCheckout: () => void;
}

/**
 * The Order Summary (§2): Subtotal (N items), You Save (only when positive, as a deduction), the
 * applied promo code, Delivery Fee (FREE at 0), Tax (GST), Total; the promo code form; Proceed to
 * Checkout; the assurance lines and Continue Shopping to the listing.
 */
export function CartOrderSummary({ summary, promo, onCheckout }: CartOrderSummaryProps) {
  const ids = testIds.cart;
  const titleId = useId();
  return (
    <section className={styles.summary} aria-labelledby={titleId} data-testid={ids.summary}>
      <h2 id={titleId} className={styles.summaryTitle}>
        {labels.orderSummary}
      </h2>
      <dl className={styles.summaryRows}>
        <div className={styles.summaryRow}>
          <dt data-testid={ids.summarySubtotalLabel}>{labels.subtotal(summary.itemCount)}</dt>
          <dd data-testid={ids.summarySubtotal}>{formatRupees(summary.subtotal)}</dd>
        </div>
        {summary.youSave > 0 && (
          <div className={styles.summaryRow}>
            <dt>{labels.youSave}</dt>
            <dd className={styles.saving} data-testid={ids.summaryYouSave}>
              {negativeAmount(formatRupees(summary.youSave))}
            </dd>
          </div>
        )}
        {summary.promo && (
          <div className={styles.summaryRow}>
            <dt>{labels.promo(summary.promo.code)}</dt>
            <dd className={styles.saving} data-testid={ids.summaryPromo}>
              {negativeAmount(formatRupees(summary.promo.discount))}
            </dd>
          </div>
        )}
        <div className={styles.summaryRow}>
          <dt>{labels.deliveryFee}</dt>
          <dd
            className={summary.deliveryFee === 0 ? styles.saving : undefined}
            data-testid={ids.summaryDeliveryFee}
          >
            {summary.deliveryFee === 0 ? labels.free : formatRupees(summary.deliveryFee)}
          </dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{labels.tax}</dt>
          <dd data-testid={ids.summaryTax}>{formatRupees(summary.tax)}</dd>
        </div>
        <div className={[styles.summaryRow, styles.totalRow].join(' ')}>
          <dt>{labels.total}</dt>
          <dd className={styles.totalAmount} data-testid={ids.summaryTotal}>
            {formatRupees(summary.total)}
          </dd>
        </div>
      </dl>

      <PromoCodeForm
        promo={promo}
        applied={summary.promo?.code}
        testIds={{
          input: ids.promoInput,
          apply: ids.promoApply,
          remove: ids.promoRemove,
          message: ids.promoMessage,
        }}
      />

      <Button size="large" fullWidth onClick={onCheckout} testId={ids.checkout}>
        {labels.checkout}
      </Button>

      <ul className={styles.assurance} aria-label="Our promise" data-testid={ids.assurance}>
        {labels.assurance.map((text) => (
          <li key={text}>
            <Icon name="check" size="small" />
            <span>{text}</span>
          </li>
        ))}
      </ul>

      <Link href={routePatterns.products} className={styles.continueLink} testId={ids.continueShopping}>
        {labels.continueShopping}
      </Link>
    </section>
  );
}
