import type { CheckoutStep } from '@shop/core/checkout';
import { Icon } from '../../components/Icon/Icon';
import { visuallyHidden } from '../../theme/global.css';
import { testIds } from '../../testIds';
import { checkoutScreenLabels as labels } from './checkout-labels';
import type { CheckoutStepState } from './checkout-types';
import * as styles from './CheckoutProgress.css';

export interface CheckoutProgressProps {
  steps: readonly CheckoutStepState[];
  onOpenStep: (step: CheckoutStep) => void;
}

/**
 * The checkout's progress bar: the four steps in order, numbered (a tick once done). The open step
 * carries `aria-current="step"`; a step that may be opened is a button, the others plain text.
 */
export function CheckoutProgress({ steps, onOpenStep }: CheckoutProgressProps) {
  const ids = testIds.checkout;
  return (
    <nav aria-label={labels.progress} data-testid={ids.progress}>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const content = (
            <>
              <span className={styles.circle[step.state]} aria-hidden="true">
                {step.state === 'done' ? <Icon name="check" size="small" /> : index + 1}
              </span>
              <span>{step.label}</span>
              {step.state === 'done' && <span className={visuallyHidden}>({labels.stepDone})</span>}
            </>
          );
          const className = [styles.step, step.state === 'current' ? styles.stepCurrent : '']
            .filter(Boolean)
            .join(' ');
          return (
            <li
              key={step.step}
              className={[styles.item, step.state === 'upcoming' ? '' : styles.itemReached]
                .filter(Boolean)
                .join(' ')}
              data-state={step.state}
            >
              {step.canOpen ? (
                <button
                  type="button"
                  className={`${className} ${styles.stepButton}`}
                  aria-current={step.state === 'current' ? 'step' : undefined}
                  data-testid={ids.progressStep(step.step)}
                  onClick={() => onOpenStep(step.step)}
                >
                  {content}
                </button>
              ) : (
                <span
                  className={className}
                  aria-current={step.state === 'current' ? 'step' : undefined}
                  data-testid={ids.progressStep(step.step)}
                >
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
