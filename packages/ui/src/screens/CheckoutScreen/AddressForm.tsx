import { type AddressField } from '@shop/core/addresses';
import { ADDRESS_TYPES } from '@shop/core/checkout';
import { useId, type FormEvent } from 'react';
import { Button } from '../../components/Button/Button';
import { ChoiceGroup } from '../../components/ChoiceGroup/ChoiceGroup';
import { FormAlert } from '../../components/FormAlert/FormAlert';
import { Icon } from '../../components/Icon/Icon';
import { Spinner } from '../../components/Spinner/Spinner';
import { TextField, type TextFieldProps } from '../../components/TextField/TextField';
import { testIds } from '../../testIds';
import * as styles from './AddressStep.css';
import { checkoutScreenLabels as labels } from './checkout-labels';
import type { AddressFormState, PinLookupState } from './checkout-types';

/** The PIN code has six digits: longer input is cut by the browser, not refused later. */
const PIN_LENGTH = 6;

type TextFieldName = Exclude<AddressField, 'type'>;

/** How each typed field behaves on a phone keyboard and for the browser's autofill. */
const fieldInput: Record<
  TextFieldName,
  Pick<TextFieldProps, 'autoComplete' | 'inputMode' | 'type' | 'maxLength'>
> = {
  fullName: { autoComplete: 'name' },
  mobile: { autoComplete: 'tel-national', inputMode: 'tel', type: 'tel' },
  line1: { autoComplete: 'address-line1' },
  line2: { autoComplete: 'address-line2' },
  landmark: { autoComplete: 'off' },
  pin: { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: PIN_LENGTH },
};

/**
 * The new or edited address (README "Checkout and orders"): name, mobile, the lines, the PIN code
 * with what its lookup found (city and state are filled from it, never typed), Home or Work. Each
 * field's error under it; the form's own message on top.
 */
export function AddressForm({ form }: { form: AddressFormState }) {
  const ids = testIds.checkout;
  const titleId = useId();
  const formErrorId = useId();
  const lookupId = useId();
  const typeErrorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.onSubmit();
  };

  const field = (name: TextFieldName, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      {...fieldInput[name]}
      {...extra}
      label={labels.fields[name]}
      value={form.values[name]}
      onChange={(value) => form.onChange(name, value)}
      onBlur={() => form.onBlur(name)}
      error={form.errors[name]}
      disabled={form.saving}
      testId={ids.addressField(name)}
      errorTestId={ids.addressError(name)}
    />
  );

  const typeError = form.errors.type;
  return (
    <form
      className={styles.form}
      aria-labelledby={titleId}
      onSubmit={submit}
      noValidate
      data-testid={ids.addressForm}
    >
      <h3 id={titleId} className={styles.formTitle}>
        {form.mode === 'new' ? labels.newAddress : labels.editAddress}
      </h3>
      {form.formError && (
        <FormAlert id={formErrorId} message={form.formError} testId={ids.addressFormError} />
      )}
      <div className={styles.fieldRow}>
        {field('fullName')}
        {field('mobile')}
      </div>
      {field('line1')}
      {field('line2')}
      {field('landmark')}
      <div className={styles.fieldRow}>
        {field('pin', { describedBy: lookupId })}
        <PinLookup id={lookupId} lookup={form.pinLookup} />
      </div>
      <div>
        <ChoiceGroup
          label={labels.fields.type}
          options={ADDRESS_TYPES.map((type) => ({
            value: type,
            label: type,
            testId: ids.addressTypeOption(type),
          }))}
          value={form.values.type || null}
          onChange={(value) => form.onChange('type', value)}
          disabled={form.saving}
          describedBy={typeError ? typeErrorId : undefined}
          testId={ids.addressField('type')}
        />
        {typeError && (
          <p id={typeErrorId} className={styles.fieldError} data-testid={ids.addressError('type')}>
            <Icon name="alert" size="small" />
            <span>{typeError}</span>
          </p>
        )}
      </div>
      <div className={styles.formActions}>
        <Button type="submit" busy={form.saving} testId={ids.addressSave}>
          {labels.save}
        </Button>
        <Button variant="outline" onClick={form.onCancel} disabled={form.saving} testId={ids.addressCancel}>
          {labels.cancel}
        </Button>
      </div>
    </form>
  );
}

/** A polite live region: the city and state appear (or why not) while the shopper goes on typing. */
function PinLookup({ id, lookup }: { id: string; lookup: PinLookupState }) {
  return (
    <div
      id={id}
      className={styles.pinLookup}
      role="status"
      data-testid={testIds.checkout.pinLookup}
      data-status={lookup.status}
    >
      {lookup.status === 'loading' && (
        <span className={styles.pinLine}>
          <Spinner />
          <span>{labels.pinLooking}</span>
        </span>
      )}
      {lookup.status === 'found' && (
        <>
          <span className={`${styles.pinLine} ${styles.pinFound}`}>
            <Icon name="check" size="small" />
            <span>{labels.pinFound(lookup.city, lookup.state)}</span>
          </span>
          {!lookup.cod && (
            <span className={styles.pinWarning} data-testid={testIds.checkout.pinLookupCod}>
              {labels.pinNoCod}
            </span>
          )}
        </>
      )}
      {lookup.status === 'problem' && (
        <span className={`${styles.pinLine} ${styles.pinProblem}`}>
          <Icon name="alert" size="small" />
          <span>{lookup.message}</span>
        </span>
      )}
    </div>
  );
}
