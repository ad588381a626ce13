import { formatRupees } from '@shop/core';
import { formatPaise } from '@shop/core/checkout';
import { useId } from 'react';
import { PromoCodeForm } from '../../components/PromoCodeForm/PromoCodeForm';
import { testIds } from '../../testIds';
import type { CartPromoState } from '../CartScreen/cart-types';
import { negativeAmount } from '../CartScreen/cart-labels';
import { checkoutScreenLabels as labels } from './checkout-labels';
import type { CheckoutTotals } from './checkout-types';
import * as styles from './CheckoutSummary.css';

export interface CheckoutSummaryProps {
  totals: CheckoutTotals;
  promo: CartPromoState;
}

/**
 * The checkout's Order Summary, by the cart's rules: Subtotal (N items), You Save, the promo code,
 * Delivery (FREE, the slot's fee, or 'Choose a slot' before one is chosen), GST 18% with its split
 * as the invoice will show it (CGST + SGST within Karnataka, IGST elsewhere), Total; the cart's
 * promo form.
 */
export function CheckoutSummary({ totals, promo }: CheckoutSummaryProps) {
  const ids = testIds.checkout;
  const titleId = useId();
  const { deliveryFee, gst } = totals;
  return (
    <section className={styles.summary} aria-labelledby={titleId} data-testid={ids.summary}>
      <h2 id={titleId} className={styles.title}>
        {labels.orderSummary}
      </h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt data-testid={ids.summarySubtotalLabel}>{labels.subtotal(totals.itemCount)}</dt>
          <dd data-testid={ids.summarySubtotal}>{formatRupees(totals.subtotal)}</dd>
        </div>
        {totals.youSave > 0 && (
          <div className={styles.row}>
            <dt>{labels.youSave}</dt>
            <dd className={styles.saving} data-testid={ids.summaryYouSave}>
              {negativeAmount(formatRupees(totals.youSave))}
            </dd>
          </div>
        )}
        {totals.promoCode && (
          <div className={styles.row}>
            <dt data-testid={ids.summaryPromoLabel}>{labels.promo(totals.promoCode)}</dt>
            <dd className={styles.saving} data-testid={ids.summaryPromo}>
              {negativeAmount(formatRupees(totals.discount))}
            </dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>{labels.deliveryFee}</dt>
          <dd
            className={deliveryFee === null ? styles.pending : deliveryFee === 0 ? styles.saving : undefined}
            data-testid={ids.summaryDeliveryFee}
          >
            {deliveryFee === null
              ? labels.chooseSlot
              : deliveryFee === 0
                ? labels.free
                : formatRupees(deliveryFee)}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{labels.gst}</dt>
          <dd data-testid={ids.summaryTax}>{formatRupees(totals.tax)}</dd>
        </div>
        {gst?.kind === 'intraState' && (
          <>
            <div className={`${styles.row} ${styles.splitRow}`}>
              <dt>{labels.cgst}</dt>
              <dd data-testid={ids.summaryCgst}>{formatPaise(gst.cgstPaise)}</dd>
            </div>
            <div className={`${styles.row} ${styles.splitRow}`}>
              <dt>{labels.sgst}</dt>
              <dd data-testid={ids.summarySgst}>{formatPaise(gst.sgstPaise)}</dd>
            </div>
          </>
        )}
        {gst?.kind === 'interState' && (
          <div className={`${styles.row} ${styles.splitRow}`}>
            <dt>{labels.igst}</dt>
            <dd data-testid={ids.summaryIgst}>{formatPaise(gst.igstPaise)}</dd>
          </div>
        )}
        <div className={`${styles.row} ${styles.totalRow}`}>
          <dt>{labels.total}</dt>
          <dd className={styles.totalAmount} data-testid={ids.summaryTotal}>
            {formatRupees(totals.total)}
          </dd>
        </div>
      </dl>

      <PromoCodeForm
        promo={promo}
        applied={totals.promoCode}
        testIds={{
          input: ids.promoInput,
          apply: ids.promoApply,
          remove: ids.promoRemove,
          message: ids.promoMessage,
        }}
      />
    </section>
  );
}
