import { ADDRESS_LIMIT, fieldErrorsOf } from '@shop/core';
import {
  type Address,
  type AddressField,
  EMPTY_ADDRESS_INPUT,
  PIN_CODE_PATTERN,
  validateAddress,
} from '@shop/core/addresses';
import { addressLimitText, checkoutFailureText, pinNotServedText } from '@shop/core/checkout';
import type {
  AddressFormState,
  AddressFormValues,
  CheckoutAddressStepProps,
  PinLookupState,
} from '@shop/ui/checkout';
import { useState } from 'react';
import { useAddresses, useDeleteAddress, usePinCode, useSaveAddress } from '../checkout/api/checkout';

const EMPTY_FORM: AddressFormValues = EMPTY_ADDRESS_INPUT;

const valuesOf = (address: Address): AddressFormValues => ({
  fullName: address.fullName,
  mobile: address.mobile,
  line1: address.line1,
  line2: address.line2,
  landmark: address.landmark,
  pin: address.pin,
  type: address.type,
});

interface OpenForm {
  readonly editing: number | null;
  readonly values: AddressFormValues;
  readonly touched: ReadonlySet<AddressField>;
  /** After a Save: every field shows its error, touched or not. */
  readonly submitted: boolean;
  readonly serverErrors: Partial<Record<AddressField, string>>;
  readonly formError?: string;
}

function fieldErrors(check: ReturnType<typeof validateAddress>): Partial<Record<AddressField, string>> {
  if (check.ok) return {};
  return Object.fromEntries(check.errors.map((error) => [error.field, error.message]));
}

/** The request's fields are the form's: the server's `details` name them as the form does. */
const ADDRESS_REQUEST_FIELDS = {
  fullName: 'fullName',
  mobile: 'mobile',
  line1: 'line1',
  line2: 'line2',
  landmark: 'landmark',
  pin: 'pin',
  type: 'type',
} as const satisfies Record<AddressField, AddressField>;

/** The server's answer per field (`details: { pin: '…' }`), when a save was refused with them. */
const serverFieldErrors = (error: unknown): Partial<Record<AddressField, string>> =>
  Object.fromEntries(fieldErrorsOf(error, ADDRESS_REQUEST_FIELDS).map((each) => [each.field, each.message]));

function usePinLookup(pin: string): PinLookupState {
  const wellFormed = PIN_CODE_PATTERN.test(pin);
  const lookup = usePinCode(pin, wellFormed);
  if (!wellFormed) return { status: 'idle' };
  if (lookup.isPending) return { status: 'loading' };
  if (lookup.isError) return { status: 'problem', message: checkoutFailureText('lookupPin', lookup.error) };
  const found = lookup.data;
  return found
    ? { status: 'found', city: found.city, state: found.state, cod: found.cod }
    : { status: 'problem', message: pinNotServedText(pin) };
}

export interface AddressStep {
  readonly props: CheckoutAddressStepProps;
  /** The chosen address (it must still be in the list). */
  readonly chosen: Address | null;
}

/**
 * The Address step: the saved addresses (newest first) and the form for a new or edited one. A
 * shopper without any starts with the form open; the newest save is chosen.
 */
export function useAddressStep(userId: number): AddressStep {
  const list = useAddresses(userId);
  const save = useSaveAddress(userId);
  const remove = useDeleteAddress(userId);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [form, setForm] = useState<OpenForm | null>(null);
  const [listError, setListError] = useState<string>();
  const addresses = list.data ?? [];
  // Until the shopper picks, the newest address is the choice; with none, the form is open.
  const chosen =
    addresses.find((address) => address.id === selectedId) ??
    (selectedId === null ? (addresses[0] ?? null) : null);
  const openForm: OpenForm | null = form ?? (list.isSuccess && addresses.length === 0 ? newForm() : null);
  const pinLookup = usePinLookup(openForm?.values.pin.trim() ?? '');

  const update = (change: (current: OpenForm) => OpenForm) =>
    setForm((current) => change(current ?? openForm ?? newForm()));

  const formState = (current: OpenForm): AddressFormState => {
    const rules = fieldErrors(validateAddress(current.values));
    const errors: Partial<Record<AddressField, string>> = {};
    for (const field of Object.keys(EMPTY_FORM) as AddressField[]) {
      const shown = current.serverErrors[field] ?? rules[field];
      if (shown && (current.submitted || current.touched.has(field))) errors[field] = shown;
    }
    return {
      mode: current.editing === null ? 'new' : 'edit',
      values: current.values,
      errors,
      pinLookup,
      ...(current.formError ? { formError: current.formError } : {}),
      saving: save.isPending,
      onChange: (field, value) =>
        update((open) => ({
          ...open,
          values: { ...open.values, [field]: value },
          serverErrors: { ...open.serverErrors, [field]: undefined },
        })),
      onBlur: (field) => update((open) => ({ ...open, touched: new Set([...open.touched, field]) })),
      onSubmit: () => {
        const check = validateAddress(current.values);
        if (!check.ok) {
          setForm({ ...current, submitted: true, serverErrors: {}, formError: check.message });
          return;
        }
        setForm({ ...current, submitted: true, serverErrors: {} });
        save.mutate(
          { id: current.editing, request: check.value },
          {
            onSuccess: (saved) => {
              setSelectedId(saved.id);
              setForm(null);
            },
            onError: (error) =>
              setForm({
                ...current,
                submitted: true,
                serverErrors: serverFieldErrors(error),
                formError: checkoutFailureText('saveAddress', error),
              }),
          },
        );
      },
      onCancel: () => setForm(null),
    };
  };

  return {
    chosen,
    props: {
      status: list.isPending ? 'loading' : list.isError ? 'error' : 'ready',
      ...(list.isError ? { fetchError: checkoutFailureText('fetchAddresses', list.error) } : {}),
      onRetry: () => void list.refetch(),
      addresses,
      selectedId: chosen?.id ?? null,
      onSelect: setSelectedId,
      form: openForm ? formState(openForm) : null,
      onAddNew: () => setForm(newForm()),
      onEdit: (address) => setForm({ ...newForm(), editing: address.id, values: valuesOf(address) }),
      onDelete: (address) => {
        setListError(undefined);
        remove.mutate(address.id, {
          onSuccess: () => {
            if (selectedId === address.id) setSelectedId(null);
          },
          onError: (error) => setListError(checkoutFailureText('deleteAddress', error)),
        });
      },
      ...(addresses.length >= ADDRESS_LIMIT ? { limitText: addressLimitText(ADDRESS_LIMIT) } : {}),
      ...(listError ? { listError } : {}),
    },
  };
}

function newForm(): OpenForm {
  return { editing: null, values: EMPTY_FORM, touched: new Set(), submitted: false, serverErrors: {} };
}
