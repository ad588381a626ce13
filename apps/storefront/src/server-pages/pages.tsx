import { readFileSync } from 'node:fs';
import { escapeHtml } from '@shop/core';
import { SERVER_PAGES_FILES, type ServerPagesModule } from '@shop/core/qa';
import { GoogleAccountChooserScreen, GoogleSignInRefusedScreen } from '@shop/ui/google-sign-in';
import { MailboxScreen } from '@shop/ui/mailbox';
import { QaToolsScreen } from '@shop/ui/qa';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/*
 * The harness's own pages as whole documents: @shop/ui screens rendered to HTML once per request,
 * with no script (the forms post, the links navigate), so they work with JavaScript off, in the
 * Google popup and under the pages' strict policy. Built for Node beside the storefront
 * (vite.config.ts: serverPages) and loaded by the API (apps/api/src/http/server-pages.ts).
 */

/** The screens' styles, which this module's build writes beside it. */
const stylesheet = readFileSync(new URL(`./${SERVER_PAGES_FILES.stylesheet}`, import.meta.url), 'utf8');

interface Document {
  readonly title: string;
  /** Kept out of search engines: the demo pages show one browser's sandbox. */
  readonly noindex: boolean;
  readonly screen: ReactElement;
}

function page({ title, noindex, screen }: Document): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${noindex ? '<meta name="robots" content="noindex">\n' : ''}<title>${escapeHtml(title)}</title>
<style>${stylesheet}</style>
</head>
<body>
${renderToStaticMarkup(screen)}
</body>
</html>
`;
}

export const serverPages: ServerPagesModule = {
  stylesheet,
  qaTools: (model) =>
    page({ title: 'QA tools · ShopLane', noindex: true, screen: <QaToolsScreen {...model} /> }),
  mailbox: (model) =>
    page({
      title: model.email === undefined ? 'Mailbox · ShopLane' : `Mailbox: ${model.email} · ShopLane`,
      noindex: true,
      screen: <MailboxScreen {...model} />,
    }),
  googleChooser: (model) =>
    page({
      title: 'Sign in with Google – ShopLane (demo)',
      noindex: false,
      screen: <GoogleAccountChooserScreen {...model} />,
    }),
  googleSignInRefused: (model) =>
    page({
      title: 'Sign-in with Google failed – ShopLane (demo)',
      noindex: false,
      screen: <GoogleSignInRefusedScreen {...model} />,
    }),
  // TEMPORARY (classroom-server branch, to keep it typechecking): bare placeholders until the
  // screens engineer's classroom-ui branch brings the board screens; take theirs at merge.
  classBoard: (model) =>
    page({
      title: `Class ${model.board.code} · ShopLane`,
      noindex: true,
      screen: <main>{model.board.name}</main>,
    }),
  classBoardRefused: (model) =>
    page({ title: 'Class board · ShopLane', noindex: true, screen: <main>{model.message}</main> }),
};
