import { fieldMessage, type FieldError } from '@shop/core';
import { cardMessages } from '@shop/core/checkout';
import {
  cardBrand,
  cardDigits,
  cardLabel,
  formatCardNumberInput,
  formatExpiryInput,
  sanitizeCvvInput,
  sanitizePaymentCodeInput,
  type CardInput,
} from '@shop/core/payments';
import { useEffect, useRef, type FocusEvent, type FormEvent } from 'react';
import { SHOP_NAME } from '@shop/core/brand';
import type { FieldChangeHandler } from '../../form-types';
import { testIds } from '../../testIds';
import { Button } from '../Button/Button';
import { FormAlert } from '../FormAlert/FormAlert';
import { Icon } from '../Icon/Icon';
import { TextField } from '../TextField/TextField';
import * as styles from './CardPaymentForm.css';

/** The words of the card form that @shop/core does not hold (its messages are `cardMessages`). */
export const cardPaymentLabels = {
  formLabel: 'Card details',
  number: 'Card number',
  /** '… card' after the recognised brand: 'Visa card'. */
  brandSuffix: 'card',
  expiry: 'Expiry (MM/YY)',
  cvv: 'CVV',
  name: 'Name on card',
  submit: 'Use this card',
  submitting: 'Checking card…',
  note: `Card details go only to ${SHOP_NAME}’s payment service. The shop sees just the brand and the last 4 digits.`,
  codeFormLabel: 'Confirm the payment',
  code: 'One-time code',
  confirm: 'Confirm',
  confirming: 'Confirming…',
  anotherCard: 'Use another card',
  /** 'Card accepted: Visa •••• 1111'. */
  accepted: 'Card accepted:',
} as const;

/** card: the card's fields; code: the one-time code the card asks for; accepted: handed to the checkout. */
export const cardPaymentPhases = ['card', 'code', 'accepted'] as const;
export type CardPaymentPhase = (typeof cardPaymentPhases)[number];

/** The card (`validateCard`'s input, as typed) and the one-time code. */
export interface CardPaymentValues extends CardInput {
  readonly code: string;
}
export type CardPaymentField = keyof CardPaymentValues;

const FIELDS: readonly CardPaymentField[] = ['number', 'expiry', 'cvv', 'name', 'code'];
const isField = (name: string): name is CardPaymentField => (FIELDS as readonly string[]).includes(name);

export interface CardPaymentFormProps {
  phase: CardPaymentPhase;
  values: CardPaymentValues;
  /**
   * Every change, already shaped: the number in groups (4-6-5 for American Express), the expiry
   * with its slash, the CVV and the code digits only and cut to length.
   */
  onChange: FieldChangeHandler<CardPaymentValues>;
  /** A field lost focus: the caller shows its error from then on (once the user has typed in it). */
  onBlur?: (field: CardPaymentField) => void;
  /** Each field's own message, shown under it (a failed `validateCard(...)`'s `errors` fit as is). */
  fieldErrors?: readonly FieldError<CardPaymentField>[];
  /** A message about no field in the red box: 'Too many card attempts. …', a code that expired. */
  formError?: string;
  /** A call is in flight: the phase's button is disabled and says so. */
  busy?: boolean;
  /** The card the code is for (code phase) or that was handed over (accepted). */
  card?: { readonly brand: string; readonly last4: string };
  onSubmitCard: () => void;
  onSubmitCode: () => void;
  /** 'Use another card' (code and accepted phases): back to an empty card phase. */
  onUseAnotherCard: () => void;
}

/**
 * The payment frame's form (README "Checkout and orders"): the card, then the one-time code when
 * the card asks for one. Controlled: the caller keeps the values, checks them with `validateCard`
 * and calls the API; this only shows them. The first field of a new phase takes focus.
 */
export function CardPaymentForm({
  phase,
  values,
  onChange,
  onBlur,
  fieldErrors,
  formError,
  busy = false,
  card,
  onSubmitCard,
  onSubmitCode,
  onUseAnotherCard,
}: CardPaymentFormProps) {
  const ids = testIds.cardFrame;
  const rootRef = useRef<HTMLDivElement>(null);
  const shownPhase = useRef(phase);
  useEffect(() => {
    if (shownPhase.current === phase) return;
    shownPhase.current = phase;
    rootRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [phase]);

  const brand = cardBrand(cardDigits(values.number));
  const errorProps = (field: CardPaymentField) => {
    const message = fieldMessage(fieldErrors, field);
    return message === undefined ? {} : { error: message };
  };
  const blurred = (event: FocusEvent<HTMLFormElement>) => {
    const { name } = event.target as Partial<HTMLInputElement>;
    if (name && isField(name)) onBlur?.(name);
  };
  const submitWith = (action: () => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    action();
  };
  const errorBox = formError ? <FormAlert message={formError} testId={ids.error} /> : null;
  const anotherCard = (
    <Button
      variant="ghost"
      tone="neutral"
      fullWidth
      disabled={busy}
      testId={ids.anotherCard}
      onClick={onUseAnotherCard}
    >
      {cardPaymentLabels.anotherCard}
    </Button>
  );

  let body;
  if (phase === 'accepted' && card) {
    body = (
      <div className={styles.phase}>
        <p className={styles.accepted} data-testid={ids.accepted}>
          <Icon name="check" />
          <span>
            {cardPaymentLabels.accepted} {cardLabel(card)}
          </span>
        </p>
        {anotherCard}
      </div>
    );
  } else if (phase === 'code') {
    body = (
      <form
        noValidate
        aria-label={cardPaymentLabels.codeFormLabel}
        aria-busy={busy || undefined}
        className={styles.phase}
        data-testid={ids.form}
        onSubmit={submitWith(onSubmitCode)}
        onBlur={blurred}
      >
        <p className={styles.intro} data-testid={ids.codeSent}>
          {cardMessages.codeSent}
        </p>
        {card && (
          <p className={styles.card} data-testid={ids.card}>
            {cardLabel(card)}
          </p>
        )}
        <TextField
          label={cardPaymentLabels.code}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={values.code}
          onChange={(value) => onChange('code', sanitizePaymentCodeInput(value))}
          autoFocusTarget
          testId={ids.code}
          errorTestId={ids.codeError}
          {...errorProps('code')}
        />
        {errorBox}
        <Button type="submit" size="large" fullWidth busy={busy} testId={ids.codeSubmit}>
          {busy ? cardPaymentLabels.confirming : cardPaymentLabels.confirm}
        </Button>
        {anotherCard}
      </form>
    );
  } else {
    body = (
      <form
        noValidate
        aria-label={cardPaymentLabels.formLabel}
        aria-busy={busy || undefined}
        className={styles.phase}
        data-testid={ids.form}
        onSubmit={submitWith(onSubmitCard)}
        onBlur={blurred}
      >
        <TextField
          label={cardPaymentLabels.number}
          name="number"
          inputMode="numeric"
          autoComplete="cc-number"
          value={values.number}
          onChange={(value) => onChange('number', formatCardNumberInput(value))}
          hint={brand ? `${brand} ${cardPaymentLabels.brandSuffix}` : undefined}
          hintTestId={ids.brand}
          autoFocusTarget
          testId={ids.number}
          errorTestId={ids.numberError}
          {...errorProps('number')}
        />
        <div className={styles.pair}>
          <TextField
            label={cardPaymentLabels.expiry}
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={values.expiry}
            onChange={(value) => onChange('expiry', formatExpiryInput(value))}
            testId={ids.expiry}
            errorTestId={ids.expiryError}
            {...errorProps('expiry')}
          />
          <TextField
            label={cardPaymentLabels.cvv}
            type="password"
            name="cvv"
            inputMode="numeric"
            autoComplete="cc-csc"
            value={values.cvv}
            onChange={(value) => onChange('cvv', sanitizeCvvInput(value, brand))}
            testId={ids.cvv}
            errorTestId={ids.cvvError}
            {...errorProps('cvv')}
          />
        </div>
        <TextField
          label={cardPaymentLabels.name}
          name="name"
          autoComplete="cc-name"
          value={values.name}
          onChange={(value) => onChange('name', value)}
          testId={ids.name}
          errorTestId={ids.nameError}
          {...errorProps('name')}
        />
        {errorBox}
        <Button type="submit" size="large" fullWidth busy={busy} testId={ids.submit}>
          {busy ? cardPaymentLabels.submitting : cardPaymentLabels.submit}
        </Button>
        <p className={styles.note} data-testid={ids.note}>
          <Icon name="info" size="small" />
          <span>{cardPaymentLabels.note}</span>
        </p>
      </form>
    );
  }

  return (
    <div ref={rootRef} className={styles.root} data-phase={phase}>
      {body}
    </div>
  );
}
