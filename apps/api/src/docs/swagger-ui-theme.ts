import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SHOP_NAME } from '@shop/core/brand';
import { REPO_ROOT } from '../paths';

/** The storefront's own mark (its favicon), shown in the docs' top bar and browser tab. */
const SHOP_MARK_FILE = join(REPO_ROOT, 'apps', 'storefront', 'public', 'favicon.svg');

/**
 * Swagger UI's page has no viewport meta, so a phone would lay it out 980 px wide and shrink the
 * text to fit. A browser applies a viewport meta added by script, and the pages' CSP allows only
 * served scripts, hence this file.
 */
const PHONE_VIEWPORT_SCRIPT = `(function () {
  var meta = document.createElement('meta');
  meta.name = 'viewport';
  meta.content = 'width=device-width, initial-scale=1';
  document.head.appendChild(meta);
})();
`;

/**
 * The logo option puts the shop's mark in the top bar as an image without a text alternative, once
 * Swagger UI has drawn the bar: name it as soon as it is there.
 */
const LOGO_NAME_SCRIPT = `(function () {
  new MutationObserver(function (_changes, observer) {
    var logo = document.querySelector('#swagger-ui .topbar a.link img');
    if (!logo) return;
    logo.alt = ${JSON.stringify(SHOP_NAME)};
    observer.disconnect();
  }).observe(document.body, { childList: true, subtree: true });
})();
`;

/**
 * The shop's colours on Swagger UI, and its layout on a phone, where Swagger UI's own styles squeeze
 * a three-column reply table into a third of the screen and set most text at 11–12 px: there the
 * reply table drops its Links column (this API documents none), examples keep their lines and
 * scroll inside their own box, a tag's description goes under its name, and text is 13 px or more.
 */
const DOCS_STYLE = `
.swagger-ui .topbar { background: #1e3a8a; padding: 0.5rem 0; }
.swagger-ui .topbar .download-url-wrapper .download-url-button { background: #1d4ed8; }
.swagger-ui .topbar a.link img { height: 2.5rem; width: auto; }

@media (max-width: 600px) {
  .swagger-ui .wrapper { padding: 0 0.75rem; }
  .swagger-ui .topbar .download-url-wrapper { display: none; }
  .swagger-ui .opblock-tag { flex-wrap: wrap; }
  .swagger-ui .opblock-tag > a { flex: 1; }
  .swagger-ui .opblock-tag small { order: 2; flex-basis: 100%; padding: 0 0 0.5rem; font-size: 14px; }
  .swagger-ui .opblock .opblock-summary-method { min-width: 4rem; font-size: 13px; }
  .swagger-ui .opblock .opblock-summary-path,
  .swagger-ui .opblock .opblock-summary-path__deprecated { font-size: 14px; }
  .swagger-ui .opblock .opblock-summary-description { font-size: 14px; }
  /* Swagger UI breaks JSON anywhere, mid-name and mid-number (its own rule for code is !important). */
  .swagger-ui .opblock-body pre.microlight,
  .swagger-ui .highlight-code > .microlight code {
    font-size: 13px;
    white-space: pre !important;
    word-break: normal;
    overflow-wrap: normal;
    hyphens: none;
  }
  .swagger-ui .opblock-body pre.microlight { overflow-x: auto; }
  /* Fixed columns: a long example line scrolls in its box instead of widening the table. */
  .swagger-ui .responses-table { table-layout: fixed; }
  .swagger-ui .responses-table .response-col_links { display: none; }
  .swagger-ui .responses-table .response-col_status { width: 3.5rem; }
  .swagger-ui .tab li button.tablinks,
  .swagger-ui .model,
  .swagger-ui table tbody tr td,
  .swagger-ui .response-control-media-type__title,
  .swagger-ui .response-control-media-type__accept-message,
  .swagger-ui .info .base-url { font-size: 13px; }
}
`;

/** The mark beside the shop's name: the logo Swagger UI puts in its top bar. */
function logoSvg(mark: Buffer): string {
  const markData = `data:image/svg+xml;base64,${mark.toString('base64')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 168 40" width="168" height="40">
<image href="${markData}" x="0" y="4" width="32" height="32"/>
<text x="42" y="28" fill="#fff" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="22" font-weight="700">${SHOP_NAME}</text>
</svg>`;
}

export interface SwaggerUiBranding {
  readonly logo: { type: string; content: string };
  readonly theme: {
    title: string;
    css: { filename: string; content: string }[];
    js: { filename: string; content: string }[];
    favicon: { filename: string; rel: string; type: string; sizes: string; content: Buffer }[];
  };
}

/** The @fastify/swagger-ui options that make the docs the shop's: name, mark, style, phone layout. */
export async function swaggerUiBranding(title: string): Promise<SwaggerUiBranding> {
  const mark = await readFile(SHOP_MARK_FILE);
  return {
    logo: { type: 'image/svg+xml', content: logoSvg(mark) },
    theme: {
      title,
      css: [{ filename: 'shoplane.css', content: DOCS_STYLE }],
      js: [
        { filename: 'phone-viewport.js', content: PHONE_VIEWPORT_SCRIPT },
        { filename: 'logo-name.js', content: LOGO_NAME_SCRIPT },
      ],
      favicon: [{ filename: 'favicon.svg', rel: 'icon', type: 'image/svg+xml', sizes: 'any', content: mark }],
    },
  };
}
