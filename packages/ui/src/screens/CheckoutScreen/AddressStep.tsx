import { useId, useState } from 'react';
import { Banner } from '../../components/Banner/Banner';
import { Button } from '../../components/Button/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { FormAlert } from '../../components/FormAlert/FormAlert';
import { Pill } from '../../components/Pill/Pill';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton/Skeleton';
import { testIds } from '../../testIds';
import { AddressForm } from './AddressForm';
import * as styles from './AddressStep.css';
import * as choice from './choice-card.css';
import { checkoutScreenLabels as labels } from './checkout-labels';
import type { CheckoutAddress, CheckoutAddressStepProps } from './checkout-types';
import * as screen from './CheckoutScreen.css';

/**
 * The address step: the saved addresses as radio cards (Edit, Delete with a confirmation), Add new
 * address (disabled at the limit, which says why) and the new or edited address's form.
 */
export function AddressStep(props: CheckoutAddressStepProps) {
  const ids = testIds.checkout;
  const { addresses, form } = props;
  const [deleting, setDeleting] = useState<CheckoutAddress | null>(null);
  const listLabelId = useId();
  const limitId = useId();
  const radioName = useId();

  if (props.status === 'loading') {
    return (
      <SkeletonGroup label={labels.addressesLoading} testId={ids.addressLoading}>
        <div className={screen.stepState}>
          <Skeleton shape="title" width="half" />
          <Skeleton shape="text" width="threeQuarters" />
          <Skeleton shape="text" width="threeQuarters" />
        </div>
      </SkeletonGroup>
    );
  }
  if (props.status === 'error') {
    return (
      <Banner
        tone="error"
        testId={ids.addressFetchError}
        action={{ label: labels.retry, onClick: props.onRetry, testId: ids.addressRetry }}
      >
        {props.fetchError}
      </Banner>
    );
  }

  return (
    <div className={styles.step}>
      {props.listError && <FormAlert message={props.listError} testId={ids.addressListError} />}

      {addresses.length > 0 && (
        <div className={choice.choiceList}>
          <p id={listLabelId} className={choice.groupLabel}>
            {labels.savedAddresses}
          </p>
          <div
            role="radiogroup"
            aria-labelledby={listLabelId}
            className={choice.choiceList}
            data-testid={ids.addressList}
          >
            {addresses.map((address) => (
              <div
                key={address.id}
                className={styles.address}
                data-testid={ids.addressCard(String(address.id))}
              >
                <label className={choice.choiceCard}>
                  <input
                    type="radio"
                    name={radioName}
                    className={choice.choiceRadio}
                    checked={props.selectedId === address.id}
                    onChange={() => props.onSelect(address.id)}
                    data-testid={ids.address(String(address.id))}
                  />
                  <AddressLines address={address} />
                </label>
                <div className={styles.addressActions}>
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={labels.editName(address.fullName)}
                    onClick={() => props.onEdit(address)}
                    testId={ids.addressEdit(String(address.id))}
                  >
                    {labels.edit}
                  </Button>
                  <Button
                    variant="ghost"
                    tone="critical"
                    size="small"
                    aria-label={labels.deleteName(address.fullName)}
                    onClick={() => setDeleting(address)}
                    testId={ids.addressDelete(String(address.id))}
                  >
                    {labels.delete}
                  </Button>
                </div>
              </div>
            ))}
          </div>
        </div>
      )}

      {form ? (
        <AddressForm form={form} />
      ) : (
        <div className={styles.addNew}>
          <Button
            variant="outline"
            onClick={props.onAddNew}
            disabled={Boolean(props.limitText)}
            aria-describedby={props.limitText ? limitId : undefined}
            testId={ids.addressNew}
          >
            {labels.addNew}
          </Button>
          {props.limitText && (
            <p id={limitId} className={styles.limit} data-testid={ids.addressLimit}>
              {props.limitText}
            </p>
          )}
        </div>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={labels.deleteTitle}
        message={deleting ? labels.deleteText(deleting.fullName) : ''}
        confirmLabel={labels.delete}
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) props.onDelete(deleting);
          setDeleting(null);
        }}
        testId={ids.addressDeleteDialog}
      />
    </div>
  );
}

function AddressLines({ address }: { address: CheckoutAddress }) {
  const street = [address.line1, address.line2].filter(Boolean).join(', ');
  return (
    <span className={choice.choiceBody}>
      <span className={styles.nameRow}>
        <span className={choice.choiceTitle}>{address.fullName}</span>
        <Pill
          tone={address.type === 'Home' ? 'success' : 'accent'}
          testId={testIds.checkout.addressType(String(address.id))}
        >
          {address.type}
        </Pill>
      </span>
      <span className={choice.choiceText}>{street}</span>
      {address.landmark && <span className={choice.choiceText}>{address.landmark}</span>}
      <span className={choice.choiceText}>
        {address.city}, {address.state} {address.pin}
      </span>
      <span className={choice.choiceText}>{labels.mobile(address.mobile)}</span>
    </span>
  );
}
