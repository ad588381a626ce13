// A class's loop as a load test: listing → search → details → cart (a set quantity, then a read),
// with autocannon (npm i -D autocannon). SHOP_URL, LOAD_SECONDS and LOAD_CONNECTIONS set it up.
import type { IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';

const shop = process.env.SHOP_URL ?? 'http://localhost:3000';
const seconds = Number(process.env.LOAD_SECONDS ?? 30);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 10);
const json = { 'content-type': 'application/json' };
// Your own sandbox: the test account, its mail and events are yours alone.
const sandbox = { 'x-qa-sandbox': `load-practice-${process.pid}` };

async function call<Reply>(method: string, path: string, body?: object, token?: string) {
  const headers = { ...json, ...sandbox, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(shop + path, { method, headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Reply;
}

// One account from the test-data API, with a product in stock in its cart.
const { token } = await call<{ token: string }>('POST', '/api/v1/qa/users', {});
const listing = { categoryid: 1, page: 1, limit: 12 };
const { products } = await call<{ products: { id: number; categoryid: number; stock: number }[] }>(
  'POST',
  '/api/v1/products/by-category',
  listing,
);
const product = products.find((candidate) => candidate.stock > 0)!;
await call('POST', '/api/v1/cart', { productId: product.id, quantity: 1 }, token);

// The server's own time of each reply, from its Server-Timing header.
const serverMs: number[] = [];
const timed = (_status: number, _body: string, _context: object, headers?: IncomingHttpHeaders) => {
  const duration = /app;dur=([\d.]+)/.exec(String(headers?.['server-timing']));
  if (duration) serverMs.push(Number(duration[1]));
};

const bearer = { ...json, ...sandbox, authorization: `Bearer ${token}` };
const result = await autocannon({
  url: shop,
  connections,
  duration: seconds,
  headers: { ...json, ...sandbox },
  requests: [
    {
      method: 'POST',
      path: '/api/v1/products/by-category',
      body: JSON.stringify(listing),
      onResponse: timed,
    },
    { method: 'GET', path: '/api/v1/products/search?q=samsung', onResponse: timed },
    {
      method: 'POST',
      path: '/api/v1/products/by-ids',
      body: JSON.stringify({ categoryId: product.categoryid, productId: product.id }),
      onResponse: timed,
    },
    {
      method: 'PATCH',
      path: '/api/v1/cart',
      headers: bearer,
      body: JSON.stringify({ productId: product.id, quantity: 1 }),
      onResponse: timed,
    },
    { method: 'GET', path: '/api/v1/cart', headers: bearer, onResponse: timed },
  ],
});

serverMs.sort((a, b) => a - b);
const p99 = serverMs[Math.floor(serverMs.length * 0.99)] ?? 0;
const errors = result.errors + result.timeouts + result.non2xx;
console.log(
  `${result.requests.average} requests/s; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ` +
    `the server's own p99 ${p99} ms; ${errors} errors`,
);
process.exitCode = errors === 0 ? 0 : 1;
