import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../client';
import { api, type Endpoint } from '../contract';
import {
  callFailures,
  failureCase,
  failureText,
  type CallOperation as ShellOperation,
} from './call-failures';
import { oauthSignInFailure, oauthSignInFailureText } from './google-call-failures';
import { profileCallFailures, profileFailureText, type ProfileCallOperation } from './profile-call-failures';

/** Every operation of the tables: the shell's, the profile's and Google sign-in's (one policy). */
type CallOperation = ShellOperation | ProfileCallOperation | 'oauthSignIn';
const isProfileOperation = (operation: CallOperation): operation is ProfileCallOperation =>
  operation in profileCallFailures;
const textOf = (operation: CallOperation, error: unknown): string =>
  operation === 'oauthSignIn'
    ? oauthSignInFailureText(error)
    : isProfileOperation(operation)
      ? profileFailureText(operation, error)
      : failureText(operation, error);

/** The call each operation makes (send and resend share one). */
const endpointOf: Record<CallOperation, { endpoint: Endpoint; input?: object }> = {
  signIn: { endpoint: api.users.signIn, input: { body: { emailId: 'a@b.in', password: 'x' } } },
  signUp: {
    endpoint: api.users.createUser,
    input: { body: { firstName: 'A', lastName: 'B', emailId: 'a@b.in', password: 'x' } },
  },
  signOut: { endpoint: api.users.signOut },
  oauthSignIn: {
    endpoint: api.users.oauthSignIn,
    input: {
      body: { supabaseUserId: 'u', email: 'a@b.in', accessToken: 't', provider: 'google' },
    },
  },
  sendOtp: { endpoint: api.users.forgotPassword, input: { body: { email: 'a@b.in' } } },
  resendOtp: { endpoint: api.users.forgotPassword, input: { body: { email: 'a@b.in' } } },
  verifyOtp: { endpoint: api.users.verifyOtp, input: { body: { email: 'a@b.in', otp: '123456' } } },
  resetPassword: {
    endpoint: api.users.resetPassword,
    input: { body: { resetToken: 'r', newPassword: 'x', confirmPassword: 'x' } },
  },
  categories: { endpoint: api.products.listCategories },
  products: { endpoint: api.products.listByCategory, input: { body: { categoryid: 1 } } },
  productDetails: { endpoint: api.products.getByIds, input: { body: { categoryId: 1, productId: 101 } } },
  search: { endpoint: api.products.search, input: { query: { q: 'sams' } } },
  health: { endpoint: api.health.check },
  addToCart: { endpoint: api.cart.add, input: { body: { productId: 101, quantity: 1 } } },
  fetchCart: { endpoint: api.cart.get },
  removeFromCart: { endpoint: api.cart.remove, input: { body: { productId: 101 } } },
  updateCart: { endpoint: api.cart.update, input: { body: { productId: 101, quantity: 2 } } },
  clearCart: { endpoint: api.cart.clear },
  profileUser: { endpoint: api.users.getUser, input: { params: { userId: 1 } } },
  fetchPhysicalStats: { endpoint: api.users.getPhysicalStats },
  savePhysicalStats: {
    endpoint: api.users.savePhysicalStats,
    input: { body: { userId: 1, heightUnit: 'cm', weightUnit: 'kg', heightValue: 170, weightValue: 65 } },
  },
  clearPhysicalStats: { endpoint: api.users.clearPhysicalStats, input: { query: { userId: 1 } } },
  fetchFitAttributes: { endpoint: api.profile.listFitAttributes },
  fetchUserFitAttributes: { endpoint: api.profile.getUserFitAttributes, input: { params: { userId: 1 } } },
  saveFitAttributes: {
    endpoint: api.profile.saveFitAttributes,
    input: { body: { userId: 1, fitAttributeIds: [3] } },
  },
  removeFitAttributes: { endpoint: api.profile.clearFitAttributes, input: { params: { userId: 1 } } },
  fetchAgeGroups: { endpoint: api.profile.listAgeGroups },
  fetchUserAgeGroup: { endpoint: api.profile.getUserAgeGroup, input: { params: { userId: 1 } } },
  saveAgeGroup: { endpoint: api.profile.saveAgeGroup, input: { body: { userId: 1, ageGroupId: 3 } } },
  removeAgeGroup: { endpoint: api.profile.clearAgeGroup, input: { params: { userId: 1 } } },
  fetchGenders: { endpoint: api.profile.listGenders },
  fetchPreferredDepartment: {
    endpoint: api.profile.getPreferredDepartment,
    input: { params: { userId: 1 } },
  },
  setPreferredDepartment: {
    endpoint: api.profile.setPreferredDepartment,
    input: { body: { userId: 1, genderId: 1 } },
  },
  clearPreferredDepartment: {
    endpoint: api.profile.deactivatePreferredDepartment,
    input: { params: { userId: 1 } },
  },
  fetchShoeSizes: { endpoint: api.profile.listShoeSizes },
  fetchUserShoeSize: { endpoint: api.profile.getUserShoeSize, input: { params: { userId: 1 } } },
  saveShoeSize: {
    endpoint: api.profile.saveShoeSize,
    input: { body: { userId: 1, size: 8, width: 'Standard' } },
  },
  removeShoeSize: { endpoint: api.profile.clearShoeSize, input: { params: { userId: 1 } } },
};

/** What the server (or the wire) does, as the browser would see it. */
const replies = {
  'server text (423)': () => Response.json({ error: 'Your account has been locked.' }, { status: 423 }),
  'server text in a 503': () => Response.json({ message: 'Down for maintenance' }, { status: 503 }),
  'blank 400': () => new Response('', { status: 400 }),
  'blank 500': () => new Response('', { status: 500 }),
  'HTML 502': () =>
    new Response('<html><h1>502 Bad Gateway</h1></html>', {
      status: 502,
      headers: { 'Content-Type': 'text/html' },
    }),
  // Not an object at all: a call whose reply §7 does not list reads any object as a success.
  '200 of the wrong shape': () => Response.json(['unexpected']),
  'dropped connection': () => Promise.reject(new TypeError('Failed to fetch')),
} satisfies Record<string, () => Response | Promise<Response>>;
type Reply = keyof typeof replies;

/**
 * The whole table, typed out (spec §8). Each row: the text shown for each reply above.
 * 'S' marks "the server's text".
 */
const S = 'server text';
/** A call whose reply has no body (204, §7 DELETE /users/physical-stats): any 2xx is its success. */
const OK = 'no failure';
const expected: Record<CallOperation, Record<Reply, string>> = {
  signIn: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Invalid email or password',
    'blank 500': 'An unexpected error occurred. Please try again.',
    'HTML 502': 'An unexpected error occurred. Please try again.',
    '200 of the wrong shape': 'Invalid email or password',
    'dropped connection': 'Network error occurred',
  },
  signUp: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to create user',
    'blank 500': 'Failed to create user',
    'HTML 502': 'Failed to create user',
    '200 of the wrong shape': 'Failed to create user',
    'dropped connection': 'Network error occurred',
  },
  oauthSignIn: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'OAuth sign-in failed',
    'blank 500': 'OAuth sign-in failed',
    'HTML 502': 'OAuth sign-in failed',
    '200 of the wrong shape': 'OAuth sign-in failed',
    'dropped connection': 'Network error occurred',
  },
  signOut: {
    'server text (423)': 'Failed to sign out',
    'server text in a 503': 'Failed to sign out',
    'blank 400': 'Failed to sign out',
    'blank 500': 'Failed to sign out',
    'HTML 502': 'Failed to sign out',
    '200 of the wrong shape': 'Failed to sign out',
    'dropped connection': 'Failed to sign out',
  },
  sendOtp: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to send OTP',
    'blank 500': 'Failed to send OTP. Please try again.',
    'HTML 502': 'Failed to send OTP. Please try again.',
    '200 of the wrong shape': 'Failed to send OTP',
    'dropped connection': 'Network error occurred',
  },
  resendOtp: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to resend OTP. Please try again.',
    'blank 500': 'Failed to resend OTP. Please try again.',
    'HTML 502': 'Failed to resend OTP. Please try again.',
    '200 of the wrong shape': 'Failed to resend OTP. Please try again.',
    'dropped connection': 'Network error occurred',
  },
  verifyOtp: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'OTP verification failed',
    'blank 500': 'OTP verification failed. Please try again.',
    'HTML 502': 'OTP verification failed. Please try again.',
    '200 of the wrong shape': 'OTP verification failed',
    'dropped connection': 'Network error occurred',
  },
  resetPassword: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to reset password',
    'blank 500': 'Failed to reset password. Please try again.',
    'HTML 502': 'Failed to reset password. Please try again.',
    '200 of the wrong shape': 'Failed to reset password',
    'dropped connection': 'Network error occurred',
  },
  categories: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to fetch categories',
    'blank 500': 'Failed to fetch categories',
    'HTML 502': 'Failed to fetch categories',
    '200 of the wrong shape': 'Failed to fetch categories',
    'dropped connection': 'Network error occurred',
  },
  products: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to fetch products',
    'blank 500': 'Failed to load products',
    'HTML 502': 'Failed to load products',
    '200 of the wrong shape': 'Failed to fetch products',
    'dropped connection': 'Network error occurred',
  },
  productDetails: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to fetch product details',
    'blank 500': 'Failed to load product details',
    'HTML 502': 'Failed to load product details',
    '200 of the wrong shape': 'Failed to fetch product details',
    'dropped connection': 'Network error occurred',
  },
  search: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to fetch products',
    'blank 500': 'Failed to fetch products',
    'HTML 502': 'Failed to fetch products',
    '200 of the wrong shape': 'Failed to fetch products',
    'dropped connection': 'Network error occurred',
  },
  health: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Health check failed',
    'blank 500': 'Health check failed',
    'HTML 502': 'Health check failed',
    '200 of the wrong shape': 'Health check failed',
    'dropped connection': 'Network error occurred',
  },
  addToCart: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to add to cart',
    'blank 500': 'Failed to add to cart',
    'HTML 502': 'Failed to add to cart',
    '200 of the wrong shape': 'Failed to add to cart',
    'dropped connection': 'Network error occurred',
  },
  fetchCart: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to fetch cart',
    'blank 500': 'Failed to fetch cart',
    'HTML 502': 'Failed to fetch cart',
    '200 of the wrong shape': 'Failed to fetch cart',
    'dropped connection': 'Network error occurred',
  },
  removeFromCart: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to delete cart item',
    'blank 500': 'Failed to delete cart item',
    'HTML 502': 'Failed to delete cart item',
    '200 of the wrong shape': 'Failed to delete cart item',
    'dropped connection': 'Network error occurred',
  },
  updateCart: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to update cart item',
    'blank 500': 'Failed to update cart item',
    'HTML 502': 'Failed to update cart item',
    '200 of the wrong shape': 'Failed to update cart item',
    'dropped connection': 'Network error occurred',
  },
  clearCart: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to clear cart',
    'blank 500': 'Failed to clear cart',
    'HTML 502': 'Failed to clear cart',
    '200 of the wrong shape': 'Failed to clear cart',
    'dropped connection': 'Network error occurred',
  },
  profileUser: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to fetch user',
    'blank 500': 'Failed to fetch user',
    'HTML 502': 'Failed to fetch user',
    '200 of the wrong shape': 'Failed to fetch user',
    'dropped connection': 'Network error occurred',
  },
  fetchPhysicalStats: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to fetch physical stats',
    'blank 500': 'Failed to fetch physical stats',
    'HTML 502': 'Failed to fetch physical stats',
    '200 of the wrong shape': 'Failed to fetch physical stats',
    'dropped connection': 'Network error occurred',
  },
  savePhysicalStats: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to save physical stats',
    'blank 500': 'Failed to save physical stats',
    'HTML 502': 'Failed to save physical stats',
    '200 of the wrong shape': 'Failed to save physical stats',
    'dropped connection': 'Network error occurred',
  },
  clearPhysicalStats: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to clear physical stats',
    'blank 500': 'Failed to clear physical stats',
    'HTML 502': 'Failed to clear physical stats',
    '200 of the wrong shape': OK,
    'dropped connection': 'Network error occurred',
  },
  fetchFitAttributes: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to fetch fit attributes',
    'blank 500': 'Failed to fetch fit attributes',
    'HTML 502': 'Failed to fetch fit attributes',
    '200 of the wrong shape': 'Failed to fetch fit attributes',
    'dropped connection': 'Network error occurred',
  },
  fetchUserFitAttributes: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to fetch user fit attributes',
    'blank 500': 'Failed to fetch user fit attributes',
    'HTML 502': 'Failed to fetch user fit attributes',
    '200 of the wrong shape': 'Failed to fetch user fit attributes',
    'dropped connection': 'Network error occurred',
  },
  saveFitAttributes: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to save fit attributes',
    'blank 500': 'Failed to save fit attributes',
    'HTML 502': 'Failed to save fit attributes',
    '200 of the wrong shape': 'Failed to save fit attributes',
    'dropped connection': 'Network error occurred',
  },
  removeFitAttributes: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to remove fit attributes',
    'blank 500': 'Failed to remove fit attributes',
    'HTML 502': 'Failed to remove fit attributes',
    '200 of the wrong shape': 'Failed to remove fit attributes',
    'dropped connection': 'Network error occurred',
  },
  fetchAgeGroups: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to fetch age groups',
    'blank 500': 'Failed to load age groups',
    'HTML 502': 'Failed to load age groups',
    '200 of the wrong shape': 'Failed to fetch age groups',
    'dropped connection': 'Network error occurred',
  },
  fetchUserAgeGroup: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to fetch user age group',
    'blank 500': 'Failed to fetch user age group',
    'HTML 502': 'Failed to fetch user age group',
    '200 of the wrong shape': 'Failed to fetch user age group',
    'dropped connection': 'Network error occurred',
  },
  saveAgeGroup: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to save age group',
    'blank 500': 'Failed to save age group',
    'HTML 502': 'Failed to save age group',
    '200 of the wrong shape': 'Failed to save age group',
    'dropped connection': 'Network error occurred',
  },
  removeAgeGroup: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to remove age group',
    'blank 500': 'Failed to remove age group',
    'HTML 502': 'Failed to remove age group',
    '200 of the wrong shape': 'Failed to remove age group',
    'dropped connection': 'Network error occurred',
  },
  fetchGenders: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to fetch gender options',
    'blank 500': 'Failed to load gender options',
    'HTML 502': 'Failed to load gender options',
    '200 of the wrong shape': 'Failed to fetch gender options',
    'dropped connection': 'Failed to load options',
  },
  fetchPreferredDepartment: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to fetch preferred department',
    'blank 500': 'Failed to fetch preferred department',
    'HTML 502': 'Failed to fetch preferred department',
    '200 of the wrong shape': 'Failed to fetch preferred department',
    'dropped connection': 'Network error occurred',
  },
  setPreferredDepartment: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to set preferred department',
    'blank 500': 'Failed to set preferred department',
    'HTML 502': 'Failed to set preferred department',
    '200 of the wrong shape': 'Failed to set preferred department',
    'dropped connection': 'Network error occurred',
  },
  clearPreferredDepartment: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to deactivate preferred department',
    'blank 500': 'Failed to clear preferred department',
    'HTML 502': 'Failed to clear preferred department',
    '200 of the wrong shape': 'Failed to deactivate preferred department',
    'dropped connection': 'Network error occurred',
  },
  fetchShoeSizes: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to fetch shoe sizes',
    'blank 500': 'Failed to load shoe sizes',
    'HTML 502': 'Failed to load shoe sizes',
    '200 of the wrong shape': 'Failed to fetch shoe sizes',
    'dropped connection': 'Network error occurred',
  },
  fetchUserShoeSize: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to fetch user shoe size',
    'blank 500': 'Failed to fetch user shoe size',
    'HTML 502': 'Failed to fetch user shoe size',
    '200 of the wrong shape': 'Failed to fetch user shoe size',
    'dropped connection': 'Network error occurred',
  },
  saveShoeSize: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to save shoe size',
    'blank 500': 'Failed to save shoe size',
    'HTML 502': 'Failed to save shoe size',
    '200 of the wrong shape': 'Failed to save shoe size',
    'dropped connection': 'Network error occurred',
  },
  removeShoeSize: {
    'server text (423)': S,
    'server text in a 503': S,
    'blank 400': 'Failed to remove shoe size',
    'blank 500': 'Failed to remove shoe size',
    'HTML 502': 'Failed to remove shoe size',
    '200 of the wrong shape': 'Failed to remove shoe size',
    'dropped connection': 'Network error occurred',
  },
};

const serverTexts: Partial<Record<Reply, string>> = {
  'server text (423)': 'Your account has been locked.',
  'server text in a 503': 'Down for maintenance',
};

function callWith(operation: CallOperation, reply: Reply): Promise<unknown> {
  const { endpoint, input } = endpointOf[operation];
  const client = createApiClient({ baseUrl: '/api/v1', fetch: async () => replies[reply]() });
  const call = client.call as (endpoint: Endpoint, input?: object) => Promise<unknown>;
  return call(endpoint, input);
}

const succeeds = (operation: CallOperation, reply: Reply): Promise<boolean> =>
  callWith(operation, reply).then(() => true);

async function failureOf(operation: CallOperation, reply: Reply): Promise<unknown> {
  return callWith(operation, reply).then(
    () => {
      throw new Error(`${operation} did not fail on ${reply}`);
    },
    (error: unknown) => error,
  );
}

describe('the failure table (spec §8): every operation × every way a call fails', () => {
  it('has a row for every operation in use, and tests every row', () => {
    expect(
      Object.keys({ ...callFailures, ...profileCallFailures, oauthSignIn: oauthSignInFailure }).sort(),
    ).toEqual(Object.keys(expected).sort());
  });

  const cases = Object.entries(expected).flatMap(([operation, row]) =>
    Object.entries(row).map(([reply, text]) => [operation as CallOperation, reply as Reply, text] as const),
  );

  it.each(cases)('%s, %s → %j', async (operation, reply, text) => {
    if (text === OK) {
      await expect(succeeds(operation, reply)).resolves.toBe(true);
      return;
    }
    const error = await failureOf(operation, reply);
    expect(error).toBeInstanceOf(ApiError);
    expect(textOf(operation, error)).toBe(text === S ? serverTexts[reply] : text);
  });
});

describe('failureCase', () => {
  it('names the case of each failure', async () => {
    expect(failureCase(await failureOf('signIn', 'server text (423)'))).toBe('server-text');
    expect(failureCase(await failureOf('signIn', 'blank 500'))).toBe('server-error');
    expect(failureCase(await failureOf('signIn', 'HTML 502'))).toBe('server-error');
    expect(failureCase(await failureOf('signIn', 'blank 400'))).toBe('no-usable-text');
    expect(failureCase(await failureOf('signIn', '200 of the wrong shape'))).toBe('no-usable-text');
    expect(failureCase(await failureOf('signIn', 'dropped connection'))).toBe('no-reply');
  });

  it('treats anything that is not an ApiError (a bug) as a reply without usable text', () => {
    expect(failureText('verifyOtp', new TypeError('x is undefined'))).toBe('OTP verification failed');
  });
});
