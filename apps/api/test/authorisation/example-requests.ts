import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, fillPath } from '@shop/core';
import type { InjectOptions } from 'fastify';
import type { AnyEndpoint } from './bearer-endpoints';

/** The ids of one user's own records, as a request about that user names them. */
export interface OwnIds {
  readonly userId: number;
  readonly orderNumber: string;
  readonly addressId: number;
  /** A card token of the user's that still asks for its one-time code. */
  readonly cardToken: string;
}

/** What a request about a user's records is made of: the user's ids and shared catalogue facts. */
export interface RequestFixtures {
  readonly owner: OwnIds;
  /** A product in stock, with a line in the owner's cart. */
  readonly productId: number;
  /** A delivery date whose standard slot can still be chosen. */
  readonly deliveryDate: string;
}

type Example = (fixtures: RequestFixtures) => unknown;

/**
 * A valid value for each path parameter, query field and body field of the bearer endpoints, keyed
 * by its name (the same name means the same thing across the contract). A new endpoint whose
 * fields are all here joins the authorisation matrix as it is; a field missing here fails the
 * matrix with its name (see {@link MissingExampleError}).
 */
export const exampleFields: Readonly<Record<string, Example>> = {
  // The owner's ids.
  userId: (f) => f.owner.userId,
  orderNumber: (f) => f.owner.orderNumber,
  addressId: (f) => f.owner.addressId,
  token: (f) => f.owner.cardToken,
  // Cart.
  productId: (f) => f.productId,
  quantity: () => 1,
  // Addresses.
  fullName: () => 'Kabir Menon',
  mobile: () => '9845012345',
  line1: () => '12, 3rd Cross',
  pin: () => '560034',
  type: () => 'Home',
  // Payments.
  number: () => '4111111111111111',
  expiry: () => '12/28',
  cvv: () => '123',
  name: () => 'Kabir Menon',
  code: () => '123456',
  // Orders.
  idempotencyKey: () => randomUUID(),
  delivery: (f) => ({ date: f.deliveryDate, slot: 'standard' }),
  payment: () => ({ method: 'cod' }),
  // Profile.
  heightUnit: () => 'cm',
  weightUnit: () => 'kg',
  heightValue: () => 172,
  weightValue: () => 68,
  fitAttributeIds: () => [3],
  ageGroupId: () => 3,
  genderId: () => 1,
  size: () => 8,
  width: () => 'Standard',
};

/**
 * How a bearer endpoint must treat another user's id (ARCHITECTURE.md): a `userId` is checked
 * against the token (403, `requireOwnUser`); a record of someone else's must look as if it did not
 * exist (404), so nobody learns which order numbers or addresses are taken.
 */
export const ownedIdKinds: Readonly<Record<string, 'account' | 'record'>> = {
  userId: 'account',
  orderNumber: 'record',
  addressId: 'record',
  token: 'record',
};

export class MissingExampleError extends Error {
  constructor(endpoint: AnyEndpoint, where: string, field: string) {
    super(
      `${endpoint.id}: no example value for the ${where} field "${field}". Add one to exampleFields in ` +
        'apps/api/test/authorisation/example-requests.ts so the authorisation matrix can call the endpoint.',
    );
  }
}

interface SchemaInternals {
  readonly _zod: {
    readonly def: { readonly shape?: Record<string, SchemaInternals> };
    readonly optin?: string;
  };
}

/** Required fields and the optional ones we have an example for, in the schema's order. */
function fieldsOf(endpoint: AnyEndpoint, where: 'query' | 'body', schema: unknown): string[] {
  const shape = (schema as SchemaInternals)._zod.def.shape;
  if (!shape) {
    throw new Error(
      `${endpoint.id}: its ${where} is not a zod object; teach apps/api/test/authorisation/example-requests.ts to build it.`,
    );
  }
  return Object.entries(shape)
    .filter(([name, field]) => field._zod.optin === undefined || name in exampleFields)
    .map(([name]) => name);
}

export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');

/** Every name the endpoint's example request carries: path parameters, then query, then body fields. */
export function carriedFieldNames(endpoint: AnyEndpoint): string[] {
  const query = 'query' in endpoint && endpoint.query ? fieldsOf(endpoint, 'query', endpoint.query) : [];
  const body = 'body' in endpoint && endpoint.body ? fieldsOf(endpoint, 'body', endpoint.body) : [];
  return [...pathParamNames(endpoint.path), ...query, ...body];
}

function exampleObject(
  endpoint: AnyEndpoint,
  where: string,
  names: readonly string[],
  fixtures: RequestFixtures,
): Record<string, unknown> {
  return Object.fromEntries(
    names.map((name) => {
      const example = exampleFields[name];
      if (!example) throw new MissingExampleError(endpoint, where, name);
      return [name, example(fixtures)];
    }),
  );
}

function assertValid(endpoint: AnyEndpoint, where: string, schema: unknown, value: unknown): void {
  const result = (
    schema as { safeParse?: (input: unknown) => { success: boolean; error?: unknown } }
  ).safeParse?.(value);
  if (result && !result.success) {
    throw new Error(
      `${endpoint.id}: the example ${where} ${JSON.stringify(value)} does not pass the contract (${String(
        result.error,
      )}); fix its fields in exampleFields (apps/api/test/authorisation/example-requests.ts).`,
    );
  }
}

/**
 * A request the endpoint's contract accepts, about the fixtures' owner: path, query and body built
 * from {@link exampleFields} and checked against the endpoint's own schemas.
 */
export function exampleRequest(endpoint: AnyEndpoint, fixtures: RequestFixtures): InjectOptions {
  const params = exampleObject(endpoint, 'path', pathParamNames(endpoint.path), fixtures);
  if ('params' in endpoint && endpoint.params)
    assertValid(endpoint, 'path parameters', endpoint.params, params);
  const request: InjectOptions = {
    method: endpoint.method,
    url: API_BASE_PATH + fillPath(endpoint.path, params as Record<string, string | number>),
  };
  if ('query' in endpoint && endpoint.query) {
    const query = exampleObject(endpoint, 'query', fieldsOf(endpoint, 'query', endpoint.query), fixtures);
    assertValid(endpoint, 'query', endpoint.query, query);
    request.query = Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)]));
  }
  if ('body' in endpoint && endpoint.body) {
    const body = exampleObject(endpoint, 'body', fieldsOf(endpoint, 'body', endpoint.body), fixtures);
    assertValid(endpoint, 'body', endpoint.body, body);
    request.payload = body;
  }
  return request;
}
