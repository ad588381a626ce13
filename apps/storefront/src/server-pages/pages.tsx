import { readFileSync } from 'node:fs';
import { escapeHtml } from '@shop/core';
import { CLASS_BOARD_SCRIPT_PATH, SERVER_PAGES_FILES, type ServerPagesModule } from '@shop/core/qa';
import { GoogleAccountChooserScreen, GoogleSignInRefusedScreen } from '@shop/ui/google-sign-in';
import { MailboxScreen } from '@shop/ui/mailbox';
import { ClassBoardRefusedScreen, ClassBoardScreen, QaToolsScreen } from '@shop/ui/qa';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/*
 * The harness's own pages as whole documents: @shop/ui screens rendered to HTML once per request,
 * with no script (the forms post, the links navigate), so they work with JavaScript off, in the
 * Google popup and under the pages' strict policy. The one exception is the class board, which a
 * file of our own keeps live (class-board-live.ts); it works without it too. Built for Node beside the storefront
 * (vite.config.ts: serverPages) and loaded by the API (apps/api/src/http/server-pages.ts).
 */

/** The screens' styles, which this module's build writes beside it. */
const stylesheet = readFileSync(new URL(`./${SERVER_PAGES_FILES.stylesheet}`, import.meta.url), 'utf8');

interface Document {
  readonly title: string;
  /** Kept out of search engines: the demo pages show one browser's sandbox. */
  readonly noindex: boolean;
  readonly screen: ReactElement;
  /** A same-origin script file the page loads (the pages' policy allows 'self', never inline). */
  readonly script?: string;
}

function page({ title, noindex, screen, script }: Document): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${noindex ? '<meta name="robots" content="noindex">\n' : ''}<title>${escapeHtml(title)}</title>
<style>${stylesheet}</style>
${script === undefined ? '' : `<script type="module" src="${escapeHtml(script)}"></script>\n`}</head>
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
  classBoard: (model) =>
    page({
      title: `Class ${model.board.name} · ShopLane`,
      noindex: true,
      screen: <ClassBoardScreen {...model} />,
      script: CLASS_BOARD_SCRIPT_PATH,
    }),
  classBoardRefused: (model) =>
    page({ title: 'Class board · ShopLane', noindex: true, screen: <ClassBoardRefusedScreen {...model} /> }),
};
