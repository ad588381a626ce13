import { PAYMENT_METHODS, type PaymentMethod } from '@shop/core/checkout';
import { PAYMENT_METHOD_LABELS, UPI_TEST_IDS } from '@shop/core/payments';
import { useId } from 'react';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { TextField } from '../../components/TextField/TextField';
import { testIds } from '../../testIds';
import * as choice from './choice-card.css';
import { checkoutScreenLabels as labels } from './checkout-labels';
import type { CheckoutCardPayment, CheckoutPaymentStepProps, CheckoutUpiPayment } from './checkout-types';
import * as styles from './PaymentStep.css';

/**
 * The payment step: Card, UPI or Cash on delivery as radio cards, then what the chosen method
 * needs — the card form's frame (or the card it handed over), the UPI ID, or nothing for COD.
 * Cash on delivery is disabled, with the reason, when the order or the PIN code rules it out.
 */
export function PaymentStep({ method, onSelectMethod, card, upi, cod }: CheckoutPaymentStepProps) {
  const ids = testIds.checkout;
  const labelId = useId();
  const name = useId();
  const codNoteId = useId();

  const note = (option: PaymentMethod) => {
    if (option !== 'cod') return null;
    return cod.problem ? (
      <span id={codNoteId} className={choice.reason} data-testid={ids.codProblem}>
        {cod.problem}
      </span>
    ) : (
      <span id={codNoteId} className={choice.choiceText} data-testid={ids.codNote}>
        {labels.codNote}
      </span>
    );
  };

  return (
    <div className={styles.step}>
      <div className={choice.choiceList}>
        <p id={labelId} className={choice.groupLabel}>
          {labels.paymentHeading}
        </p>
        <div role="radiogroup" aria-labelledby={labelId} className={choice.choiceList}>
          {PAYMENT_METHODS.map((option) => (
            <label key={option} className={choice.choiceCard}>
              <input
                type="radio"
                name={name}
                className={choice.choiceRadio}
                checked={method === option}
                disabled={option === 'cod' && Boolean(cod.problem)}
                aria-describedby={option === 'cod' ? codNoteId : undefined}
                onChange={() => onSelectMethod(option)}
                data-testid={ids.paymentMethod(option)}
              />
              <span className={choice.choiceBody}>
                <span className={choice.choiceTitle}>{PAYMENT_METHOD_LABELS[option]}</span>
                {note(option)}
              </span>
            </label>
          ))}
        </div>
      </div>
      {method === 'card' && <CardPayment {...card} />}
      {method === 'upi' && <UpiPayment upi={upi} />}
    </div>
  );
}

/**
 * The frame stays mounted (hidden) once it has handed over a card: the container's `frameRef`
 * keeps pointing at the same window, and 'Use another card' shows the form again without a reload.
 */
function CardPayment({ frameSrc, frameHeight, frameRef, chosenCard, onUseAnotherCard }: CheckoutCardPayment) {
  const ids = testIds.checkout;
  return (
    <>
      {chosenCard && (
        <div className={styles.chosenCard}>
          <p className={styles.chosenText} data-testid={ids.cardChosen}>
            <Icon name="check" size="small" />
            <span>{labels.payingWith(chosenCard)}</span>
          </p>
          <Button variant="outline" size="small" onClick={onUseAnotherCard} testId={ids.cardChange}>
            {labels.useAnotherCard}
          </Button>
        </div>
      )}
      <iframe
        ref={frameRef}
        title={labels.cardFrameTitle}
        src={frameSrc}
        height={frameHeight}
        hidden={Boolean(chosenCard)}
        className={styles.frame}
        data-testid={ids.cardFrame}
      />
    </>
  );
}

function UpiPayment({ upi }: { upi: CheckoutUpiPayment }) {
  const ids = testIds.checkout;
  return (
    <TextField
      label={labels.upiId}
      value={upi.value}
      onChange={upi.onChange}
      onBlur={upi.onBlur}
      placeholder={labels.upiPlaceholder}
      autoComplete="off"
      hint={labels.upiHint(UPI_TEST_IDS.map((test) => test.id))}
      error={upi.error}
      testId={ids.upiId}
      errorTestId={ids.upiError}
      hintTestId={ids.upiHint}
    />
  );
}
