import type { Order } from '@shop/core/orders';
import { testIds } from '../../testIds';
import { formatOrderTime, orderScreenLabels as labels } from '../OrdersScreen/orders-labels';
import type { OrderTrackerConnection } from './order-types';
import * as styles from './OrderScreen.css';

export interface OrderTrackerProps {
  steps: Order['steps'];
  connection?: OrderTrackerConnection;
}

/**
 * The live tracker: Placed → Packed → Shipped → Out for delivery → Delivered as an ordered list.
 * Each step says in words whether it is done, current or next (colour alone says nothing to a
 * screen reader), with its time, or the time it is expected. The connection line is a polite status.
 */
export function OrderTracker({ steps, connection }: OrderTrackerProps) {
  const ids = testIds.order;
  const current = steps.findLast((step) => step.reached)?.status;
  const next = steps.find((step) => !step.reached)?.status;
  return (
    <section className={styles.section} aria-labelledby="order-tracker-heading" data-testid={ids.tracker}>
      <div className={styles.trackerHead}>
        <h2 id="order-tracker-heading" className={styles.sectionHeading}>
          {labels.tracker}
        </h2>
        <span role="status" data-testid={ids.trackerConnection}>
          {connection && (
            <span
              className={`${styles.connection} ${connection === 'reconnecting' ? styles.connectionReconnecting : ''}`}
            >
              {connection === 'live' ? labels.live : labels.reconnecting}
            </span>
          )}
        </span>
      </div>
      <ol className={styles.steps} data-testid={ids.trackerSteps}>
        {steps.map((step) => {
          const isCurrent = step.status === current;
          const state = isCurrent
            ? labels.stepCurrent
            : step.reached
              ? labels.stepDone
              : step.status === next
                ? labels.stepNext
                : null;
          const time = formatOrderTime(step.at);
          return (
            <li
              key={step.status}
              className={`${styles.step} ${step.reached ? styles.stepReached : ''}`}
              aria-current={isCurrent ? 'step' : undefined}
              data-reached={step.reached}
              data-testid={ids.trackerStep(step.status)}
            >
              <span
                aria-hidden="true"
                className={`${styles.stepDot} ${step.reached ? styles.stepDotReached : ''} ${isCurrent ? styles.stepDotCurrent : ''}`}
              />
              <span className={styles.stepText}>
                <span className={styles.stepLabel}>{step.label}</span>
                {state && (
                  <span className={step.status === next ? styles.stepState : styles.visuallyHidden}>
                    {state}
                  </span>
                )}
                <span data-testid={ids.trackerStepTime(step.status)}>
                  {step.reached ? time : labels.stepExpected(time)}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
