import { ADDRESS_LIMIT } from '@shop/core';
import { type Address, type AddressRequest, PIN_CODE_PATTERN, validateAddress } from '@shop/core/addresses';
import {
  type AddressType,
  addressLimitText,
  addressMessages,
  type PinCode,
  pinNotServedText,
} from '@shop/core/checkout';
import type { Database } from '../db/connect';
import {
  type AddressValues,
  deleteAddress,
  findAddress,
  findAddresses,
  findPin,
  insertAddressWithin,
  updateAddress,
} from '../db/repositories/addresses-repository';
import { HttpError, notFound } from '../http/http-error';

/**
 * Delivery addresses (README "Checkout"): always the token's user's. A request is checked with the
 * address form's own rules (checkout/address.ts), so the server answers the form's texts per field.
 */
export class AddressService {
  constructor(private readonly db: Database) {}

  async lookupPin(pin: string): Promise<PinCode> {
    const trimmed = pin.trim();
    if (!PIN_CODE_PATTERN.test(trimmed)) throw new HttpError(400, addressMessages.pinInvalid);
    const entry = await findPin(this.db, trimmed);
    if (!entry) throw notFound(pinNotServedText(trimmed));
    return { pin: entry.pin, city: entry.city, state: entry.state, cod: entry.cod };
  }

  async list(userId: number): Promise<{ addresses: Address[] }> {
    return { addresses: await findAddresses(this.db, userId) };
  }

  async create(userId: number, request: AddressRequest): Promise<Address> {
    const values = await this.checked(request);
    const id = await insertAddressWithin(this.db, userId, values, ADDRESS_LIMIT);
    if (id === undefined) throw new HttpError(409, addressLimitText(ADDRESS_LIMIT));
    return this.read(userId, id);
  }

  async update(userId: number, id: number, request: AddressRequest): Promise<Address> {
    const values = await this.checked(request);
    if (!(await updateAddress(this.db, userId, id, values))) throw notFound(addressMessages.notFound);
    return this.read(userId, id);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await deleteAddress(this.db, userId, id))) throw notFound(addressMessages.notFound);
  }

  private async read(userId: number, id: number): Promise<Address> {
    const row = await findAddress(this.db, userId, id);
    if (!row) throw notFound(addressMessages.notFound);
    const { stateCode: _stateCode, cod: _cod, ...address } = row;
    return address;
  }

  /** The form's rules, then the PIN against the served table (the seed of the same list). */
  private async checked(request: AddressRequest): Promise<AddressValues> {
    const result = validateAddress({
      fullName: request.fullName,
      mobile: request.mobile,
      line1: request.line1,
      line2: request.line2 ?? '',
      landmark: request.landmark ?? '',
      pin: request.pin,
      type: request.type,
    });
    if (!result.ok) {
      throw new HttpError(
        400,
        result.message,
        Object.fromEntries(result.errors.map((error) => [error.field, error.message])),
      );
    }
    const value = result.value;
    if (!(await findPin(this.db, value.pin))) {
      const message = pinNotServedText(value.pin);
      throw new HttpError(400, message, { pin: message });
    }
    return { ...value, type: value.type as AddressType };
  }
}
