import { paths } from '@shop/core';
import { CHECKOUT_STEP_LABELS, checkoutMessages } from '@shop/core/checkout';
import { useId } from 'react';
import { Banner } from '../../components/Banner/Banner';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton/Skeleton';
import { testIds } from '../../testIds';
import { EmptyCart } from '../CartScreen/EmptyCart';
import { AddressStep } from './AddressStep';
import { checkoutScreenLabels as labels } from './checkout-labels';
import type { CheckoutScreenProps } from './checkout-types';
import { CheckoutProgress } from './CheckoutProgress';
import * as styles from './CheckoutScreen.css';
import { CheckoutSummary } from './CheckoutSummary';
import { DeliveryStep } from './DeliveryStep';
import { PaymentStep } from './PaymentStep';
import { ReviewStep } from './ReviewStep';

/**
 * The checkout (/checkout, README "Checkout and orders"): the heading and Back to Cart, the progress
 * bar, the open step's panel (Continue and why not under it) beside the Order Summary — below it
 * on a phone. Pure: the steps, the money and every rule's text are worked out by the storefront.
 */
export function CheckoutScreen(props: CheckoutScreenProps) {
  const ids = testIds.checkout;
  return (
    <div className={styles.page} data-testid={ids.screen}>
      <header className={styles.header}>
        <h1 className={styles.heading} data-testid={ids.heading}>
          {labels.heading}
        </h1>
        <Button variant="outline" onClick={props.onBackToCart} testId={ids.back}>
          {labels.backToCart}
        </Button>
      </header>

      {props.status === 'loading' && <CheckoutLoading />}

      {props.status === 'error' && (
        <Banner
          tone="error"
          testId={ids.fetchError}
          action={{ label: labels.retry, onClick: props.onRetryFetch, testId: ids.fetchRetry }}
        >
          {props.fetchError}
        </Banner>
      )}

      {props.status === 'emptyCart' && (
        <EmptyCart
          message={checkoutMessages.emptyCart}
          action={{ href: paths.cart(), label: labels.backToCart, testId: ids.emptyBackToCart }}
          testId={ids.empty}
        />
      )}

      {props.status === 'ready' && <CheckoutReady {...props} />}
    </div>
  );
}

function CheckoutReady(props: CheckoutScreenProps) {
  const ids = testIds.checkout;
  const titleId = useId();
  const problemId = useId();
  const { step } = props;
  // Until the step's own list arrives there is nothing to continue with: a Continue then would
  // report no address or slot chosen while one may be on its way.
  const stepLoading =
    (step === 'address' && props.address.status === 'loading') ||
    (step === 'delivery' && props.delivery.status === 'loading');
  return (
    <>
      <CheckoutProgress steps={props.steps} onOpenStep={props.onOpenStep} />
      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby={titleId} data-testid={ids.panel(step)}>
          <h2 id={titleId} className={styles.panelTitle}>
            {CHECKOUT_STEP_LABELS[step]}
          </h2>
          {step === 'address' && <AddressStep {...props.address} />}
          {step === 'delivery' && <DeliveryStep {...props.delivery} />}
          {step === 'payment' && <PaymentStep {...props.payment} />}
          {step === 'review' && <ReviewStep {...props.review} onOpenStep={props.onOpenStep} />}
          {step !== 'review' && (
            <div className={styles.continueRow}>
              <Button
                size="large"
                onClick={props.onContinue}
                disabled={stepLoading}
                aria-describedby={props.stepProblem ? problemId : undefined}
                testId={ids.continue}
              >
                {labels.continue}
              </Button>
              {/* Always present, so the problem is announced when it appears after a Continue. */}
              <div role="alert">
                {props.stepProblem && (
                  <p id={problemId} className={styles.stepProblem} data-testid={ids.stepProblem}>
                    <Icon name="alert" size="small" />
                    <span>{props.stepProblem}</span>
                  </p>
                )}
              </div>
            </div>
          )}
        </section>
        <CheckoutSummary totals={props.totals} promo={props.promo} />
      </div>
    </>
  );
}

function CheckoutLoading() {
  return (
    <SkeletonGroup label={labels.loading} testId={testIds.checkout.loading}>
      <div className={styles.layout}>
        <div className={styles.skeletonPanel}>
          <Skeleton shape="title" width="half" />
          <Skeleton shape="text" />
          <Skeleton shape="text" width="threeQuarters" />
          <Skeleton shape="block" />
        </div>
        <div className={styles.skeletonPanel}>
          <Skeleton shape="title" width="half" />
          <Skeleton shape="text" />
          <Skeleton shape="text" />
          <Skeleton shape="text" width="threeQuarters" />
        </div>
      </div>
    </SkeletonGroup>
  );
}
