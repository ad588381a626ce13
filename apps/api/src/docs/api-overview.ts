import { type ApiArea } from '@shop/core';
import { authMessages } from '@shop/core/users';
import { qaSettings, TRACE_ID_HEADER } from '@shop/core/qa';
import { SHOP_NAME } from '@shop/core/brand';

/*
 * What the API docs say about the API as a whole, in their own words: a learner reads them without
 * the shop's internal documents, so nothing here (nor in any summary) points to one.
 */

export const API_DOCS_TITLE = `${SHOP_NAME} API`;

export const API_DOCS_DESCRIPTION = [
  `The API behind the ${SHOP_NAME} storefront: the catalogue, accounts, the cart and the shopper's ` +
    'profile, plus the tools of demo mode for practising test automation.',
  '**Errors.** Every error reply has the same JSON body, `{ "error": "…", "details": { "field": "…" } }`: ' +
    '`error` is the text the storefront shows; `details`, on some 400s, names each field that was ' +
    'refused and why.',
  '**Signing in.** Calls marked with a lock need the header `Authorization: Bearer <token>`, with the ' +
    'token a sign-up or sign-in reply carries. Without a valid token they answer 401 ' +
    `\`{ "error": "${authMessages.authRequired}" }\`. **Authorize** sends it from this page.`,
  '**Demo mode.** A local server runs in demo mode (a production server only when started with ' +
    '`DEMO_MODE=1`). Only then do the `qa` and `mailbox` calls answer; otherwise they are 404s.',
  `**Your sandbox.** Send your own key (16–64 letters, digits, \`-\` or \`_\`) as \`${qaSettings.sandbox.header}\`: ` +
    'it keeps your mail, events and settings apart from everyone else using the same server. Sign-up, ' +
    `sign-in and \`POST /api/v1/qa/users\` made without a key answer with a new one in that header. ` +
    `With the key, \`${qaSettings.scenarios.header}\` switches on live scenarios (e.g. \`cart.add.error\`), ` +
    `\`${qaSettings.defects.header}\` defect switches, \`${qaSettings.clockOffset.header}\` a clock ` +
    `offset (e.g. \`11m\`) and \`${qaSettings.apiQuirks.header}: on\` the API quirks (deliberately wrong ` +
    `statuses and shapes, listed on the /qa page). Every reply carries an \`${TRACE_ID_HEADER}\` to follow ` +
    'one request.',
].join('\n\n');

/** One tag per area of calls (the first part of each operationId), each with what it covers. */
export const API_DOCS_TAGS: Readonly<Record<ApiArea | 'qa', string>> = {
  health: 'Whether the server and its database are up.',
  products: 'The catalogue: categories, one page of a category, single products and the header search.',
  users: 'Accounts: sign-up, sign-in and sign-out, the password reset by one-time code, height and weight.',
  googleSignIn: 'Where Google sign-in happens on this server.',
  cart: 'The signed-in shopper’s cart; every reply is the whole cart with its summary.',
  checkout: 'What the checkout looks up: the city and state of a PIN code, the delivery dates and slots.',
  addresses: 'The signed-in shopper’s delivery addresses (at most 10).',
  payments:
    'The payment window’s card check: a token for the card, and its one-time code when it asks for one.',
  orders:
    'Placing the cart as an order (one transaction, safe to retry with its key), and the shopper’s orders with their tax invoice (PDF) and live tracking (server-sent events).',
  profile: 'The shopper’s fit, age group, preferred department and shoe size, and the lists they come from.',
  mailbox: 'Demo mode: the mail the shop has sent, as the mailbox page shows it.',
  qa: 'Demo mode: your session’s settings, the test-id catalogue, your events, test users, data resets and classroom mode (classes, learners, the teacher’s board and class switches).',
};
