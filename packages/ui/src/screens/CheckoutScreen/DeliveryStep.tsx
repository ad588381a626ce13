import { formatRupees } from '@shop/core';
import { useId } from 'react';
import { Banner } from '../../components/Banner/Banner';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton/Skeleton';
import { testIds } from '../../testIds';
import * as choice from './choice-card.css';
import { checkoutScreenLabels as labels } from './checkout-labels';
import type { CheckoutDeliveryDate, CheckoutDeliveryStepProps } from './checkout-types';
import * as screen from './CheckoutScreen.css';
import * as styles from './DeliveryStep.css';

/**
 * The delivery step: the next seven days as date chips, then the chosen date's slots as radio
 * cards (label, window, fee or FREE); a slot that cannot be had that day is disabled and says so.
 */
export function DeliveryStep(props: CheckoutDeliveryStepProps) {
  const ids = testIds.checkout;
  const dateLabelId = useId();
  const dateName = useId();

  if (props.status === 'loading') {
    return (
      <SkeletonGroup label={labels.deliveryLoading} testId={ids.deliveryLoading}>
        <div className={screen.stepState}>
          <Skeleton shape="title" width="threeQuarters" />
          <Skeleton shape="block" />
        </div>
      </SkeletonGroup>
    );
  }
  if (props.status === 'error') {
    return (
      <Banner
        tone="error"
        testId={ids.deliveryFetchError}
        action={{ label: labels.retry, onClick: props.onRetry, testId: ids.deliveryRetry }}
      >
        {props.fetchError}
      </Banner>
    );
  }

  const chosen = props.dates.find((date) => date.date === props.selectedDate);
  return (
    <div className={styles.step}>
      <div className={styles.group}>
        <p id={dateLabelId} className={choice.groupLabel}>
          {labels.deliveryDate}
        </p>
        <div role="radiogroup" aria-labelledby={dateLabelId} className={styles.dates}>
          {props.dates.map((date) => (
            <label key={date.date} className={styles.dateChip}>
              <input
                type="radio"
                name={dateName}
                className={styles.chipRadio}
                checked={props.selectedDate === date.date}
                onChange={() => props.onSelectDate(date.date)}
                data-testid={ids.deliveryDate(date.date)}
              />
              <span>{date.label}</span>
            </label>
          ))}
        </div>
      </div>
      {chosen && <SlotChoice date={chosen} {...props} />}
    </div>
  );
}

function SlotChoice({
  date,
  selectedSlot,
  onSelectSlot,
}: { date: CheckoutDeliveryDate } & CheckoutDeliveryStepProps) {
  const ids = testIds.checkout;
  const labelId = useId();
  const name = useId();
  return (
    <div className={styles.group}>
      <p id={labelId} className={choice.groupLabel}>
        {labels.deliverySlot(date.label)}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className={choice.choiceList}>
        {date.slots.map((slot) => {
          const reasonId = `${name}-${slot.kind}-reason`;
          return (
            <label key={slot.kind} className={choice.choiceCard}>
              <input
                type="radio"
                name={name}
                className={choice.choiceRadio}
                checked={selectedSlot === slot.kind}
                disabled={!slot.available}
                aria-describedby={slot.available ? undefined : reasonId}
                onChange={() => onSelectSlot(slot.kind)}
                data-testid={ids.deliverySlot(slot.kind)}
              />
              <span className={choice.choiceBody}>
                <span className={styles.slotHead}>
                  <span className={choice.choiceTitle}>{slot.label}</span>
                  <span
                    className={[styles.fee, slot.fee === 0 ? styles.free : ''].filter(Boolean).join(' ')}
                    data-testid={ids.deliverySlotFee(slot.kind)}
                  >
                    {slot.fee === 0 ? labels.free : formatRupees(slot.fee)}
                  </span>
                </span>
                <span className={choice.choiceText}>{slot.window}</span>
                {!slot.available && (
                  <span
                    id={reasonId}
                    className={choice.reason}
                    data-testid={ids.deliverySlotReason(slot.kind)}
                  >
                    {labels.slotUnavailable}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </div>
  );
}
