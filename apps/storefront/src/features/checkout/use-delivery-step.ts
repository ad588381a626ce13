import { checkoutFailureText, type DeliverySlotKind } from '@shop/core/checkout';
import type { CheckoutDeliveryStepProps } from '@shop/ui/checkout';
import { useState } from 'react';
import { useDeliveryDates } from './api/checkout';

export interface DeliveryChoice {
  readonly date: string;
  readonly slot: DeliverySlotKind;
  /** 'Sat, 28 Nov · Evening (6 PM – 10 PM)'. */
  readonly text: string;
  readonly fee: number;
}

export interface DeliveryStep {
  readonly props: CheckoutDeliveryStepProps;
  readonly date: string | null;
  /** The slot, only while it can still be chosen on the chosen date. */
  readonly slot: DeliverySlotKind | null;
  readonly choice: DeliveryChoice | null;
}

/**
 * The Delivery step: a date of the next 7 (IST, from the server) and a slot on it. A slot the
 * server no longer offers on that date (priority after 6 PM) is never kept as chosen.
 */
export function useDeliveryStep(): DeliveryStep {
  const dates = useDeliveryDates();
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<DeliverySlotKind | null>(null);
  const list = dates.data?.dates ?? [];
  const chosenDate = list.find((option) => option.date === date) ?? null;
  const chosenSlot = chosenDate?.slots.find((option) => option.kind === slot && option.available) ?? null;

  return {
    date: chosenDate?.date ?? null,
    slot: chosenSlot?.kind ?? null,
    choice:
      chosenDate && chosenSlot
        ? {
            date: chosenDate.date,
            slot: chosenSlot.kind,
            text: `${chosenDate.label} · ${chosenSlot.label} (${chosenSlot.window})`,
            fee: chosenSlot.fee,
          }
        : null,
    props: {
      status: dates.isPending ? 'loading' : dates.isError ? 'error' : 'ready',
      ...(dates.isError ? { fetchError: checkoutFailureText('fetchDeliveryDates', dates.error) } : {}),
      onRetry: () => void dates.refetch(),
      dates: list,
      selectedDate: chosenDate?.date ?? null,
      selectedSlot: chosenSlot?.kind ?? null,
      onSelectDate: setDate,
      onSelectSlot: setSlot,
    },
  };
}
