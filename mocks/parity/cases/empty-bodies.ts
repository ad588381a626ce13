import { api } from '@shop/core';
import { AGE_GROUPS } from '@shop/core/profile';
import type { ParityCase } from '../format';
import { cartBody } from './cart';
import { signUp } from './steps';

/** The first age group of the reference data. */
const group = AGE_GROUPS[0];
if (!group) throw new Error('No age groups');

/**
 * Many clients send `Content-Type: application/json` on every call (issue 24): a call that takes
 * no body reads an empty one as none, whatever its type; a call that takes one still refuses it.
 */
export const emptyBodyCases: ParityCase[] = [
  {
    name: 'body-less calls: an empty body with a JSON (or any) content type is no body — clear the cart, clear the age group, sign out',
    steps: [
      signUp(),
      {
        endpoint: api.cart.clear,
        bearer: '{{token}}',
        rawBody: '',
        expect: { status: 200, body: cartBody([]) },
      },
      {
        endpoint: api.cart.clear,
        bearer: '{{token}}',
        rawBody: '',
        contentType: 'application/json; charset=utf-8',
        expect: { status: 200, body: cartBody([]) },
      },
      {
        endpoint: api.cart.clear,
        bearer: '{{token}}',
        rawBody: '',
        contentType: 'text/plain',
        expect: { status: 200, body: cartBody([]) },
      },
      {
        endpoint: api.profile.saveAgeGroup,
        bearer: '{{token}}',
        body: { userId: '{{userId}}', ageGroupId: group.id },
        expect: {
          status: 200,
          body: {
            message: 'Age group saved successfully',
            userAgeGroup: { ageGroupId: group.id, ageGroup: group },
          },
        },
      },
      {
        endpoint: api.profile.clearAgeGroup,
        bearer: '{{token}}',
        params: { userId: '{{userId}}' },
        rawBody: '',
        expect: { status: 200, body: { message: 'Age group has been removed successfully' } },
      },
      {
        endpoint: api.users.signOut,
        bearer: '{{token}}',
        rawBody: '',
        expect: { status: 200, body: { message: 'Signed out successfully' } },
      },
      {
        endpoint: api.cart.get,
        bearer: '{{token}}',
        expect: {
          status: 401,
          body: { error: 'Authentication required' },
          headers: { 'www-authenticate': 'Bearer' },
        },
      },
    ],
  },
  {
    name: 'a call that takes a body still refuses an empty one (400), and a body-less call one it cannot read (415)',
    steps: [
      signUp(),
      {
        endpoint: api.cart.add,
        bearer: '{{token}}',
        rawBody: '',
        expect: { status: 400, body: { error: 'Request body is empty: send a JSON object' } },
      },
      {
        endpoint: api.cart.clear,
        bearer: '{{token}}',
        rawBody: 'all',
        contentType: 'text/plain',
        expect: {
          status: 415,
          body: { error: 'Unsupported content type: text/plain (send application/json)' },
        },
      },
    ],
  },
];
