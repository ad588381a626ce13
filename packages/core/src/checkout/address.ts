import { ADDRESS_TEXT_MAX_LENGTH } from '../constants';
import { ADDRESS_TYPES } from '../enums/checkout';
import { brokenRules, type FieldRule, type FormCheck } from '../rules/check';
import { addressMessages as m, pinNotServedText } from '../texts/checkout';
import { findPinCode, PIN_CODE_PATTERN } from './pin-codes';

/** What the address form holds (city and state are not typed: the PIN fills them). */
export interface AddressInput {
  readonly fullName: string;
  readonly mobile: string;
  readonly line1: string;
  readonly line2: string;
  readonly landmark: string;
  readonly pin: string;
  readonly type: string;
}

export type AddressField = keyof AddressInput;

/** A new address form: nothing typed, type Home. */
export const EMPTY_ADDRESS_INPUT: AddressInput = {
  fullName: '',
  mobile: '',
  line1: '',
  line2: '',
  landmark: '',
  pin: '',
  type: 'Home',
};

/** Letters of any script, spaces, dots and apostrophes: 'K. R. Iyer', "D'Souza", 'अनीता शर्मा'. */
const FULL_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .']{1,59}$/u;
/** Indian mobile numbers: ten digits, the first 6 to 9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

const tooLong = (value: string) => value.length > ADDRESS_TEXT_MAX_LENGTH;

/**
 * The address rules in the form's order, each field's first broken rule shown under it. The PIN
 * must be one the shop delivers to (pin-codes.ts): the server answers the same text.
 */
export const addressRules: readonly FieldRule<AddressField, AddressInput>[] = [
  { field: 'fullName', fails: (v) => v.fullName === '', message: m.fullNameEmpty },
  { field: 'fullName', fails: (v) => !FULL_NAME.test(v.fullName), message: m.fullNameInvalid },
  { field: 'mobile', fails: (v) => v.mobile === '', message: m.mobileEmpty },
  { field: 'mobile', fails: (v) => !MOBILE_PATTERN.test(v.mobile), message: m.mobileInvalid },
  { field: 'line1', fails: (v) => v.line1 === '', message: m.line1Empty },
  { field: 'line1', fails: (v) => tooLong(v.line1), message: m.tooLong },
  { field: 'line2', fails: (v) => tooLong(v.line2), message: m.tooLong },
  { field: 'landmark', fails: (v) => tooLong(v.landmark), message: m.tooLong },
  { field: 'pin', fails: (v) => v.pin === '', message: m.pinEmpty },
  { field: 'pin', fails: (v) => !PIN_CODE_PATTERN.test(v.pin), message: m.pinInvalid },
  {
    field: 'type',
    fails: (v) => !(ADDRESS_TYPES as readonly string[]).includes(v.type),
    message: m.typeInvalid,
  },
];

/**
 * Trimmed text; inner runs of spaces become one. A mobile may be typed with spaces or a leading
 * +91 / 0 ('+91 98450 12345'): only its ten digits are kept.
 */
export function cleanAddress(input: AddressInput): AddressInput {
  const squeeze = (value: string) => value.trim().replace(/\s+/g, ' ');
  return {
    fullName: squeeze(input.fullName),
    mobile: normalizeMobile(input.mobile),
    line1: squeeze(input.line1),
    line2: squeeze(input.line2),
    landmark: squeeze(input.landmark),
    pin: input.pin.replace(/\s/g, ''),
    type: input.type.trim(),
  };
}

export function normalizeMobile(input: string): string {
  const digits = input.replace(/[\s-]/g, '');
  if (/^\+91\d{10}$/.test(digits)) return digits.slice(3);
  if (/^0\d{10}$/.test(digits)) return digits.slice(1);
  return digits;
}

/**
 * The address form: every field in error with its own message; the form's message says to fix
 * them. A well-formed PIN the shop does not serve is an error of the PIN field.
 */
export function validateAddress(input: AddressInput): FormCheck<AddressField, AddressInput> {
  const value = cleanAddress(input);
  const errors = [...brokenRules(addressRules, value)];
  if (!errors.some((error) => error.field === 'pin') && !findPinCode(value.pin)) {
    errors.push({ field: 'pin', message: pinNotServedText(value.pin) });
  }
  if (errors.length === 0) return { ok: true, value };
  const message = errors.length === 1 ? (errors[0]?.message ?? m.fixFields) : m.fixFields;
  return { ok: false, message, errors };
}
