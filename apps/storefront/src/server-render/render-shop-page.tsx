import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import {
  PENDING_TEST_ID_ATTRIBUTE,
  type RenderedShopPage,
  SERVER_RENDER_DATA_WAIT_MS,
  SERVER_RENDER_ORIGIN,
  type ShopPageRequest,
} from '@shop/core';
import { type DehydratedState, dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { sendCallsThrough } from '../api/transport';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/query-client';
import { prefetchRouteData } from '../app/route-intent';
import { AppRoutes, preloadRoute } from '../app/routes';
import { categoriesQueryOptions } from '../features/products/api/categories';

/*
 * The storefront's server entry (README "First screens from the server"): the route's real
 * screen, drawn by the same tree the browser hydrates (app/start-shop.tsx), from the data its first paint
 * needs. Built for Node by vite.config.ts (serverBuilds) and loaded by the API, which hands each
 * render its own way to the API's calls. Between renders it keeps only the screens already drawn.
 */

/** The transport of the render in progress, for the storefront's one API client. */
const requestTransport = new AsyncLocalStorage<typeof fetch>();
sendCallsThrough((...args) => {
  const transport = requestTransport.getStore();
  if (!transport) return Promise.reject(new Error('an API call outside a server render'));
  return transport(...args);
});

const waited = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * The calls of the first screen at `url`: the header's categories on every page, and the listing's
 * products or a product's details (the same calls under the same keys as the browser's). Waits at
 * most SERVER_RENDER_DATA_WAIT_MS; what has not answered by then is the browser's to ask (and a
 * failure, too: only answered calls are handed on, so the page shows what it would have shown).
 */
async function firstScreenData(url: string, transport: typeof fetch) {
  // No retries: a failed call is the browser's to make again, with its own retry.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const calls = requestTransport.run(transport, () =>
    Promise.all([
      client.prefetchQuery(categoriesQueryOptions()),
      prefetchRouteData(client, url, SERVER_RENDER_ORIGIN),
    ]),
  );
  await Promise.race([calls, waited(SERVER_RENDER_DATA_WAIT_MS)]);
  return dehydrate(client);
}

/** React asks for its hoistable links (an image's preload) at the start of the markup. */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

async function textOf(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream)
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

type DrawnScreen = Pick<RenderedShopPage, 'markup' | 'headLinks'>;

/** The screen at `url` drawn from `data`, as the browser's first render will draw it. */
async function draw(url: string, data: DehydratedState): Promise<DrawnScreen> {
  const queryClient = createQueryClient();
  hydrate(queryClient, data);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // One piece, without React's inline scripts (the page's policy allows none): a boundary over
    // this size would otherwise come as a later chunk that a script moves into place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await textOf(prelude);
  queryClient.clear();
  // A part that suspended comes with React's inline script, which the page's policy blocks: the
  // browser then renders the page itself (the API sends it when a render throws).
  if (html.includes('<script')) throw new Error(`the render of ${url} did not finish in one pass`);
  const links = LEADING_LINKS.exec(html)?.[0] ?? '';
  return {
    // React writes every attribute as ` name="…"`, and escapes `"` in text: only attributes match.
    markup: html.slice(links.length).replaceAll(' data-testid="', ` ${PENDING_TEST_ID_ATTRIBUTE}="`),
    headLinks: links.match(/<link\b[^>]*>/g) ?? [],
  };
}

/**
 * Screens already drawn, by URL and data: a screen is a function of the two alone (whatever the
 * browser alone knows is never drawn here), and drawing the listing costs about 100 ms of the
 * server's one thread, which a class of learners opening the same pages would otherwise pay each
 * time. The oldest goes first.
 */
const drawn = new Map<string, Promise<DrawnScreen>>();
const DRAWN_SCREENS_KEPT = 64;

function drawnScreen(url: string, data: DehydratedState): Promise<DrawnScreen> {
  const content = data.queries.map((query) => [query.queryHash, query.state.data]);
  const key = `${url}\n${createHash('sha256').update(JSON.stringify(content)).digest('base64')}`;
  const known = drawn.get(key);
  if (known) return known;
  const drawing = draw(url, data);
  drawn.set(key, drawing);
  drawing.catch(() => drawn.delete(key));
  if (drawn.size > DRAWN_SCREENS_KEPT) drawn.delete(drawn.keys().next().value as string);
  return drawing;
}

/** The first screen of `url` on the server, with the data it was drawn from. */
export async function renderShopPage({ url, fetch }: ShopPageRequest): Promise<RenderedShopPage> {
  const pathname = new URL(url, SERVER_RENDER_ORIGIN).pathname;
  const [data] = await Promise.all([firstScreenData(url, fetch), preloadRoute(pathname)]);
  return { ...(await drawnScreen(url, data)), data };
}
