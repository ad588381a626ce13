import { AUTH_STAND_IN_ANON_KEY } from '@shop/core';
import { SHOP_NAME } from '@shop/core/brand';

/*
 * What the Google sign-in stand-in's OpenAPI document says about it as a whole (in its own words,
 * like api-overview.ts): a second document, because /auth/v1 is a different API with Supabase's
 * shapes, not the shop's.
 */

export const AUTH_STAND_IN_DOCS_TITLE = `${SHOP_NAME} Google sign-in stand-in (Supabase Auth subset)`;

export const AUTH_STAND_IN_DOCS_DESCRIPTION = [
  'A local stand-in for the part of Supabase Auth that `@supabase/supabase-js` uses for Google ' +
    'sign-in (PKCE), served at `/auth/v1` by a demo server without a Supabase project: no network, ' +
    'no Google account.',
  '**Flow.** `GET /authorize` opens the "Choose an account" page; its forms post to ' +
    '`/authorize/choose`, `/authorize/another` or `/authorize/cancel`, which send the browser back ' +
    'to `redirect_to` with a one-time `code` (or an OAuth error); `POST /token?grant_type=pkce` ' +
    'exchanges the code with the PKCE verifier for a session.',
  '**Errors.** The JSON calls answer `{ "code", "error_code", "msg" }` as Supabase does; the pages ' +
    'answer 400 with the reason on the page. A chooser post the page did not make (an unknown or ' +
    'malformed flow id, an unknown account) is "This sign-in page is no longer valid. Close it and ' +
    'start again."',
  `**Keys.** The JSON calls need the project's anon key in the \`apikey\` header: \`${AUTH_STAND_IN_ANON_KEY}\`.`,
].join('\n\n');
