import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  AddToCartRequestSchema,
  allEndpoints,
  api,
  CartItemSchema,
  CartSummarySchema,
  CategorySchema,
  CreateUserRequestSchema,
  ErrorReplySchema,
  ListingRequestSchema,
  OAuthSignInRequestSchema,
  ProductByIdsRequestSchema,
  ProductSchema,
  RemoveFromCartRequestSchema,
  ResetPasswordRequestSchema,
  SavePhysicalStatsRequestSchema,
  SessionReplySchema,
  SignInRequestSchema,
  SpecificationSchema,
  UpdateCartRequestSchema,
  UserFitAttributesSchema,
  UserShoeSizeSchema,
  VerifyOtpRequestSchema,
} from '.';

function keysOf(schema: z.ZodMiniType | undefined): string[] {
  expect(schema).toBeInstanceOf(z.ZodMiniObject);
  return Object.keys((schema as z.ZodMiniObject).shape).sort();
}

const sorted = (keys: string[]) => [...keys].sort();

/** Endpoint parts are optional in the `Endpoint` type; these tests need them present. */
function defined<T>(value: T | undefined): T {
  expect(value).toBeDefined();
  return value as T;
}

describe('the endpoint table', () => {
  it('has a unique id per endpoint, named <area>.<call> after its area', () => {
    const ids = allEndpoints.map((endpoint) => endpoint.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [area, endpoints] of Object.entries(api)) {
      for (const endpoint of Object.values(endpoints))
        expect(endpoint.id).toMatch(new RegExp(`^${area}\\.\\w+$`));
    }
  });

  it('has a unique (method, path) per endpoint', () => {
    const routes = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('writes every path from the API base with a leading slash', () => {
    for (const endpoint of allEndpoints) expect(endpoint.path).toMatch(/^\/[\w\-/:]*$/);
  });

  it('declares exactly the path parameters its path names', () => {
    for (const endpoint of allEndpoints) {
      const named = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      expect(endpoint.params ? keysOf(endpoint.params) : [], endpoint.id).toEqual(sorted(named));
    }
  });

  it('lists 401 for every bearer endpoint', () => {
    const bearer = allEndpoints.filter((endpoint) => endpoint.auth === 'bearer');
    expect(bearer.length).toBeGreaterThan(0);
    for (const endpoint of bearer) expect(endpoint.errors, endpoint.id).toContain(401);
  });

  it('lists 400 for every endpoint that takes input', () => {
    for (const endpoint of allEndpoints.filter((e) => e.body || e.params || e.query)) {
      expect(endpoint.errors, endpoint.id).toContain(400);
    }
  });

  it('sends listing, details and health without a token (§6)', () => {
    for (const endpoint of [
      api.products.listCategories,
      api.products.listByCategory,
      api.products.getByIds,
      api.health.check,
    ]) {
      expect(endpoint.auth).toBe('none');
    }
  });

  it('needs a bearer token for cart, profile and physical stats (§6, §7)', () => {
    for (const endpoint of [...Object.values(api.cart), ...Object.values(api.profile)]) {
      expect(endpoint.auth, endpoint.id).toBe('bearer');
    }
    expect(api.users.getPhysicalStats.auth).toBe('bearer');
    expect(api.users.getUser.auth).toBe('bearer');
  });

  it('answers 204 only with an empty reply', () => {
    for (const endpoint of allEndpoints.filter((e) => e.status === 204)) {
      expect(endpoint.reply.safeParse(undefined).success, endpoint.id).toBe(true);
    }
    expect(api.users.clearPhysicalStats.status).toBe(204);
  });

  it('uses the calls and paths of §7', () => {
    const routes = new Set(allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    for (const route of [
      'POST /users/signIn',
      'POST /users/signOut',
      'POST /users/createUser',
      'POST /users/forgot-password',
      'POST /users/verify-otp',
      'POST /users/reset-password',
      'POST /users/oauth-signin',
      'GET /users/:userId',
      'GET /users/physical-stats',
      'POST /users/physical-stats',
      'DELETE /users/physical-stats',
      'GET /products',
      'POST /products/by-category',
      'POST /products/by-ids',
      'GET /health',
      'GET /cart',
      'POST /cart',
      'DELETE /cart',
      'GET /fit-attributes',
      'GET /fit-attributes/:userId',
      'POST /fit-attributes',
      'DELETE /fit-attributes/:userId',
      'GET /age-group',
      'GET /age-group/:userId',
      'POST /age-group',
      'DELETE /age-group/:userId',
      'GET /gender',
      'GET /preferred-department/:userId',
      'POST /preferred-department',
      'PUT /preferred-department/:userId',
      'GET /shoe-size',
      'GET /shoe-size/:userId',
      'POST /shoe-size',
      'DELETE /shoe-size/:userId',
    ]) {
      expect(routes.has(route), route).toBe(true);
    }
  });
});

describe('request field names (§3, §7) exactly', () => {
  it.each([
    ['signIn', SignInRequestSchema, ['emailId', 'password']],
    ['createUser', CreateUserRequestSchema, ['firstName', 'lastName', 'emailId', 'password']],
    ['verify-otp', VerifyOtpRequestSchema, ['email', 'otp']],
    ['reset-password', ResetPasswordRequestSchema, ['resetToken', 'newPassword', 'confirmPassword']],
    [
      'oauth-signin',
      OAuthSignInRequestSchema,
      ['supabaseUserId', 'email', 'firstName', 'lastName', 'accessToken', 'avatarUrl', 'provider'],
    ],
    [
      'physical-stats',
      SavePhysicalStatsRequestSchema,
      ['userId', 'heightUnit', 'weightUnit', 'heightValue', 'weightValue'],
    ],
    ['by-category', ListingRequestSchema, ['categoryid', 'page', 'limit']],
    ['by-ids', ProductByIdsRequestSchema, ['categoryId', 'productId']],
    ['cart add', AddToCartRequestSchema, ['productId', 'quantity', 'options', 'requestId']],
    ['cart update', UpdateCartRequestSchema, ['productId', 'quantity']],
    ['cart remove', RemoveFromCartRequestSchema, ['productId']],
  ] as const)('%s', (_name, schema, keys) => {
    expect(keysOf(schema)).toEqual(sorted([...keys]));
  });

  it.each([
    ['forgot-password', api.users.forgotPassword.body, ['email']],
    ['save fit attributes', api.profile.saveFitAttributes.body, ['userId', 'fitAttributeIds']],
    ['save age group', api.profile.saveAgeGroup.body, ['userId', 'ageGroupId']],
    ['set preferred department', api.profile.setPreferredDepartment.body, ['userId', 'genderId']],
    ['save shoe size', api.profile.saveShoeSize.body, ['userId', 'size', 'width']],
    ['clear physical stats (query)', api.users.clearPhysicalStats.query, ['userId']],
  ] as const)('%s', (_name, schema, keys) => {
    expect(keysOf(schema)).toEqual(sorted([...keys]));
  });

  it('a cart add may carry a requestId (a UUID, our idempotency key); callers without one stay valid', () => {
    const requestId = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
    expect(AddToCartRequestSchema.parse({ productId: 7, requestId })).toEqual({
      productId: 7,
      quantity: 1,
      requestId,
    });
    expect(AddToCartRequestSchema.parse({ productId: 7 })).toEqual({ productId: 7, quantity: 1 });
  });

  it('sends no body where §7 shows none', () => {
    expect(api.users.signOut.body).toBeUndefined();
    expect(api.profile.deactivatePreferredDepartment.body).toBeUndefined();
    expect(api.cart.get.body).toBeUndefined();
  });

  it('defaults the listing to page 1 and limit 12 (§7)', () => {
    expect(ListingRequestSchema.parse({ categoryid: 3 })).toEqual({ categoryid: 3, page: 1, limit: 12 });
    expect(ListingRequestSchema.parse({ categoryid: 0, page: 1, limit: 100 })).toEqual({
      categoryid: 0,
      page: 1,
      limit: 100,
    });
  });

  it("the Google sign-in provider is 'google'", () => {
    const body = { supabaseUserId: 'u1', email: 'a@b.in', accessToken: 't', provider: 'google' };
    expect(OAuthSignInRequestSchema.safeParse(body).success).toBe(true);
    expect(OAuthSignInRequestSchema.safeParse({ ...body, provider: 'github' }).success).toBe(false);
  });
});

describe('request schemas refuse wrong types', () => {
  it.each([
    ['signIn without password', SignInRequestSchema, { emailId: 'a@b.in' }],
    ['signIn with a numeric password', SignInRequestSchema, { emailId: 'a@b.in', password: 123 }],
    [
      'createUser with emailId as email',
      CreateUserRequestSchema,
      { firstName: 'A', lastName: 'B', email: 'a@b.in', password: 'x' },
    ],
    ['verify-otp with a numeric otp', VerifyOtpRequestSchema, { email: 'a@b.in', otp: 123456 }],
    ['reset without confirmPassword', ResetPasswordRequestSchema, { resetToken: 't', newPassword: 'x' }],
    ['listing with categoryid as text', ListingRequestSchema, { categoryid: '1' }],
    ['listing with page 0', ListingRequestSchema, { categoryid: 1, page: 0 }],
    ['listing with limit 101', ListingRequestSchema, { categoryid: 1, limit: 101 }],
    ['by-ids with productId as text', ProductByIdsRequestSchema, { categoryId: 1, productId: '7' }],
    ['cart add with productId as text', AddToCartRequestSchema, { productId: '7', quantity: 1 }],
    ['cart add with quantity 0', AddToCartRequestSchema, { productId: 7, quantity: 0 }],
    ['cart add with quantity 1.5', AddToCartRequestSchema, { productId: 7, quantity: 1.5 }],
    [
      'cart add with a requestId that is not a UUID',
      AddToCartRequestSchema,
      { productId: 7, requestId: 'r-1' },
    ],
    ['cart update without quantity', UpdateCartRequestSchema, { productId: 7 }],
    [
      'physical stats in inches',
      SavePhysicalStatsRequestSchema,
      { userId: 1, heightUnit: 'in', weightUnit: 'kg', heightValue: 70, weightValue: 60 },
    ],
    [
      'physical stats with text values',
      SavePhysicalStatsRequestSchema,
      { userId: 1, heightUnit: 'cm', weightUnit: 'kg', heightValue: '170', weightValue: 60 },
    ],
    [
      'physical stats with 0',
      SavePhysicalStatsRequestSchema,
      { userId: 1, heightUnit: 'cm', weightUnit: 'kg', heightValue: 0, weightValue: 60 },
    ],
  ] as const)('%s', (_name, schema, body) => {
    expect((schema as z.ZodMiniType).safeParse(body).success).toBe(false);
  });

  it('refuses a shoe width outside Narrow/Standard/Wide and fit ids as text', () => {
    const shoe = defined(api.profile.saveShoeSize.body);
    expect(shoe.safeParse({ userId: 1, size: 9, width: 'Wide' }).success).toBe(true);
    expect(shoe.safeParse({ userId: 1, size: 9, width: 'Extra Wide' }).success).toBe(false);
    const fit = defined(api.profile.saveFitAttributes.body);
    expect(fit.safeParse({ userId: 1, fitAttributeIds: [1, 2] }).success).toBe(true);
    expect(fit.safeParse({ userId: 1, fitAttributeIds: ['1'] }).success).toBe(false);
    expect(fit.safeParse({ userId: 1, fitAttributeIds: [] }).success).toBe(false);
  });

  it('reads path ids from text but only whole positive numbers', () => {
    const params = defined(api.users.getUser.params);
    expect(params.parse({ userId: '7' })).toEqual({ userId: 7 });
    for (const userId of ['abc', '0', '-1', '1.5'])
      expect(params.safeParse({ userId }).success, userId).toBe(false);
  });
});

describe('reply field names (§3) exactly', () => {
  it('session: user and token', () => {
    expect(keysOf(SessionReplySchema)).toEqual(['message', 'token', 'user']);
    expect(keysOf(SessionReplySchema.shape.user)).toEqual(
      sorted(['userId', 'emailId', 'firstName', 'lastName']),
    );
  });

  it('cart items and summary', () => {
    expect(keysOf(CartItemSchema)).toEqual(
      sorted(['itemId', 'productId', 'quantity', 'options', 'product', 'totals']),
    );
    expect(keysOf(CartItemSchema.shape.product)).toEqual(
      sorted([
        'id',
        'name',
        'brand',
        'imageurl',
        'freedelivery',
        'price',
        'oldprice',
        'discountpercent',
        'category',
      ]),
    );
    expect(keysOf(CartItemSchema.shape.totals)).toEqual(['total', 'youSave']);
    expect(keysOf(CartSummarySchema)).toEqual(sorted(['subtotal', 'youSave', 'deliveryFee', 'tax', 'total']));
    // §3: cart line prices travel as text.
    expect(CartItemSchema.shape.product.shape.price.safeParse(1499).success).toBe(false);
  });

  it('category and product', () => {
    expect(keysOf(CategorySchema)).toEqual(
      sorted(['id', 'productname', 'description', 'slug', 'badge', 'imageurl', 'isactive', 'displayorder']),
    );
    expect(keysOf(ProductSchema)).toEqual(
      sorted([
        'id',
        'productname',
        'brand',
        'price',
        'oldprice',
        'starrating',
        'ratingscount',
        'stock',
        'imageurl',
        'freedelivery',
        'discountpercent',
        'description',
        'categoryid',
        'categories',
        'productdetails',
        'keyfeatures',
        'specifications',
        'badge',
      ]),
    );
    expect(keysOf(ProductSchema.shape.categories)).toEqual(['slug']);
    expect(keysOf(ProductSchema.shape.keyfeatures)).toEqual(['Key Features']);
    expect(keysOf(SpecificationSchema)).toEqual(
      sorted([
        'screensize',
        'ram',
        'battery',
        'operating_system',
        'waterresistance',
        'camera',
        'processor',
        'displaytype',
        'connectivity',
      ]),
    );
    expect(keysOf(api.products.listByCategory.reply)).toEqual(expect.arrayContaining(['products', 'total']));
    expect(keysOf(api.products.listCategories.reply)).toEqual(['products']);
    expect(keysOf(api.products.getByIds.reply)).toEqual(['product']);
  });

  it('profile records', () => {
    expect(keysOf(UserFitAttributesSchema)).toEqual(
      sorted(['userId', 'shoulder', 'waist', 'thighs', 'hips', 'created_at', 'updated_at']),
    );
    expect(keysOf(UserShoeSizeSchema)).toEqual(
      sorted(['size', 'width', 'shoeSizeId', 'created_at', 'updated_at']),
    );
    expect(keysOf(api.profile.listFitAttributes.reply)).toEqual(['data']);
    expect(keysOf(api.profile.getUserFitAttributes.reply)).toEqual(['userFitAttributes']);
    expect(keysOf(api.profile.listAgeGroups.reply)).toEqual(['ageGroups']);
    expect(keysOf(api.profile.getUserAgeGroup.reply)).toEqual(['userAgeGroup']);
    expect(keysOf(api.profile.listGenders.reply)).toEqual(['genders']);
    expect(keysOf(api.profile.listShoeSizes.reply)).toEqual(['shoeSizes', 'widths']);
    expect(keysOf(api.profile.getUserShoeSize.reply)).toEqual(['userShoeSize']);
    expect(keysOf(api.users.getPhysicalStats.reply)).toEqual(['stats']);
    expect(keysOf(api.users.verifyOtp.reply)).toEqual(expect.arrayContaining(['resetToken']));
    expect(keysOf(api.health.check.reply)).toEqual(['message', 'status']);
  });

  it('error replies: error, optional details', () => {
    expect(ErrorReplySchema.safeParse({ error: 'Authentication required' }).success).toBe(true);
    expect(
      ErrorReplySchema.safeParse({ error: 'Invalid input', details: { email: 'is required' } }).success,
    ).toBe(true);
    expect(ErrorReplySchema.safeParse({ message: 'no error field' }).success).toBe(false);
  });
});
