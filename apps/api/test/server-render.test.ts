import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AUTH_COOKIE_NAME,
  BOOT_FILES_ELEMENT_ID,
  SERVER_DATA_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
  SHOP_PAGE_RENDERER_FILES,
} from '@shop/core';
import { qaSettings } from '@shop/core/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

/*
 * The API's side of the server-rendered first screens (README "First screens from the server"): which
 * requests get a render, what the page around it becomes, and the calls a render makes. The
 * renderer here is a stand-in module in the built entry's place; the storefront's real one is
 * exercised by the journeys (e2e/specs/first-screen.spec.ts).
 */

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"><p>Loading…</p></div></body></html>';
/** A prerendered page as the build writes it: the inert picture in #root, the route's preloads. */
const prerendered = (kind: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="/assets/index.js"></script>\n` +
  `<link rel="modulepreload" crossorigin href="/assets/${kind}-Route.js">\n</head><body>\n` +
  `<div id="root"><p role="status">Loading…</p><div inert aria-hidden="true"><div>${kind} picture</div></div></div>\n</body></html>`;

/**
 * The stand-in renderer: the screen names its URL; its data is what the render's own call of
 * GET /qa/session answered (so a test sees which browser the call was made for) and a text that
 * would end a script element. /product/9/… fails, as a render that throws.
 */
const RENDERER = `
export async function renderShopPage({ url, fetch }) {
  if (url.startsWith('/product/9/')) throw new Error('the screen could not be drawn');
  const reply = await fetch('http://server-render.invalid/api/v1/qa/session', { headers: { accept: 'application/json' } });
  return {
    markup: '<main data-testid="stand-in-screen">' + url + '</main>',
    headLinks: ['<link rel="preload" as="image" href="/images/lead.svg" fetchPriority="high"/>'],
    data: { status: reply.status, session: await reply.json(), note: '</script><script>alert(1)</script>' },
  };
}
`;

let folder: string;
let t: TestApp;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'shop-api-server-render-'));
  const dist = join(folder, 'dist');
  mkdirSync(join(dist, 'prerendered'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  for (const kind of ['home', 'listing', 'details']) {
    writeFileSync(join(dist, 'prerendered', `${kind}.html`), prerendered(kind));
  }
  mkdirSync(join(folder, SHOP_PAGE_RENDERER_FILES.dir), { recursive: true });
  writeFileSync(join(folder, SHOP_PAGE_RENDERER_FILES.dir, SHOP_PAGE_RENDERER_FILES.module), RENDERER);
  t = await buildTestApp({ storefrontDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const getPage = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

const rootOf = (html: string) => /<div id="root"[^>]*>/.exec(html)?.[0];

function dataOf(html: string): { status: number; session: { sandboxKey: string | null }; note: string } {
  const element = new RegExp(`<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">(.*?)</script>`);
  return JSON.parse(element.exec(html)?.[1] ?? 'null');
}

describe('a guest’s first screen is rendered on the server', () => {
  it.each(['/', '/products?category=all', '/product/1/101'])(
    '%s: the screen in #root, inert and marked until it is live',
    async (url) => {
      const response = await getPage(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(rootOf(response.body)).toBe(
        `<div id="root" ${SERVER_RENDERED_ATTRIBUTE} inert aria-hidden="true" aria-busy="true">`,
      );
      expect(response.body).toContain(`<main data-testid="stand-in-screen">${url}</main>`);
      // The screen replaces the build's picture: one of each element, never a dead copy.
      expect(response.body).not.toContain('picture');
      expect(response.body).not.toContain('Loading…');
    },
  );

  it('puts React’s links in the head once and lists the scripts for after the first screen', async () => {
    const { body } = await getPage('/product/1/101');
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head.match(/href="\/images\/lead\.svg"/g)).toHaveLength(1);
    expect(head).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    // Nothing but the entry is asked for while the screen loads: main.tsx preloads the list after.
    expect(head).not.toContain('modulepreload');
    const list = new RegExp(
      `<script type="application/json" id="${BOOT_FILES_ELEMENT_ID}">(.*?)</script>`,
    ).exec(head);
    expect(JSON.parse(list?.[1] ?? 'null')).toEqual(['/assets/details-Route.js']);
  });

  it('hands on the data in a JSON block whose text cannot end it, under the policy without inline scripts', async () => {
    const response = await getPage('/');
    expect(response.body).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    // The entry, the list of scripts and the data: none of them inline code.
    expect(response.body.match(/<script\b/g)).toHaveLength(3);
    expect(dataOf(response.body).note).toBe('</script><script>alert(1)</script>');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });

  it('makes its calls as the page’s browser: in the sandbox issued with this very page', async () => {
    const response = await getPage('/');
    const issued = /qa_sandbox=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1];
    expect(issued).toBeDefined();
    expect(dataOf(response.body)).toMatchObject({ status: 200, session: { sandboxKey: issued } });

    const again = await getPage('/', { cookie: `${qaSettings.sandbox.cookie}=${issued}` });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(dataOf(again.body).session.sandboxKey).toBe(issued);
  });
});

describe('the browser renders the page itself', () => {
  it.each([
    ['a session', { cookie: `${AUTH_COOKIE_NAME}=a-token` }],
    ['live scenarios', { cookie: `${qaSettings.scenarios.cookie}=products.listByCategory.error` }],
    ['defect switches', { cookie: `${qaSettings.defects.cookie}=%2Bsearch-suggestion-wrong` }],
    ['live scenarios in a header', { [qaSettings.scenarios.header]: 'products.listByCategory.error' }],
    ['API quirks', { [qaSettings.apiQuirks.header]: 'on' }],
    ['the browser-render switch', { cookie: `${qaSettings.browserRender.cookie}=on` }],
    ['the browser-render switch in a header', { [qaSettings.browserRender.header]: 'on' }],
  ])('for a request with %s: the build’s page, as it is', async (_what, headers) => {
    const response = await getPage('/products?category=all', headers);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(prerendered('listing'));
  });

  it('for a page the build did not prerender', async () => {
    expect((await getPage('/cart')).body).toBe(INDEX_HTML);
  });

  it('when the render fails: the build’s page, never a 500', async () => {
    const response = await getPage('/product/9/999');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(prerendered('details'));
  });
});
