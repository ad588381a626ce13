import { formatRupees } from '@shop/core';
import { type CheckoutStep, orderMessages } from '@shop/core/checkout';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button/Button';
import { FormAlert } from '../../components/FormAlert/FormAlert';
import { Icon } from '../../components/Icon/Icon';
import { testIds } from '../../testIds';
import { checkoutScreenLabels as labels } from './checkout-labels';
import type { CheckoutItem, CheckoutReviewProps } from './checkout-types';
import * as styles from './ReviewStep.css';

const ITEM_IMAGE_SIZE = 64;

export interface ReviewStepProps extends CheckoutReviewProps {
  /** 'Change' beside the address, the delivery or the payment opens that step. */
  onOpenStep: (step: CheckoutStep) => void;
}

/**
 * The last step: what is ordered, where to, when and how it is paid (each with Change), the
 * server's refusal if placing failed, Place Order, and the terms' word that orders cannot be cancelled.
 */
export function ReviewStep(props: ReviewStepProps) {
  const ids = testIds.checkout;
  return (
    <div className={styles.step}>
      <ul className={styles.items} aria-label={labels.items} data-testid={ids.reviewItems}>
        {props.items.map((item) => (
          <ReviewItem key={item.key} item={item} />
        ))}
      </ul>

      <div className={styles.facts}>
        <Fact
          title={labels.deliverTo}
          step="address"
          testId={ids.reviewAddress}
          onOpenStep={props.onOpenStep}
        >
          {props.address.map((line, index) => (
            // Lines may repeat (two people at one address): the position is the key.
            <span key={index}>{line}</span>
          ))}
        </Fact>
        <Fact
          title={labels.delivery}
          step="delivery"
          testId={ids.reviewDelivery}
          onOpenStep={props.onOpenStep}
        >
          {props.delivery}
        </Fact>
        <Fact title={labels.payment} step="payment" testId={ids.reviewPayment} onOpenStep={props.onOpenStep}>
          {props.payment}
        </Fact>
      </div>

      <div className={styles.place}>
        {props.placeError && <FormAlert message={props.placeError} testId={ids.placeError} />}
        <Button
          size="large"
          fullWidth
          busy={props.placing}
          onClick={props.onPlaceOrder}
          testId={ids.placeOrder}
        >
          {labels.placeOrder}
        </Button>
        <p className={styles.noCancellation} data-testid={ids.noCancellation}>
          {orderMessages.noCancellation}
        </p>
      </div>
    </div>
  );
}

function ReviewItem({ item }: { item: CheckoutItem }) {
  const ids = testIds.checkout;
  return (
    <li className={styles.item} data-testid={ids.reviewItem(item.key)}>
      {item.image ? (
        <img
          className={styles.image}
          src={item.image}
          alt=""
          width={ITEM_IMAGE_SIZE}
          height={ITEM_IMAGE_SIZE}
          loading="lazy"
          decoding="async"
          data-testid={ids.reviewItemImage(item.key)}
        />
      ) : (
        <span
          className={styles.placeholder}
          role="img"
          aria-label={labels.noImage}
          data-testid={ids.reviewItemImagePlaceholder(item.key)}
        >
          <Icon name="cart" />
        </span>
      )}
      <div className={styles.itemInfo}>
        <h3 className={styles.itemName} data-testid={ids.reviewItemName(item.key)}>
          {item.name}
        </h3>
        <span className={styles.muted} data-testid={ids.reviewItemBrand(item.key)}>
          {item.brand}
        </span>
        {item.options && (
          <span className={styles.muted} data-testid={ids.reviewItemOptions(item.key)}>
            {item.options}
          </span>
        )}
        <span data-testid={ids.reviewItemQuantity(item.key)}>{labels.quantity(item.quantity)}</span>
      </div>
      <span className={styles.itemTotal} data-testid={ids.reviewItemTotal(item.key)}>
        {formatRupees(item.total)}
      </span>
    </li>
  );
}

function Fact({
  title,
  step,
  testId,
  onOpenStep,
  children,
}: {
  title: string;
  step: CheckoutStep;
  testId: string;
  onOpenStep: (step: CheckoutStep) => void;
  children: ReactNode;
}) {
  return (
    <section className={styles.fact} aria-label={title}>
      <div className={styles.factHead}>
        <h3 className={styles.factTitle}>{title}</h3>
        <Button
          variant="ghost"
          size="small"
          aria-label={labels.changeName[step]}
          onClick={() => onOpenStep(step)}
          testId={testIds.checkout.reviewChange(step)}
        >
          {labels.change}
        </Button>
      </div>
      <p className={styles.factBody} data-testid={testId}>
        {children}
      </p>
    </section>
  );
}
