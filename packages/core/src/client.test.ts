import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  ApiError,
  type CallArgs,
  createApiClient,
  isHttpStatus,
  joinUrl,
  readCookie,
  serverTextFrom,
  toQueryString,
} from './client';
import { api, type ReplyOf } from './contract';

const cartReply = {
  items: [],
  summary: { subtotal: 0, youSave: 0, deliveryFee: 0, tax: 0, total: 0 },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake fetch that records each request and answers with `reply`. */
function fakeFetch(reply: () => Response | Promise<Response>) {
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    return reply();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

function headersOf(init: RequestInit): Record<string, string> {
  return init.headers as Record<string, string>;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('joinUrl (§7)', () => {
  it.each([
    ['/api/v1', '/cart', '/api/v1/cart'],
    ['/api/v1', 'cart', '/api/v1/cart'],
    ['/api/v1/', '/cart', '/api/v1/cart'],
    ['/api/v1//', '//cart', '/api/v1/cart'],
    ['https://shop.example/api/v1', 'users/signIn', 'https://shop.example/api/v1/users/signIn'],
    ['', 'health', '/health'],
  ])('%j + %j → %j', (base, path, url) => {
    expect(joinUrl(base, path)).toBe(url);
  });
});

describe('serverTextFrom (§8)', () => {
  const none = null;

  it.each([
    [{ error: 'Authentication required', message: 'm' }, 'Authentication required'],
    [{ error: { message: 'Invalid login' } }, 'Invalid login'],
    [{ details: 'Quantity too large', message: 'm' }, 'Quantity too large'],
    [{ details: { quantity: 'must be at least 1', productId: 'is required' } }, 'must be at least 1'],
    [{ details: { quantity: 3, productId: 'is required' } }, 'is required'],
    [{ message: 'Email already registered' }, 'Email already registered'],
    [{ error: '', details: {}, message: '  ' }, none],
    [{}, none],
    ['<html>Bad gateway</html>', none],
    [null, none],
    [undefined, none],
  ])('%j → %j', (body, text) => {
    expect(serverTextFrom(body)).toBe(text);
  });
});

describe('readCookie', () => {
  const header = 'theme=dark; auth_token=abc.def%2Bghi; empty=; quoted="q v"';

  it('reads one cookie, decoded', () => {
    expect(readCookie(header, 'auth_token')).toBe('abc.def+ghi');
    expect(readCookie(header, 'theme')).toBe('dark');
    expect(readCookie(header, 'quoted')).toBe('q v');
    expect(readCookie(header, 'empty')).toBe('');
  });

  it('is null when absent, and does not match on a suffix', () => {
    expect(readCookie(header, 'token')).toBeNull();
    expect(readCookie('', 'auth_token')).toBeNull();
  });

  it('keeps a value that is not valid percent-encoding', () => {
    expect(readCookie('a=100%', 'a')).toBe('100%');
  });
});

describe('toQueryString', () => {
  it('encodes defined values', () => {
    expect(toQueryString({ userId: 7, email: 'a+b@c.in', skip: undefined })).toBe(
      '?userId=7&email=a%2Bb%40c.in',
    );
    expect(toQueryString({})).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });
});

describe('createApiClient: requests', () => {
  it('sends method and filled path, without body or content type when there is none', async () => {
    const { fetch, requests } = fakeFetch(() =>
      json({ user: { userId: 7, emailId: 'a@b.in', firstName: 'A', lastName: 'B' } }),
    );
    const client = createApiClient({ baseUrl: '/api/v1/', fetch, getToken: () => 'tok' });
    await client.call(api.users.getUser, { params: { userId: 7 } });
    expect(requests).toHaveLength(1);
    const [{ url, init }] = requests as [{ url: string; init: RequestInit }];
    expect(url).toBe('/api/v1/users/7');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headersOf(init)['Content-Type']).toBeUndefined();
  });

  it('sends a JSON body with its content type', async () => {
    const { fetch, requests } = fakeFetch(() => json(cartReply));
    const client = createApiClient({ baseUrl: '/api/v1', fetch, getToken: () => 'tok' });
    await client.call(api.cart.add, { body: { productId: 12, quantity: 2 } });
    const init = requests[0]?.init ?? {};
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ productId: 12, quantity: 2 });
    expect(headersOf(init)['Content-Type']).toBe('application/json');
  });

  it('builds the query string', async () => {
    const { fetch, requests } = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ baseUrl: '/api/v1', fetch, getToken: () => 'tok' });
    await client.call(api.users.clearPhysicalStats, { query: { userId: 7 } });
    expect(requests[0]?.url).toBe('/api/v1/users/physical-stats?userId=7');
    expect(requests[0]?.init.method).toBe('DELETE');
  });

  it('adds the bearer token to bearer endpoints only', async () => {
    const { fetch, requests } = fakeFetch(() => json(cartReply));
    const client = createApiClient({ baseUrl: '/api/v1', fetch, getToken: () => 'tok-123' });
    await client.call(api.cart.get);
    expect(headersOf(requests[0]?.init ?? {}).Authorization).toBe('Bearer tok-123');

    const health = fakeFetch(() => json({ status: 'ok', message: 'All good' }));
    const anonymous = createApiClient({ baseUrl: '/api/v1', fetch: health.fetch, getToken: () => 'tok-123' });
    await anonymous.call(api.health.check);
    expect(headersOf(health.requests[0]?.init ?? {}).Authorization).toBeUndefined();
  });

  it('sends no Authorization header without a token', async () => {
    const { fetch, requests } = fakeFetch(() => json(cartReply));
    await createApiClient({ baseUrl: '/api/v1', fetch, getToken: () => null }).call(api.cart.get);
    await createApiClient({ baseUrl: '/api/v1', fetch }).call(api.cart.get);
    for (const { init } of requests) expect(headersOf(init).Authorization).toBeUndefined();
  });

  it('reads the token at call time (a sign-in between calls counts)', async () => {
    let token: string | null = null;
    const { fetch, requests } = fakeFetch(() => json(cartReply));
    const client = createApiClient({ baseUrl: '/api/v1', fetch, getToken: () => token });
    await client.call(api.cart.get);
    token = 'fresh';
    await client.call(api.cart.get);
    expect(requests.map(({ init }) => headersOf(init).Authorization)).toEqual([undefined, 'Bearer fresh']);
  });

  it('uses globalThis.fetch by default, looked up at call time', async () => {
    const { fetch, requests } = fakeFetch(() => json({ status: 'ok', message: 'up' }));
    const client = createApiClient({ baseUrl: '/api/v1' });
    vi.stubGlobal('fetch', fetch);
    try {
      await expect(client.call(api.health.check)).resolves.toEqual({
        status: 'ok',
        message: 'up',
      });
      expect(requests[0]?.url).toBe('/api/v1/health');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('createApiClient: replies', () => {
  it('returns the reply parsed with the contract', async () => {
    const { fetch } = fakeFetch(() => json({ ...cartReply, extra: 'dropped' }));
    const reply = await createApiClient({ baseUrl: '', fetch }).call(api.cart.get);
    expect(reply).toEqual(cartReply);
  });

  it("reads with the endpoint's spec-minimal `read` schema: a listing of §7 (products only) fills in the rest", async () => {
    const { fetch } = fakeFetch(() => json({ products: [] }));
    const reply = await createApiClient({ baseUrl: '', fetch }).call(api.products.listByCategory, {
      body: { categoryid: 1 },
    });
    expect(reply).toEqual({ products: [], total: 0, page: 1, limit: 0 });
    // The server's own contract still requires them.
    expect(api.products.listByCategory.reply.safeParse({ products: [] }).success).toBe(false);
  });

  it('returns undefined for 204', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    const reply = await createApiClient({ baseUrl: '', fetch }).call(api.users.clearPhysicalStats, {
      query: { userId: 7 },
    });
    expect(reply).toBeUndefined();
  });

  it("rejects a 2xx reply that does not match the contract with kind 'invalid-reply'", async () => {
    const { fetch } = fakeFetch(() => json({ items: 'nope' }));
    const error = await failure(createApiClient({ baseUrl: '', fetch }).call(api.cart.get));
    expect(error.kind).toBe('invalid-reply');
    expect(error.message).toBe('cart.get: reply does not match the contract');
    expect(error.status).toBe(200);
    expect(error.body).toEqual({ items: 'nope' });
  });

  it('treats a 2xx reply that is not JSON as invalid', async () => {
    const { fetch } = fakeFetch(() => new Response('<html></html>', { status: 200 }));
    const error = await failure(createApiClient({ baseUrl: '', fetch }).call(api.health.check));
    expect(error.kind).toBe('invalid-reply');
    expect(error.body).toBe('<html></html>');
  });
});

describe('createApiClient: errors (§8)', () => {
  it("non-2xx: kind 'http', the status and the server's text", async () => {
    const { fetch } = fakeFetch(() => json({ error: 'Authentication required' }, 401));
    const error = await failure(createApiClient({ baseUrl: '', fetch }).call(api.cart.get));
    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'Authentication required' });
    expect(error.body).toEqual({ error: 'Authentication required' });
    expect(error.endpointId).toBe('cart.get');
    expect(isHttpStatus(error, 401)).toBe(true);
  });

  it('non-2xx with details or message', async () => {
    const details = fakeFetch(() => json({ details: { quantity: 'must be at least 1' } }, 400));
    await expect(
      createApiClient({ baseUrl: '', fetch: details.fetch }).call(api.cart.add, { body: { productId: 1 } }),
    ).rejects.toThrow('must be at least 1');

    const message = fakeFetch(() => json({ message: 'Invalid email or password' }, 401));
    await expect(
      createApiClient({ baseUrl: '', fetch: message.fetch }).call(api.users.signIn, {
        body: { emailId: 'a@b.in', password: 'x' },
      }),
    ).rejects.toThrow('Invalid email or password');
  });

  it('non-2xx with a non-JSON body falls back', async () => {
    const { fetch } = fakeFetch(() => new Response('<h1>502 Bad Gateway</h1>', { status: 502 }));
    const error = await failure(createApiClient({ baseUrl: '', fetch }).call(api.cart.get));
    expect(error).toMatchObject({ kind: 'http', status: 502, message: 'cart.get answered 502' });
    expect(error.body).toBe('<h1>502 Bad Gateway</h1>');
  });

  it('404 on a profile read reads as "nothing saved"', async () => {
    const { fetch } = fakeFetch(() => json({ error: 'No age group saved' }, 404));
    const error = await failure(
      createApiClient({ baseUrl: '', fetch }).call(api.profile.getUserAgeGroup, { params: { userId: 7 } }),
    );
    expect(isHttpStatus(error, 404)).toBe(true);
  });

  it("fetch rejecting: kind 'network' with the error's message", async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(createApiClient({ baseUrl: '', fetch }).call(api.cart.get));
    expect(error).toMatchObject({
      kind: 'network',
      status: null,
      message: 'cart.get: no reply: Failed to fetch',
    });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("fetch rejecting with anything: kind 'network'", async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new Error('')));
    const error = await failure(createApiClient({ baseUrl: '', fetch }).call(api.cart.get));
    expect(error).toMatchObject({ kind: 'network', status: null, message: 'cart.get: no reply' });

    const odd = fakeFetch(() => Promise.reject('offline' as unknown as Error));
    const other = await failure(createApiClient({ baseUrl: '', fetch: odd.fetch }).call(api.cart.get));
    expect(other).toMatchObject({ kind: 'network', message: 'cart.get: no reply' });
  });

  it('tells onUnauthorized about a 401 from a bearer call, before rejecting', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(() => json({ error: 'Authentication required' }, 401));
    const client = createApiClient({ baseUrl: '', fetch, getToken: () => 'revoked', onUnauthorized });
    const error = await failure(client.call(api.cart.get));
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('leaves onUnauthorized alone for a 401 from a call without a token (a wrong password)', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(() => json({ error: 'Invalid email or password' }, 401));
    const client = createApiClient({ baseUrl: '', fetch, getToken: () => 't', onUnauthorized });
    await failure(client.call(api.users.signIn, { body: { emailId: 'a@b.in', password: 'x' } }));
    const forbidden = fakeFetch(() => json({ error: 'You can only access your own account.' }, 403));
    await failure(
      createApiClient({ baseUrl: '', fetch: forbidden.fetch, onUnauthorized }).call(api.users.getUser, {
        params: { userId: 2 },
      }),
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('hands a cancelled call its abort back untouched', async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { fetch } = fakeFetch(() => {
      controller.abort();
      return Promise.reject(abort);
    });
    await expect(
      createApiClient({ baseUrl: '', fetch }).call(api.cart.get, { signal: controller.signal }),
    ).rejects.toBe(abort);
  });
});

describe('createApiClient: types', () => {
  const client = createApiClient({ baseUrl: '', fetch: fakeFetch(() => json(cartReply)).fetch });

  it('types the reply from the endpoint', () => {
    expectTypeOf(client.call(api.cart.get)).resolves.toEqualTypeOf<ReplyOf<typeof api.cart.get>>();
    expectTypeOf<ReplyOf<typeof api.users.getUser>>().toHaveProperty('user');
  });

  it('makes the input optional only when there is nothing to send, and takes no texts', () => {
    expectTypeOf<[]>().toExtend<CallArgs<typeof api.cart.get>>();
    expectTypeOf<[]>().not.toExtend<CallArgs<typeof api.cart.add>>();
    expectTypeOf<[]>().not.toExtend<CallArgs<typeof api.users.getUser>>();
    expectTypeOf<[string]>().not.toExtend<CallArgs<typeof api.cart.get>>();
    expectTypeOf<[{ body: { productId: number } }]>().toExtend<CallArgs<typeof api.cart.add>>();
    expectTypeOf<[{ body: { productId: number } }, string]>().not.toExtend<CallArgs<typeof api.cart.add>>();
    expectTypeOf<[{ body: { productId: string } }]>().not.toExtend<CallArgs<typeof api.cart.add>>();
    expectTypeOf<[{ params: { userId: number } }]>().toExtend<CallArgs<typeof api.users.getUser>>();
    expectTypeOf<[{ params: { id: number } }]>().not.toExtend<CallArgs<typeof api.users.getUser>>();
    expectTypeOf<[{ body: { a: 1 } }]>().not.toExtend<CallArgs<typeof api.cart.get>>();
  });
});
