import { useId, type FormEvent } from 'react';
import type { CartPromoState } from '../../screens/CartScreen/cart-types';
import { Button } from '../Button/Button';
import { LinkButton } from '../Link/LinkButton';
import { TextField } from '../TextField/TextField';
import * as styles from './PromoCodeForm.css';

export const promoCodeFormLabels = {
  promoCode: 'Promo code',
  apply: 'Apply',
  promoApplied: (code: string) => `Code ${code} applied`,
  removePromo: 'Remove',
  removePromoName: (code: string) => `Remove promo code ${code}`,
} as const;

/** The test ids of one promo form: each screen that shows it has its own. */
export interface PromoCodeFormTestIds {
  input: string;
  apply: string;
  remove: string;
  /** What Apply answered: the saving (success) or why not (error). */
  message: string;
}

export interface PromoCodeFormProps {
  promo: CartPromoState;
  /** The applied code, shown with Remove. */
  applied: string | null | undefined;
  testIds: PromoCodeFormTestIds;
}

/**
 * The promo code form of the cart's and the checkout's order summaries: a controlled input, Apply
 * (or Enter), what the shop answered, and the applied code with Remove.
 */
export function PromoCodeForm({ promo, applied, testIds: ids }: PromoCodeFormProps) {
  const labels = promoCodeFormLabels;
  const messageId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    promo.onApply();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <TextField
          label={labels.promoCode}
          value={promo.value}
          onChange={promo.onChange}
          autoComplete="off"
          invalid={promo.message?.tone === 'error'}
          describedBy={promo.message ? messageId : undefined}
          testId={ids.input}
        />
        <Button type="submit" variant="outline" testId={ids.apply}>
          {labels.apply}
        </Button>
      </div>
      {promo.message && (
        <p
          id={messageId}
          role={promo.message.tone === 'error' ? 'alert' : 'status'}
          className={[styles.message, promo.message.tone === 'error' ? styles.error : styles.success].join(
            ' ',
          )}
          data-testid={ids.message}
        >
          {promo.message.text}
        </p>
      )}
      {applied && (
        <p className={styles.applied}>
          <span>{labels.promoApplied(applied)}</span>
          <LinkButton
            aria-label={labels.removePromoName(applied)}
            onClick={promo.onRemove}
            testId={ids.remove}
          >
            {labels.removePromo}
          </LinkButton>
        </p>
      )}
    </form>
  );
}
