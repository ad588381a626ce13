import { formatRupees, routePatterns } from '@shop/core';
import { useId, type FormEvent } from 'react';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import { LinkButton } from '../../components/Link/LinkButton';
import { TextField } from '../../components/TextField/TextField';
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

      <PromoForm promo={promo} applied={summary.promo?.code} />

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

function PromoForm({ promo, applied }: { promo: CartPromoState; applied: string | undefined }) {
  const ids = testIds.cart;
  const messageId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    promo.onApply();
  };
  return (
    <form className={styles.promoForm} onSubmit={submit} noValidate>
      <div className={styles.promoRow}>
        <TextField
          label={labels.promoCode}
          value={promo.value}
          onChange={promo.onChange}
          autoComplete="off"
          invalid={promo.message?.tone === 'error'}
          describedBy={promo.message ? messageId : undefined}
          testId={ids.promoInput}
        />
        <Button type="submit" variant="outline" testId={ids.promoApply}>
          {labels.apply}
        </Button>
      </div>
      {promo.message && (
        <p
          id={messageId}
          role={promo.message.tone === 'error' ? 'alert' : 'status'}
          className={[
            styles.promoMessage,
            promo.message.tone === 'error' ? styles.promoError : styles.promoSuccess,
          ].join(' ')}
          data-testid={ids.promoMessage}
        >
          {promo.message.text}
        </p>
      )}
      {applied && (
        <p className={styles.promoApplied}>
          <span>{labels.promoApplied(applied)}</span>
          <LinkButton
            aria-label={labels.removePromoName(applied)}
            onClick={promo.onRemove}
            testId={ids.promoRemove}
          >
            {labels.removePromo}
          </LinkButton>
        </p>
      )}
    </form>
  );
}
