import { type FieldError, fieldErrorsOf, isHttpStatus } from '@shop/core';
import { checkoutFailureText } from '@shop/core/checkout';
import { type CardField, type CardToken, validateCard, validatePaymentCode } from '@shop/core/payments';
import type {
  CardPaymentField,
  CardPaymentFormProps,
  CardPaymentPhase,
  CardPaymentValues,
} from '@shop/ui/payments';
import { useRef, useState } from 'react';
import { cardTokenRequestFields, createCardToken, verifyCardCode } from '../api/card-payments';

const EMPTY: CardPaymentValues = { number: '', expiry: '', cvv: '', name: '', code: '' };
const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvv', 'name'];
const CODE_FIELDS = { code: 'code' } as const;

/** A card starts over: everything typed goes but the name (the same person tries another card). */
const startOver = (values: CardPaymentValues): CardPaymentValues => ({ ...EMPTY, name: values.name });

export interface CardFrameForm extends Omit<CardPaymentFormProps, 'onChange'> {
  onChange: CardPaymentFormProps['onChange'];
  /** A call answered 401: the frame says to sign in again instead of showing the form. */
  signedOut: boolean;
}

export interface CardFrameFormOptions {
  /** A card accepted (its code verified when it asked for one): the frame hands it to the checkout. */
  onToken: (card: CardToken) => void;
  /** The clock the expiry is judged by (tests pass a fixed one). */
  now?: () => Date;
}

/**
 * The card frame's form: a field's message shows once the user has typed in it and left it, and
 * for every field on submit (then it follows the typing); the server's refusals show under the
 * field they name, or in the red box. A card that asks for a one-time code moves to the code
 * phase; an expired or locked code (410) or an unknown token ends it, back to the card.
 */
export function useCardFrameForm({ onToken, now = () => new Date() }: CardFrameFormOptions): CardFrameForm {
  const [phase, setPhase] = useState<CardPaymentPhase>('card');
  const [values, setValues] = useState(EMPTY);
  const touched = useRef(new Set<CardPaymentField>());
  const [shown, setShown] = useState<ReadonlySet<CardPaymentField>>(new Set());
  const [serverErrors, setServerErrors] = useState<readonly FieldError<CardPaymentField>[]>([]);
  const [codeErrors, setCodeErrors] = useState<readonly FieldError<CardPaymentField>[]>([]);
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [card, setCard] = useState<CardToken | null>(null);
  const [signedOut, setSignedOut] = useState(false);

  const backToCard = (message?: string) => {
    setPhase('card');
    setCard(null);
    setValues(startOver);
    touched.current.clear();
    setShown(new Set());
    setServerErrors([]);
    setCodeErrors([]);
    setFormError(message);
  };

  const accept = (reply: CardToken) => {
    setCard(reply);
    setPhase('accepted');
    // The frame keeps no card it has handed over.
    setValues(startOver);
    onToken(reply);
  };

  const fieldErrors = (): readonly FieldError<CardPaymentField>[] => {
    if (phase === 'code') return codeErrors;
    if (phase === 'accepted') return [];
    const check = validateCard(values, now());
    const own = check.ok ? [] : check.errors.filter((error) => shown.has(error.field));
    return [...own, ...serverErrors.filter((error) => !own.some((mine) => mine.field === error.field))];
  };

  const onSubmitCard = () => {
    if (busy) return;
    setShown(new Set(CARD_FIELDS));
    setServerErrors([]);
    setFormError(undefined);
    const check = validateCard(values, now());
    if (!check.ok) return;
    setBusy(true);
    createCardToken(check.value)
      .then((reply) => {
        if (!reply.codeRequired) return accept(reply);
        setCard(reply);
        setValues((current) => ({ ...current, code: '' }));
        setCodeErrors([]);
        setPhase('code');
      })
      .catch((error: unknown) => {
        if (isHttpStatus(error, 401)) return setSignedOut(true);
        const errors = fieldErrorsOf(error, cardTokenRequestFields);
        setServerErrors(errors);
        if (errors.length === 0) setFormError(checkoutFailureText('createCardToken', error));
      })
      .finally(() => setBusy(false));
  };

  const onSubmitCode = () => {
    if (busy || !card) return;
    setFormError(undefined);
    const check = validatePaymentCode(values.code);
    if (!check.ok) return setCodeErrors(check.errors);
    setCodeErrors([]);
    setBusy(true);
    verifyCardCode(card.token, check.value)
      .then(accept)
      .catch((error: unknown) => {
        if (isHttpStatus(error, 401)) return setSignedOut(true);
        const text = checkoutFailureText('verifyCardCode', error);
        // The code can no longer be tried (expired, three wrong, the token gone): start again.
        if (isHttpStatus(error, 410) || isHttpStatus(error, 404)) return backToCard(text);
        const errors = fieldErrorsOf(error, CODE_FIELDS);
        setCodeErrors(errors);
        if (errors.length === 0) setFormError(text);
      })
      .finally(() => setBusy(false));
  };

  return {
    phase,
    values,
    fieldErrors: fieldErrors(),
    ...(formError === undefined ? {} : { formError }),
    busy,
    ...(card ? { card } : {}),
    signedOut: signedOut || false,
    onChange: (field, value) => {
      touched.current.add(field);
      setValues((current) => ({ ...current, [field]: value }));
      setServerErrors((current) => current.filter((error) => error.field !== field));
      if (field === 'code') setCodeErrors([]);
    },
    onBlur: (field) => {
      if (touched.current.has(field)) setShown((current) => new Set(current).add(field));
    },
    onSubmitCard,
    onSubmitCode,
    onUseAnotherCard: () => backToCard(),
  };
}
