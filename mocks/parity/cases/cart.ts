import { api, MAX_LINE_QUANTITY } from '@shop/core';
import { cartBeyondStockMessage } from '@shop/core/cart';
import { cartReplyOf } from '@shop/core/cart';
import { productsOfCategory } from '@shop/catalog';
import { cartLineSource } from '../../state/cart';
import { any, type Expected, type ParityCase } from '../format';
import { signUp } from './steps';

const cart = api.cart;

/** Products of the shared catalogue (the API seed and the mocks' fixtures are the same). */
const catalogue = productsOfCategory(0);
function pick(description: string, test: (stock: number) => boolean) {
  const product = catalogue.find((candidate) => test(candidate.stock));
  if (!product) throw new Error(`The catalogue has no product that is ${description}`);
  return product;
}
const plenty = pick('in stock 99 or more', (stock) => stock >= MAX_LINE_QUANTITY);
const scarce = pick('in stock 2 to 98', (stock) => stock >= 2 && stock < MAX_LINE_QUANTITY);
const soldOut = pick('out of stock', (stock) => stock === 0);
/** A grocery item in stock: no storage and no colour to choose (core's product-options). */
const grocery = productsOfCategory(10).find((candidate) => candidate.stock >= 1);
if (!grocery) throw new Error('The catalogue has no grocery product in stock');

/** The reply the table expects for these lines, from core's one arithmetic (item ids by shape). */
export function cartBody(
  lines: readonly { product: typeof plenty; quantity: number; storage?: string; color?: string }[],
): Expected {
  const reply = cartReplyOf(
    lines.map(({ product, quantity, storage, color }) =>
      cartLineSource(
        { itemId: 1, productId: product.id, quantity, storage: storage ?? null, color: color ?? null },
        product,
      ),
    ),
  );
  return {
    ...reply,
    items: reply.items.map((item) => ({ ...item, itemId: any.id() })),
  } as unknown as Expected;
}

const EMPTY = cartBody([]);

const unauthenticated = {
  status: 401,
  body: { error: 'Authentication required' },
  headers: { 'www-authenticate': 'Bearer' },
};

const refused = (status: number, error: string) => ({ status, body: { error } });
const refusedOption = (field: string, error: string) => ({
  status: 400,
  body: { error, details: { [field]: error } },
});

/** Idempotency keys (POST /cart `requestId`): each case signs up its own user, whose ids they are. */
const FIRST_ADD_ID = '3f9a1c2e-7b4d-4e8f-9a0b-1c2d3e4f5a6b';
const REFUSED_ADD_ID = '8d2e4f6a-1b3c-4d5e-8f7a-9b0c1d2e3f4a';

export const cartCases: ParityCase[] = [
  {
    name: "cart: every call without a token answers 401 'Authentication required'",
    steps: [
      { endpoint: cart.get, expect: unauthenticated },
      { endpoint: cart.add, body: { productId: plenty.id, quantity: 1 }, expect: unauthenticated },
      { endpoint: cart.update, body: { productId: plenty.id, quantity: 1 }, expect: unauthenticated },
      { endpoint: cart.remove, body: { productId: plenty.id }, expect: unauthenticated },
      { endpoint: cart.clear, expect: unauthenticated },
      { endpoint: cart.get, bearer: 'not-a-token', expect: unauthenticated },
    ],
  },
  {
    name: 'cart: add, add again (one line, options replaced), update, remove, clear',
    steps: [
      signUp(),
      { endpoint: cart.get, bearer: '{{token}}', expect: { status: 200, body: EMPTY } },
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: plenty.id, quantity: 2, options: { storage: '512GB', color: 'Blue Titanium' } },
        expect: {
          status: 200,
          body: cartBody([{ product: plenty, quantity: 2, storage: '512GB', color: 'Blue Titanium' }]),
        },
      },
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: plenty.id, options: { storage: '1TB' } },
        expect: { status: 200, body: cartBody([{ product: plenty, quantity: 3, storage: '1TB' }]) },
      },
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: scarce.id, quantity: 1 },
        expect: {
          status: 200,
          body: cartBody([
            { product: plenty, quantity: 3, storage: '1TB' },
            { product: scarce, quantity: 1 },
          ]),
        },
      },
      {
        endpoint: cart.update,
        bearer: '{{token}}',
        body: { productId: scarce.id, quantity: 2 },
        expect: {
          status: 200,
          body: cartBody([
            { product: plenty, quantity: 3, storage: '1TB' },
            { product: scarce, quantity: 2 },
          ]),
        },
      },
      {
        endpoint: cart.remove,
        bearer: '{{token}}',
        body: { productId: plenty.id },
        expect: { status: 200, body: cartBody([{ product: scarce, quantity: 2 }]) },
      },
      { endpoint: cart.clear, bearer: '{{token}}', expect: { status: 200, body: EMPTY } },
      { endpoint: cart.get, bearer: '{{token}}', expect: { status: 200, body: EMPTY } },
    ],
  },
  {
    name: 'cart: unknown product 404, out of stock 409, beyond stock 409, per-line ceiling 409, no such line 404',
    steps: [
      signUp(),
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: 987_654, quantity: 1 },
        expect: refused(404, 'Product not found'),
      },
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: soldOut.id, quantity: 1 },
        expect: refused(409, 'This product is out of stock'),
      },
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: scarce.id, quantity: scarce.stock + 1 },
        expect: refused(
          409,
          `Only ${scarce.stock} left in stock: your cart can hold at most ${scarce.stock} of this product`,
        ),
      },
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: plenty.id, quantity: MAX_LINE_QUANTITY },
        expect: { status: 200, body: cartBody([{ product: plenty, quantity: MAX_LINE_QUANTITY }]) },
      },
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: plenty.id, quantity: 1 },
        expect: refused(409, 'At most 99 of one product fit in a cart'),
      },
      {
        endpoint: cart.update,
        bearer: '{{token}}',
        body: { productId: scarce.id, quantity: 1 },
        expect: refused(404, 'This product is not in your cart'),
      },
      {
        endpoint: cart.update,
        bearer: '{{token}}',
        body: { productId: 987_654, quantity: 1 },
        expect: refused(404, 'Product not found'),
      },
      {
        endpoint: cart.remove,
        bearer: '{{token}}',
        body: { productId: scarce.id },
        expect: refused(404, 'This product is not in your cart'),
      },
      {
        endpoint: cart.get,
        bearer: '{{token}}',
        expect: { status: 200, body: cartBody([{ product: plenty, quantity: MAX_LINE_QUANTITY }]) },
      },
    ],
  },
  {
    name: 'cart: each account has its own cart, chosen by the token alone',
    steps: [
      signUp('a'),
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: plenty.id, quantity: 2 },
        expect: { status: 200, body: cartBody([{ product: plenty, quantity: 2 }]) },
      },
      signUp('b', 'B'),
      { endpoint: cart.get, bearer: '{{tokenB}}', expect: { status: 200, body: EMPTY } },
      {
        endpoint: cart.remove,
        bearer: '{{tokenB}}',
        body: { productId: plenty.id },
        expect: refused(404, 'This product is not in your cart'),
      },
      {
        endpoint: cart.update,
        bearer: '{{tokenB}}',
        body: { productId: plenty.id, quantity: 1 },
        expect: refused(404, 'This product is not in your cart'),
      },
      { endpoint: cart.clear, bearer: '{{tokenB}}', expect: { status: 200, body: EMPTY } },
      {
        endpoint: cart.get,
        bearer: '{{token}}',
        expect: { status: 200, body: cartBody([{ product: plenty, quantity: 2 }]) },
      },
    ],
  },
  {
    name: 'cart: a second add or a quantity change past the stock 409, an unknown line 404, clear twice 200',
    steps: [
      signUp(),
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: scarce.id, quantity: 1 },
        expect: { status: 200, body: cartBody([{ product: scarce, quantity: 1 }]) },
      },
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: scarce.id, quantity: scarce.stock },
        expect: refused(409, cartBeyondStockMessage(scarce.stock)),
      },
      {
        endpoint: cart.update,
        bearer: '{{token}}',
        body: { productId: scarce.id, quantity: scarce.stock + 1 },
        expect: refused(409, cartBeyondStockMessage(scarce.stock)),
      },
      {
        endpoint: cart.update,
        bearer: '{{token}}',
        body: { productId: scarce.id, quantity: scarce.stock },
        expect: { status: 200, body: cartBody([{ product: scarce, quantity: scarce.stock }]) },
      },
      {
        endpoint: cart.update,
        bearer: '{{token}}',
        body: { productId: soldOut.id, quantity: 1 },
        expect: refused(404, 'This product is not in your cart'),
      },
      {
        endpoint: cart.remove,
        bearer: '{{token}}',
        body: { productId: 987_654 },
        expect: refused(404, 'This product is not in your cart'),
      },
      { endpoint: cart.clear, bearer: '{{token}}', expect: { status: 200, body: EMPTY } },
      { endpoint: cart.clear, bearer: '{{token}}', expect: { status: 200, body: EMPTY } },
    ],
  },
  {
    name: 'cart: without a token 401 comes before the body is read or checked',
    steps: [
      { endpoint: cart.add, body: { productId: plenty.id, quantity: 0 }, expect: unauthenticated },
      { endpoint: cart.update, rawBody: '{"productId":', expect: unauthenticated },
      { endpoint: cart.remove, body: {}, expect: unauthenticated },
    ],
  },
  {
    name: 'cart: options outside the details screen choices and a missing product id answer 400',
    steps: [
      signUp(),
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: plenty.id, options: { storage: '2TB' } },
        expect: refusedOption('options.storage', "Storage '2TB' is not available for this product"),
      },
      {
        endpoint: cart.remove,
        bearer: '{{token}}',
        body: {},
        expect: { status: 400, body: { error: any.string(), details: { productId: any.string() } } },
      },
      { endpoint: cart.get, bearer: '{{token}}', expect: { status: 200, body: EMPTY } },
    ],
  },
  {
    name: 'cart: options only where a product has them: a grocery item with storage or colour 400, without 200',
    steps: [
      signUp(),
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: grocery.id, quantity: 1, options: { storage: '1TB' } },
        expect: refusedOption('options.storage', 'This product has no storage option'),
      },
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: grocery.id, options: { color: 'Blue Titanium' }, requestId: REFUSED_ADD_ID },
        expect: refusedOption('options.color', 'This product has no colour option'),
      },
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: plenty.id, options: { storage: '512GB', color: 'Red' } },
        expect: refusedOption('options.color', "Colour 'Red' is not available for this product"),
      },
      { endpoint: cart.get, bearer: '{{token}}', expect: { status: 200, body: EMPTY } },
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: grocery.id, options: {}, requestId: REFUSED_ADD_ID },
        expect: { status: 200, body: cartBody([{ product: grocery, quantity: 1 }]) },
      },
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: 987_654, options: { storage: '1TB' } },
        expect: refused(404, 'Product not found'),
      },
    ],
  },
  {
    name: 'cart: a quantity outside 1 to 99 answers 400',
    steps: [
      signUp(),
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: plenty.id, quantity: 0 },
        expect: { status: 400, body: { error: any.string(), details: { quantity: 'must be at least 1' } } },
      },
      {
        endpoint: cart.update,
        bearer: '{{token}}',
        body: { productId: plenty.id, quantity: 100 },
        expect: { status: 400, body: { error: any.string(), details: { quantity: 'must be at most 99' } } },
      },
    ],
  },
  {
    name: 'cart: a repeated requestId adds once (the cart as it is), a refused one may be retried, a bad one 400',
    steps: [
      signUp(),
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: plenty.id, quantity: 2, requestId: FIRST_ADD_ID },
        expect: { status: 200, body: cartBody([{ product: plenty, quantity: 2 }]) },
      },
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: scarce.id, quantity: 1 },
        expect: {
          status: 200,
          body: cartBody([
            { product: plenty, quantity: 2 },
            { product: scarce, quantity: 1 },
          ]),
        },
      },
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: plenty.id, quantity: 2, options: { storage: '1TB' }, requestId: FIRST_ADD_ID },
        expect: {
          status: 200,
          body: cartBody([
            { product: plenty, quantity: 2 },
            { product: scarce, quantity: 1 },
          ]),
        },
      },
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: soldOut.id, quantity: 1, requestId: REFUSED_ADD_ID },
        expect: refused(409, 'This product is out of stock'),
      },
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: plenty.id, quantity: 1, requestId: REFUSED_ADD_ID },
        expect: {
          status: 200,
          body: cartBody([
            { product: plenty, quantity: 3 },
            { product: scarce, quantity: 1 },
          ]),
        },
      },
      {
        endpoint: cart.add,
        bearer: '{{token}}',
        body: { productId: plenty.id, requestId: 'add-1' },
        expect: { status: 400, body: { error: any.string(), details: { requestId: 'must be a UUID' } } },
      },
    ],
  },
];
