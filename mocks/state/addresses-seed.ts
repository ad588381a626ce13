import type { AddressType } from '@shop/core/checkout';
import { accountsState } from './accounts';
import type { MockAddress } from './checkout';

export interface AddressSeed {
  readonly fullName?: string;
  readonly mobile?: string;
  readonly line1?: string;
  readonly line2?: string;
  readonly landmark?: string;
  /** 560034 (Bengaluru, Karnataka: CGST + SGST) by default. */
  readonly pin?: string;
  readonly type?: AddressType;
}

/**
 * Saves an address straight into the mock's memory (page stories that start the checkout with
 * saved addresses). The newest is listed first, as the server lists them. Returns its id.
 */
export function seedAddress(userId: number, seed: AddressSeed = {}): number {
  const state = accountsState.checkout;
  const id = state.nextAddressId++;
  const address: MockAddress = {
    id,
    userId,
    fullName: seed.fullName ?? 'Asha Verma',
    mobile: seed.mobile ?? '9845012345',
    line1: seed.line1 ?? '14, 5th Cross, Koramangala 4th Block',
    line2: seed.line2 ?? '',
    landmark: seed.landmark ?? '',
    pin: seed.pin ?? '560034',
    type: seed.type ?? 'Home',
  };
  state.addresses.set(id, address);
  return id;
}
