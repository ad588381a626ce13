import type { FastifyHelmetOptions } from '@fastify/helmet';
import { escapeHtml as e } from '@shop/core';
import { pageHelmetOptions } from './security-headers';

/**
 * What the demo mode's own server pages (the mailbox, /qa) share: a scriptless frame with the
 * shop's name as the way back, a few links, and the same base look. No script and no outside
 * asset, so they work under the pages' CSP and offline; their one inline style is allowed by its
 * hash (demoPageHelmet).
 */
export const DEMO_PAGE_BASE_STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
  body { margin: 0; background: #f5f6f8; color: #1f2937; }
  .bar { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; align-items: center; padding: 0.75rem 1rem; background: #1e3a8a; }
  .bar a { color: #fff; text-decoration: none; font-weight: 600; }
  .bar .brand { font-size: 1.2rem; margin-right: auto; }
  main { margin: 0 auto; padding: 1.5rem 1rem 4rem; }
  h1 { margin: 0 0 0.25rem; font-size: 1.6rem; }
  label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
  .field { flex: 1 1 16rem; min-width: 0; }
  input, select { font: inherit; padding: 0.5rem 0.75rem; width: 100%; box-sizing: border-box; border: 1px solid #9ca3af; border-radius: 0.375rem; }
  button { font: inherit; padding: 0.5rem 1rem; border: 0; border-radius: 0.375rem; background: #1d4ed8; color: #fff; cursor: pointer; }
  button:focus-visible, input:focus-visible, select:focus-visible, a:focus-visible, summary:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

/** A demo page's whole inline style: the base one, then the page's own. */
const demoPageStyle = (style: string) => `${DEMO_PAGE_BASE_STYLE}${style}`;

/** The headers of a demo page whose own style is `style`: the pages' policy, its style by hash. */
export const demoPageHelmet = (style: string): FastifyHelmetOptions =>
  pageHelmetOptions({ inlineStyles: [demoPageStyle(style)] });

export interface DemoPageLink {
  readonly href: string;
  readonly label: string;
  readonly testId: string;
}

/** A whole demo page: its title, its own style after the base one, the bar's links, the main part. */
export function demoPage({
  title,
  style,
  homeTestId,
  links,
  main,
}: {
  title: string;
  style: string;
  homeTestId: string;
  links: readonly DemoPageLink[];
  main: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)} · ShopLane</title>
<style>${demoPageStyle(style)}</style>
</head>
<body>
<header class="bar">
<a class="brand" href="/" data-testid="${e(homeTestId)}">ShopLane</a>
${links.map((link) => `<a href="${e(link.href)}" data-testid="${e(link.testId)}">${e(link.label)}</a>`).join('\n')}
</header>
<main>
${main}
</main>
</body>
</html>
`;
}
