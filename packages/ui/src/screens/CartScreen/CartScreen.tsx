import { paths } from '@shop/core';
import { cartHeading, cartMessages, keptErrorText } from '@shop/core/cart';
import { useState } from 'react';
import { Banner } from '../../components/Banner/Banner';
import { Button } from '../../components/Button/Button';
import { ConfirmDialogOnDemand } from '../../components/ConfirmDialog/ConfirmDialogOnDemand';
import { Icon } from '../../components/Icon/Icon';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton/Skeleton';
import { testIds } from '../../testIds';
import { cartScreenLabels as labels } from './cart-labels';
import type { CartScreenProps } from './cart-types';
import { CartLineItem } from './CartLineItem';
import { CartOrderSummary } from './CartOrderSummary';
import { EmptyCart } from './EmptyCart';
import * as styles from './CartScreen.css';

/**
 * The cart page (/cart, §2): the heading with the number of units, Continue Shopping (back) and Clear
 * Cart (with a confirmation), the notices of §4 (fetch error with Retry, offline, an add the server
 * refused), then the lines beside the Order Summary, or the empty state. Pure: what the lines are and
 * where they live is worked out by the storefront.
 */
export function CartScreen(props: CartScreenProps) {
  const ids = testIds.cart;
  const { status, lines, summary } = props;
  const [confirmingClear, setConfirmingClear] = useState(false);
  const hasLines = lines.length > 0;
  // While loading the lines are not known yet; after a fetch error this device's lines still show.
  const showLines = status !== 'loading' && hasLines;

  return (
    <div className={styles.page} data-testid={ids.screen}>
      <header className={styles.header}>
        <h1 className={styles.heading} data-testid={ids.heading}>
          {cartHeading(summary.itemCount)}
        </h1>
        <div className={styles.headerActions}>
          <Button variant="outline" onClick={props.onBack} testId={ids.back}>
            {labels.continueShopping}
          </Button>
          {showLines && (
            <Button
              variant="outline"
              tone="critical"
              onClick={() => setConfirmingClear(true)}
              testId={ids.clear}
            >
              {labels.clearCart}
            </Button>
          )}
        </div>
      </header>

      <CartNotices {...props} />

      {status === 'loading' && <CartLoading />}

      {showLines && (
        <div className={styles.layout}>
          <div className={styles.linesColumn}>
            <ul className={styles.lines} aria-label={labels.lines} data-testid={ids.lines}>
              {lines.map((line) => (
                <CartLineItem
                  key={line.key}
                  line={line}
                  showOrigin={!props.guest}
                  onDecrease={props.onDecrease}
                  onIncrease={props.onIncrease}
                  onRemove={props.onRemove}
                />
              ))}
            </ul>
            {summary.deliveryFee === 0 && (
              <p className={styles.freeDelivery} data-testid={ids.freeDelivery}>
                <Icon name="check" />
                <span>{cartMessages.freeDelivery}</span>
              </p>
            )}
          </div>
          <CartOrderSummary summary={summary} promo={props.promo} onCheckout={props.onCheckout} />
        </div>
      )}

      {status === 'ready' && !hasLines && (
        <EmptyCart
          message={cartMessages.empty}
          action={{ href: paths.home(), label: labels.startShopping, testId: ids.startShopping }}
          testId={ids.empty}
        />
      )}

      <ConfirmDialogOnDemand
        open={confirmingClear && hasLines}
        title={cartMessages.clearConfirmTitle}
        message={cartMessages.clearConfirmText}
        confirmLabel={labels.clearCart}
        tone="danger"
        onCancel={() => setConfirmingClear(false)}
        onConfirm={() => {
          setConfirmingClear(false);
          props.onClear();
        }}
        testId={ids.clearDialog}
      />
    </div>
  );
}

/** The fetch error (Retry), the offline notice and the kept error (Try again, Dismiss) of §4. */
function CartNotices({
  status,
  fetchError,
  onRetryFetch,
  offline,
  keptError,
  onRetryKept,
  onDismissKeptError,
}: CartScreenProps) {
  const ids = testIds.cart;
  if (status !== 'error' && !offline && !keptError) return null;
  return (
    <div className={styles.notices}>
      {status === 'error' && (
        <Banner
          tone="error"
          testId={ids.fetchError}
          action={{ label: labels.retry, onClick: onRetryFetch, testId: ids.fetchRetry }}
        >
          {fetchError ?? cartMessages.fetchFailed}
        </Banner>
      )}
      {offline && (
        <Banner tone="warning" testId={ids.offline}>
          {cartMessages.offline}
        </Banner>
      )}
      {keptError && (
        <div className={styles.keptError} role="alert" data-testid={ids.keptError}>
          <p className={styles.keptErrorMessage}>
            <Icon name="alert" />
            <span>{keptErrorText(keptError)}</span>
          </p>
          <div className={styles.keptErrorActions}>
            <Button variant="outline" size="small" onClick={onRetryKept} testId={ids.keptErrorRetry}>
              {labels.tryAgain}
            </Button>
            <Button
              variant="ghost"
              tone="neutral"
              size="small"
              onClick={onDismissKeptError}
              testId={ids.keptErrorDismiss}
            >
              {labels.dismiss}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

function CartLoading() {
  return (
    <SkeletonGroup label={labels.loading} testId={testIds.cart.loading}>
      <div className={styles.layout}>
        <div className={styles.linesColumn}>
          {[0, 1].map((index) => (
            <div key={index} className={styles.skeletonLine}>
              <div className={styles.skeletonImage}>
                <Skeleton shape="block" />
              </div>
              <div className={styles.skeletonText}>
                <Skeleton shape="title" width="threeQuarters" />
                <Skeleton shape="text" width="half" />
                <Skeleton shape="text" width="quarter" />
              </div>
            </div>
          ))}
        </div>
        <div className={styles.skeletonSummary}>
          <Skeleton shape="title" width="half" />
          <Skeleton shape="text" />
          <Skeleton shape="text" />
          <Skeleton shape="text" width="threeQuarters" />
        </div>
      </div>
    </SkeletonGroup>
  );
}
