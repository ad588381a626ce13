import { api } from '@shop/core';
import { any, capture, type CallStep } from '../format';

/** The password of every account the parity cases create. */
export const PASSWORD = 'Lotus#Pond7';

/** A fresh account for the case (never a shared demo account for wrong passwords). */
export function signUp(label = 'a', as = ''): CallStep {
  return {
    endpoint: api.users.createUser,
    body: { firstName: 'Meera', lastName: 'Nair', emailId: `{{email:${label}}}`, password: PASSWORD },
    expect: {
      status: 201,
      body: {
        message: 'Account created successfully',
        user: {
          userId: capture(`userId${as}`, any.id()),
          emailId: `{{email:${label}}}`,
          firstName: 'Meera',
          lastName: 'Nair',
        },
        token: capture(`token${as}`, any.token()),
      },
    },
  };
}
