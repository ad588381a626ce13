import { ADDRESS_LIMIT, api } from '@shop/core';
import { type AddressRequest, validateAddress } from '@shop/core/addresses';
import { type AddressType, addressLimitText, addressMessages } from '@shop/core/checkout';
import { errorReply, reply } from '../http';
import { addressReply, type MockAddress } from '../state/checkout';
import { checkoutState, fieldDetails, onOwnData } from './own-data';

/*
 * The shopper's delivery addresses (README "Checkout"), with the server's rules from core in the
 * server's order of checks (apps/api/src/services/address-service.ts).
 */

/** The address form's rules (the server's re-check): the cleaned values, or the 400 per field. */
function checkedAddress(body: AddressRequest): Omit<MockAddress, 'id' | 'userId'> | Response {
  const result = validateAddress({
    fullName: body.fullName,
    mobile: body.mobile,
    line1: body.line1,
    line2: body.line2 ?? '',
    landmark: body.landmark ?? '',
    pin: body.pin,
    type: body.type,
  });
  if (!result.ok) return errorReply(400, result.message, fieldDetails(result.errors));
  return { ...result.value, type: result.value.type as AddressType };
}

/** One of the user's addresses; another user's reads as none (the server's 404). */
export function ownAddress(userId: number, id: number): MockAddress | undefined {
  const address = checkoutState().addresses.get(id);
  return address?.userId === userId ? address : undefined;
}

const addressesOf = (userId: number) =>
  [...checkoutState().addresses.values()].filter((address) => address.userId === userId);

export const addressesHandlers = [
  onOwnData(api.addresses.list, ({ account }) =>
    reply(api.addresses.list, {
      addresses: addressesOf(account.userId)
        .sort((a, b) => b.id - a.id)
        .map(addressReply),
    }),
  ),

  onOwnData(api.addresses.create, ({ account, body }) => {
    const values = checkedAddress(body);
    if (values instanceof Response) return values;
    if (addressesOf(account.userId).length >= ADDRESS_LIMIT) {
      return errorReply(409, addressLimitText(ADDRESS_LIMIT));
    }
    const address: MockAddress = { ...values, id: checkoutState().nextAddressId++, userId: account.userId };
    checkoutState().addresses.set(address.id, address);
    return reply(api.addresses.create, addressReply(address));
  }),

  onOwnData(api.addresses.update, ({ account, params, body }) => {
    const values = checkedAddress(body);
    if (values instanceof Response) return values;
    if (!ownAddress(account.userId, params.addressId)) return errorReply(404, addressMessages.notFound);
    const address: MockAddress = { ...values, id: params.addressId, userId: account.userId };
    checkoutState().addresses.set(address.id, address);
    return reply(api.addresses.update, addressReply(address));
  }),

  onOwnData(api.addresses.remove, ({ account, params }) => {
    if (!ownAddress(account.userId, params.addressId)) return errorReply(404, addressMessages.notFound);
    checkoutState().addresses.delete(params.addressId);
    return reply(api.addresses.remove, undefined);
  }),
];
