import { productsOfCategory } from '@shop/catalog';
import { api, type Endpoint } from '@shop/core';
import { accountMessages } from '@shop/core/users';
import { apiUrl } from '@shop/mocks';
import { server } from '@shop/mocks/node';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testQueryClient } from '../../test/router-wrapper';
import { fetchCart } from '../features/cart/api/cart-call';
import { categoriesQueryOptions } from '../features/products/api/categories';
import { apiClient } from './client';
import { healthQueryOptions } from '../features/health/api/health';
import { oauthSignIn } from '../features/google-sign-in/api/oauth-sign-in';
import {
  categoryProductsQueryOptions,
  productDetailQueryOptions,
  productPageQueryOptions,
} from '../features/products/api/products';
import { productSearchQueryOptions } from '../features/products/api/product-search';
import {
  ageGroupOptionsQueryOptions,
  fitAttributeOptionsQueryOptions,
  genderOptionsQueryOptions,
  physicalStatsQueryOptions,
  preferredDepartmentQueryOptions,
  shoeSizeOptionsQueryOptions,
  userAgeGroupQueryOptions,
  userFitAttributesQueryOptions,
  userShoeSizeQueryOptions,
} from '../features/profile/api/profile';
import { clearCalls, saveCalls } from '../features/profile/api/profile-mutations';
import { signOut } from '../features/users/api/sign-out';
import {
  createUser,
  resetPassword,
  sendOtp,
  signIn,
  userQueryOptions,
  verifyOtp,
} from '../features/users/api/users';

/*
 * Every call the storefront makes, answered with the least spec §7 (and, for an entity's fields,
 * §3) promises: a server that keeps to the spec but sends nothing more is read as a success, with
 * the fallback the screen needs, never as a broken reply (which would show a §8 failure or the
 * sample products). Our server sends more; these replies are what another server may send.
 */

/** Runs a query as the storefront does, in a fresh cache without retries. */
const fetchQuery: ReturnType<typeof testQueryClient>['fetchQuery'] = (options) =>
  testQueryClient().fetchQuery(options);

const USER_ID = 7;
const user = { userId: USER_ID, emailId: 'asha@example.in', firstName: 'Asha', lastName: 'Rao' };
const category = {
  id: 1,
  productname: 'Mobiles',
  description: 'Mobiles & Tablets',
  slug: 'mobiles-tablets',
  badge: null,
  imageurl: '/images/categories/1.svg',
  isactive: true,
  displayorder: 1,
};
/** A catalogue product carries exactly the fields of §3. */
const product = productsOfCategory(1)[0]!;
const cartReply = {
  items: [
    {
      itemId: 1,
      productId: product.id,
      quantity: 2,
      product: {
        id: product.id,
        name: product.productname,
        brand: product.brand,
        imageurl: product.imageurl,
        freedelivery: product.freedelivery,
        price: String(product.price),
        oldprice: String(product.oldprice),
        discountpercent: product.discountpercent,
        category: product.categories.slug,
      },
      totals: { total: product.price * 2, youSave: 0 },
    },
  ],
  summary: { subtotal: product.price * 2, youSave: 0, deliveryFee: 0, tax: 0, total: product.price * 2 },
};
const STAMP = '2025-01-02T03:04:05.000Z';
const fitRecord = {
  userId: USER_ID,
  shoulder: { id: 1, attributeName: 'shoulder', optionValue: 'Narrow' },
  created_at: STAMP,
  updated_at: STAMP,
};
const userAgeGroup = { ageGroupId: 2, ageGroup: { id: 2, ageRange: '25-34' } };
const shoeSize = { size: '7', width: 'Standard', shoeSizeId: 3, created_at: STAMP, updated_at: STAMP };
const googleBody = {
  supabaseUserId: 'sb-1',
  email: 'asha@example.in',
  firstName: 'Asha',
  lastName: 'Rao',
  accessToken: 'supabase-access-token',
  provider: 'google',
} as const;

interface Row {
  /** What the row shows: the call, and what its reply lacks. */
  readonly name: string;
  readonly endpoint: Endpoint;
  readonly status?: number;
  /** The spec-minimal reply; undefined answers 204 without a body. */
  readonly reply: unknown;
  /** What the storefront does with the call (its query or call function). */
  readonly read: () => Promise<unknown>;
  /** What the storefront gets: the reply, with the fallback filled in. */
  readonly expected: unknown;
}

const rows: Row[] = [
  // §7 Account
  {
    name: 'sign-in: user and token, no message',
    endpoint: api.users.signIn,
    reply: { user, token: 'token-1' },
    read: () => signIn({ emailId: user.emailId, password: 'Lotus#Pond7' }),
    expected: { user, token: 'token-1', message: accountMessages.signedIn },
  },
  {
    name: 'sign-out: message',
    endpoint: api.users.signOut,
    reply: { message: 'Bye' },
    read: () => signOut(),
    expected: { message: 'Bye' },
  },
  {
    name: 'sign-up: user only (no token, no message)',
    endpoint: api.users.createUser,
    status: 201,
    reply: { user },
    read: () =>
      createUser({ firstName: 'Asha', lastName: 'Rao', emailId: user.emailId, password: 'Lotus#Pond7' }),
    expected: { user, token: '', message: accountMessages.created },
  },
  {
    name: 'forgot password: no reply fields',
    endpoint: api.users.forgotPassword,
    reply: {},
    read: () => sendOtp(user.emailId),
    expected: {},
  },
  {
    name: 'verify OTP: token instead of resetToken, no message',
    endpoint: api.users.verifyOtp,
    reply: { token: 'reset-1' },
    read: () => verifyOtp(user.emailId, '123456'),
    expected: { resetToken: 'reset-1' },
  },
  {
    name: 'verify OTP: resetToken, no message',
    endpoint: api.users.verifyOtp,
    reply: { resetToken: 'reset-2' },
    read: () => verifyOtp(user.emailId, '123456'),
    expected: { resetToken: 'reset-2' },
  },
  {
    name: 'reset password: no reply fields',
    endpoint: api.users.resetPassword,
    reply: {},
    read: () =>
      resetPassword({ resetToken: 'reset-1', newPassword: 'Lotus#Pond8', confirmPassword: 'Lotus#Pond8' }),
    expected: {},
  },
  {
    name: 'Google sign-in: user.id, first and last name only',
    endpoint: api.users.oauthSignIn,
    reply: { user: { id: USER_ID, firstName: 'Asha', lastName: 'Rao' } },
    read: () => oauthSignIn(googleBody),
    // The e-mail is the one Google gave; the token the third-party session's (§4 OAuth callback).
    expected: { user, token: googleBody.accessToken, message: accountMessages.signedIn },
  },
  {
    name: 'Google sign-in: user.userId',
    endpoint: api.users.oauthSignIn,
    reply: { user: { userId: USER_ID, firstName: 'Asha', lastName: 'Rao' }, token: 'token-2' },
    read: () => oauthSignIn(googleBody),
    expected: { user, token: 'token-2', message: accountMessages.signedIn },
  },
  {
    name: 'user: the body itself, no userId',
    endpoint: api.users.getUser,
    reply: { firstName: 'Asha', lastName: 'Rao', emailId: user.emailId },
    read: () => fetchQuery(userQueryOptions(USER_ID)),
    expected: user,
  },
  {
    name: 'user: under user, no userId',
    endpoint: api.users.getUser,
    reply: { user: { firstName: 'Asha', lastName: 'Rao', emailId: user.emailId } },
    read: () => fetchQuery(userQueryOptions(USER_ID)),
    expected: user,
  },
  {
    name: 'physical stats: the values, no updated_at',
    endpoint: api.users.getPhysicalStats,
    reply: { stats: { heightCm: 170, weightKg: 65 } },
    read: () => fetchQuery(physicalStatsQueryOptions(USER_ID)),
    expected: { heightCm: 170, weightKg: 65 },
  },
  {
    name: 'save physical stats: no reply fields (the row reads again)',
    endpoint: api.users.savePhysicalStats,
    reply: {},
    read: () =>
      saveCalls.physicalStats({
        userId: USER_ID,
        heightUnit: 'cm',
        weightUnit: 'kg',
        heightValue: 170,
        weightValue: 65,
      }),
    expected: undefined,
  },
  {
    name: 'clear physical stats: 204',
    endpoint: api.users.clearPhysicalStats,
    status: 204,
    reply: undefined,
    read: () => clearCalls.physicalStats(USER_ID),
    expected: undefined,
  },
  // §7 Catalogue
  {
    name: 'categories: products',
    endpoint: api.products.listCategories,
    reply: { products: [category] },
    read: () => fetchQuery(categoriesQueryOptions()),
    expected: [category],
  },
  {
    name: 'listing: products only, none (no total, page or limit)',
    endpoint: api.products.listByCategory,
    reply: { products: [] },
    read: () => fetchQuery(categoryProductsQueryOptions(1)),
    expected: { products: [], total: 0 },
  },
  {
    name: 'listing: products only, one',
    endpoint: api.products.listByCategory,
    reply: { products: [product] },
    read: () => fetchQuery(categoryProductsQueryOptions(1)),
    expected: { products: [product], total: 1 },
  },
  {
    name: 'a page of products (home sections): products only',
    endpoint: api.products.listByCategory,
    reply: { products: [product] },
    read: () => fetchQuery(productPageQueryOptions({ categoryId: 1, page: 1, limit: 2 })),
    expected: { products: [product], total: 1, page: 1, limit: 1 },
  },
  {
    name: 'details: product',
    endpoint: api.products.getByIds,
    reply: { product },
    read: () => fetchQuery(productDetailQueryOptions(1, product.id)),
    expected: product,
  },
  {
    name: 'header search (ours): products',
    endpoint: api.products.search,
    reply: { products: [] },
    read: () => fetchQuery(productSearchQueryOptions({ q: 'pixel' })),
    expected: [],
  },
  {
    name: 'health: status and message',
    endpoint: api.health.check,
    reply: { status: 'ok', message: 'Server is running' },
    read: () => fetchQuery(healthQueryOptions()),
    expected: { status: 'ok', message: 'Server is running' },
  },
  // §7 Cart: items and summary (the entities of §3)
  {
    name: 'cart: items and summary',
    endpoint: api.cart.get,
    reply: cartReply,
    read: () => fetchCart(),
    expected: cartReply,
  },
  {
    name: 'add to cart: items and summary',
    endpoint: api.cart.add,
    reply: cartReply,
    read: () => apiClient.call(api.cart.add, { body: { productId: product.id } }),
    expected: cartReply,
  },
  {
    name: 'remove from cart: items and summary',
    endpoint: api.cart.remove,
    reply: cartReply,
    read: () => apiClient.call(api.cart.remove, { body: { productId: product.id } }),
    expected: cartReply,
  },
  {
    name: 'cart quantity (not shown in §7): items and summary',
    endpoint: api.cart.update,
    reply: cartReply,
    read: () => apiClient.call(api.cart.update, { body: { productId: product.id, quantity: 2 } }),
    expected: cartReply,
  },
  {
    name: 'clear cart (not shown in §7): items and summary',
    endpoint: api.cart.clear,
    reply: cartReply,
    read: () => apiClient.call(api.cart.clear),
    expected: cartReply,
  },
  // §7 Profile
  {
    name: 'fit attributes: data',
    endpoint: api.profile.listFitAttributes,
    reply: {
      data: [{ attributeName: 'Shoulder', category: 'womens', options: [{ id: 1, value: 'Narrow' }] }],
    },
    read: () => fetchQuery(fitAttributeOptionsQueryOptions()),
    expected: [{ attributeName: 'Shoulder', category: 'womens', options: [{ id: 1, value: 'Narrow' }] }],
  },
  {
    name: 'user fit attributes: userFitAttributes',
    endpoint: api.profile.getUserFitAttributes,
    reply: { userFitAttributes: fitRecord },
    read: () => fetchQuery(userFitAttributesQueryOptions(USER_ID)),
    expected: fitRecord,
  },
  {
    name: 'save fit attributes: userFitAttributes and message',
    endpoint: api.profile.saveFitAttributes,
    reply: { userFitAttributes: fitRecord, message: 'Saved' },
    read: () => saveCalls.fitAttributes({ userId: USER_ID, fitAttributeIds: [1] }),
    expected: fitRecord,
  },
  {
    name: 'clear fit attributes: message',
    endpoint: api.profile.clearFitAttributes,
    reply: { message: 'Removed' },
    read: () => clearCalls.fitAttributes(USER_ID),
    expected: { message: 'Removed' },
  },
  {
    name: 'age groups: ageGroups',
    endpoint: api.profile.listAgeGroups,
    reply: { ageGroups: [{ id: 2, ageRange: '25-34' }] },
    read: () => fetchQuery(ageGroupOptionsQueryOptions()),
    expected: [{ id: 2, ageRange: '25-34' }],
  },
  {
    name: 'user age group: userAgeGroup',
    endpoint: api.profile.getUserAgeGroup,
    reply: { userAgeGroup },
    read: () => fetchQuery(userAgeGroupQueryOptions(USER_ID)),
    expected: userAgeGroup,
  },
  {
    name: 'save age group: userAgeGroup and message',
    endpoint: api.profile.saveAgeGroup,
    reply: { userAgeGroup, message: 'Saved' },
    read: () => saveCalls.ageGroup({ userId: USER_ID, ageGroupId: 2 }),
    expected: userAgeGroup,
  },
  {
    name: 'clear age group: no reply fields',
    endpoint: api.profile.clearAgeGroup,
    reply: {},
    read: () => clearCalls.ageGroup(USER_ID),
    expected: {},
  },
  {
    name: 'genders: genders',
    endpoint: api.profile.listGenders,
    reply: { genders: [{ id: 1, gender: "Women's" }] },
    read: () => fetchQuery(genderOptionsQueryOptions()),
    expected: [{ id: 1, gender: "Women's" }],
  },
  {
    name: 'preferred department: department as text',
    endpoint: api.profile.getPreferredDepartment,
    reply: { department: "Women's" },
    read: () => fetchQuery(preferredDepartmentQueryOptions(USER_ID)),
    expected: { gender: "Women's", isActive: true },
  },
  {
    name: 'preferred department: gender as text',
    endpoint: api.profile.getPreferredDepartment,
    reply: { gender: "Men's" },
    read: () => fetchQuery(preferredDepartmentQueryOptions(USER_ID)),
    expected: { gender: "Men's", isActive: true },
  },
  {
    name: 'set preferred department: department as text',
    endpoint: api.profile.setPreferredDepartment,
    reply: { department: "Women's" },
    read: () => saveCalls.department({ userId: USER_ID, genderId: 1 }),
    expected: { gender: "Women's", isActive: true },
  },
  {
    name: 'deactivate preferred department: no reply fields',
    endpoint: api.profile.deactivatePreferredDepartment,
    reply: {},
    read: () => clearCalls.department(USER_ID),
    expected: {},
  },
  {
    name: 'shoe sizes: shoeSizes and widths',
    endpoint: api.profile.listShoeSizes,
    reply: { shoeSizes: [{ id: 3, size: '7' }], widths: ['Narrow', 'Standard', 'Wide'] },
    read: () => fetchQuery(shoeSizeOptionsQueryOptions()),
    expected: { shoeSizes: [{ id: 3, size: '7' }], widths: ['Narrow', 'Standard', 'Wide'] },
  },
  {
    name: 'user shoe size: userShoeSize',
    endpoint: api.profile.getUserShoeSize,
    reply: { userShoeSize: shoeSize },
    read: () => fetchQuery(userShoeSizeQueryOptions(USER_ID)),
    expected: shoeSize,
  },
  {
    name: 'user shoe size: nested under shoeSize',
    endpoint: api.profile.getUserShoeSize,
    reply: { userShoeSize: { shoeSize } },
    read: () => fetchQuery(userShoeSizeQueryOptions(USER_ID)),
    expected: shoeSize,
  },
  {
    name: 'user shoe size: under shoeSize instead of userShoeSize',
    endpoint: api.profile.getUserShoeSize,
    reply: { shoeSize },
    read: () => fetchQuery(userShoeSizeQueryOptions(USER_ID)),
    expected: shoeSize,
  },
  {
    name: 'save shoe size: no reply fields (the row reads again)',
    endpoint: api.profile.saveShoeSize,
    reply: {},
    read: () => saveCalls.shoeSize({ userId: USER_ID, size: '7', width: 'Standard' }),
    expected: undefined,
  },
  {
    name: 'clear shoe size: no reply fields',
    endpoint: api.profile.clearShoeSize,
    reply: {},
    read: () => clearCalls.shoeSize(USER_ID),
    expected: {},
  },
];

const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

function answer({ endpoint, reply, status = 200 }: Row) {
  server.use(
    methods[endpoint.method](apiUrl(endpoint), () =>
      reply === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(reply, { status }),
    ),
  );
}

describe('every storefront call reads a spec-minimal reply as a success (§7)', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    answer(row);
    await expect(row.read()).resolves.toEqual(row.expected);
  });

  it('has a row for every call of §7’s areas', () => {
    const specAreas = [api.users, api.products, api.health, api.cart, api.profile];
    const calls = specAreas.flatMap((area) => Object.values(area).map((endpoint) => endpoint.id));
    expect(new Set(rows.map((row) => row.endpoint.id))).toEqual(new Set(calls));
  });
});
