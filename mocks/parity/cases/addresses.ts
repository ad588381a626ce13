import { api } from '@shop/core';
import { any, type ParityCase } from '../format';
import { signUp } from './steps';
import {
  HOME,
  HOME_SAVED,
  WORK,
  WORK_SAVED,
  addressNotFound,
  noStore,
  refused,
  saveAddress,
} from './checkout-fixtures';

/** The shopper's delivery addresses. */
export const addressesCases: ParityCase[] = [
  {
    name: 'addresses: saved with the PIN’s city and state and the mobile’s ten digits; listed newest first; updated; deleted 204',
    steps: [
      signUp(),
      { endpoint: api.addresses.list, bearer: '{{token}}', expect: { status: 200, body: { addresses: [] } } },
      saveAddress(HOME, HOME_SAVED, 'addressId'),
      saveAddress(WORK, WORK_SAVED, 'workId'),
      {
        endpoint: api.addresses.list,
        bearer: '{{token}}',
        expect: {
          status: 200,
          body: {
            addresses: [
              { id: '{{workId}}', ...WORK_SAVED },
              { id: '{{addressId}}', ...HOME_SAVED },
            ],
          },
          headers: noStore,
        },
      },
      {
        endpoint: api.addresses.update,
        bearer: '{{token}}',
        params: { addressId: '{{addressId}}' },
        body: { ...HOME, fullName: "Asha R. D'Souza", pin: '110001' },
        expect: {
          status: 200,
          body: {
            id: '{{addressId}}',
            ...HOME_SAVED,
            fullName: "Asha R. D'Souza",
            pin: '110001',
            city: 'New Delhi',
            state: 'Delhi',
          },
          headers: noStore,
        },
      },
      {
        endpoint: api.addresses.remove,
        bearer: '{{token}}',
        params: { addressId: '{{addressId}}' },
        expect: { status: 204, headers: noStore },
      },
      {
        endpoint: api.addresses.remove,
        bearer: '{{token}}',
        params: { addressId: '{{addressId}}' },
        expect: addressNotFound,
      },
      {
        endpoint: api.addresses.list,
        bearer: '{{token}}',
        expect: { status: 200, body: { addresses: [{ id: '{{workId}}', ...WORK_SAVED }] } },
      },
    ],
  },
  {
    name: 'addresses: every field in error named with the form’s text; one field says its own; nothing saved',
    steps: [
      signUp(),
      {
        endpoint: api.addresses.create,
        bearer: '{{token}}',
        body: { fullName: '', mobile: '12345', line1: '', pin: '999999', type: 'Office' },
        expect: refused(400, 'Please correct the highlighted fields', {
          fullName: 'Please enter the full name',
          mobile: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
          line1: 'Please enter the flat, house number and street',
          type: 'Choose Home or Work',
          pin: 'We do not deliver to PIN code 999999 yet',
        }),
      },
      {
        endpoint: api.addresses.create,
        bearer: '{{token}}',
        body: { ...HOME, line2: 'x'.repeat(101), pin: '56003' },
        expect: refused(400, 'Please correct the highlighted fields', {
          line2: 'Use at most 100 characters',
          pin: 'Enter a 6-digit PIN code',
        }),
      },
      {
        endpoint: api.addresses.create,
        bearer: '{{token}}',
        body: { ...HOME, mobile: '5845012345' },
        expect: refused(400, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9', {
          mobile: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
        }),
      },
      {
        endpoint: api.addresses.create,
        bearer: '{{token}}',
        body: { fullName: 'Asha Rao', mobile: '9845012345', line1: '12, 3rd Cross', type: 'Home' },
        expect: refused(400, 'Invalid request: pin is required', { pin: 'is required' }),
      },
      { endpoint: api.addresses.list, bearer: '{{token}}', expect: { status: 200, body: { addresses: [] } } },
    ],
  },
  {
    name: 'addresses: another user’s address is a 404 to update or delete (after the form’s own checks)',
    steps: [
      signUp(),
      signUp('b', 'B'),
      saveAddress(HOME, HOME_SAVED, 'addressId'),
      {
        endpoint: api.addresses.update,
        bearer: '{{tokenB}}',
        params: { addressId: '{{addressId}}' },
        body: { ...HOME, fullName: 'Thief Kumar' },
        expect: addressNotFound,
      },
      {
        endpoint: api.addresses.update,
        bearer: '{{tokenB}}',
        params: { addressId: '{{addressId}}' },
        body: { ...HOME, type: 'home' },
        expect: refused(400, 'Choose Home or Work', { type: 'Choose Home or Work' }),
      },
      {
        endpoint: api.addresses.remove,
        bearer: '{{tokenB}}',
        params: { addressId: '{{addressId}}' },
        expect: addressNotFound,
      },
      {
        endpoint: api.addresses.update,
        bearer: '{{token}}',
        params: { addressId: 987_654_321 },
        body: HOME,
        expect: addressNotFound,
      },
      {
        endpoint: api.addresses.list,
        bearer: '{{tokenB}}',
        expect: { status: 200, body: { addresses: [] } },
      },
      {
        endpoint: api.addresses.list,
        bearer: '{{token}}',
        expect: { status: 200, body: { addresses: [{ id: '{{addressId}}', ...HOME_SAVED }] } },
      },
    ],
  },
  {
    name: 'addresses: at most 10 per user, the 11th is a 409',
    steps: [
      signUp(),
      {
        endpoint: api.addresses.create,
        bearer: '{{token}}',
        body: HOME,
        times: 10,
        expect: { status: 201, body: { id: any.id(), ...HOME_SAVED } },
      },
      {
        endpoint: api.addresses.create,
        bearer: '{{token}}',
        body: WORK,
        expect: refused(409, 'You can save up to 10 addresses'),
      },
      {
        endpoint: api.addresses.list,
        bearer: '{{token}}',
        expect: { status: 200, body: { addresses: any.arrayOf(10, { id: any.id(), ...HOME_SAVED }) } },
      },
    ],
  },
];
