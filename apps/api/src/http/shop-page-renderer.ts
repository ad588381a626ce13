import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  AUTH_COOKIE_NAME,
  BOOT_FILES_ELEMENT_ID,
  type RenderedShopPage,
  readCookie,
  SERVER_DATA_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
  SHOP_PAGE_RENDERER_FILES,
  type ShopPageRenderer,
} from '@shop/core';
import { QA_HEADER_PREFIX, qaSettings } from '@shop/core/qa';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';

/*
 * The shop's first screens rendered on the server (README "First screens from the server"): the
 * storefront's server entry, built beside its `dist` (apps/storefront/src/server-render/), loaded
 * from that build and never imported, so the API takes nothing of the UI.
 */

/** The renderer, imported once (it holds React): once the server listens, or by the first page. */
export type LoadShopPageRenderer = () => Promise<ShopPageRenderer>;

/** The storefront build's server entry beside `dist`, if the build wrote one. */
export function loadShopPageRenderer(dist: string): LoadShopPageRenderer | undefined {
  const modulePath = join(dirname(dist), SHOP_PAGE_RENDERER_FILES.dir, SHOP_PAGE_RENDERER_FILES.module);
  if (!existsSync(modulePath)) return undefined;
  let loading: Promise<ShopPageRenderer> | undefined;
  return () =>
    (loading ??= import(pathToFileURL(modulePath).href).then(
      (module: { renderShopPage: ShopPageRenderer }) => module.renderShopPage,
    ));
}

/**
 * Whether the server may draw this request's page: only what the browser alone knows could make
 * its first render differ, so a request that carries any of it gets the browser-rendered page — a
 * session (the header and the defects of a signed-in account), the /qa page's defect switches,
 * live scenarios and API quirks (which shape the very calls a learner is exercising) — and so does
 * one that asks for it (`qaSettings.browserRender`: a test that intercepts the first calls).
 */
export function mayRenderOnServer(request: FastifyRequest): boolean {
  if (readCookie(request.headers.cookie ?? '', AUTH_COOKIE_NAME)) return false;
  const qa = request.qa;
  if (!qa) return true;
  return qa.scenarios.length === 0 && qa.defectSwitches.length === 0 && !qa.apiQuirks && !qa.browserRender;
}

/** What the browser would send with its calls too: its cookies, who it is, the QA settings. */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language'] as const;

/**
 * The render's calls, answered by this server's own routes (no socket): as the browser would send
 * them, from the page's address, with its cookies and its sandbox (issued with this very page, on
 * a first visit).
 */
export function callsOf(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    const forwarded =
      (FORWARDED_HEADERS as readonly string[]).includes(name) || name.startsWith(QA_HEADER_PREFIX);
    if (forwarded && typeof value === 'string') headers[name] = value;
  }
  const sandboxKey = request.qa?.sandboxKey;
  if (sandboxKey) headers[qaSettings.sandbox.header] = sandboxKey;

  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const options: InjectOptions = {
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url: url.pathname + url.search,
      headers: { ...headers, ...Object.fromEntries(new Headers(init.headers).entries()) },
      remoteAddress: request.ip,
    };
    if (typeof init.body === 'string') options.payload = init.body;
    const reply = await app.inject(options);
    return new Response(reply.statusCode === 204 ? null : reply.rawPayload, {
      status: reply.statusCode,
      headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') },
    });
  };
}

const ROOT_ELEMENT = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;

/** JSON inside a data block: nothing in it may close the element or open a comment. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Whether `page` (a built page of the storefront) has the #root a server render goes into. */
export const hasRenderRoot = (page: string) => ROOT_ELEMENT.test(page);

const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\n?/g;

/**
 * The page's scripts after its first screen: a server-rendered screen holds its content and its
 * lead image, and needs no script to be seen. The entry script stays (a kilobyte, at low fetch
 * priority); every other script file it will run leaves the head for a list that main.tsx turns
 * into preloads once the screen is drawn, so on a slow link the stylesheet and the images have it
 * to themselves (a phone's largest paint no longer waits for every script).
 */
function withScriptsAfterContent(page: string): string {
  const files: string[] = [];
  const withoutPreloads = page.replace(MODULE_PRELOAD, (_link, href: string) => {
    if (!files.includes(href)) files.push(href);
    return '';
  });
  const list = `<script type="application/json" id="${BOOT_FILES_ELEMENT_ID}">${scriptSafeJson(files)}</script>`;
  return withoutPreloads
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace('</head>', () => `  ${list}\n  </head>`);
}

/**
 * A built page with the server's render in #root instead of what the build put there: inert,
 * hidden from assistive technology and marked until the browser hydrates it (main.tsx), followed
 * by its data; React's head links join the page's own, and the scripts come after them.
 */
export function serverRenderedPage(page: string, { markup, headLinks, data }: RenderedShopPage): string {
  const newLinks = headLinks.filter((link) => !page.includes(link));
  const withLinks = withScriptsAfterContent(
    newLinks.length === 0 ? page : page.replace('</head>', () => `  ${newLinks.join('\n    ')}\n  </head>`),
  );
  return withLinks.replace(
    ROOT_ELEMENT,
    () =>
      `<div id="root" ${SERVER_RENDERED_ATTRIBUTE} inert aria-hidden="true" aria-busy="true">${markup}</div>\n    ` +
      `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`,
  );
}
