import { AUTH_STAND_IN_FULL_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, hasControlCharacters } from '@shop/core';
import { isListedGoogleAddress, SEEDED_GOOGLE_IDENTITIES } from '@shop/core/google-sign-in';
import { isValidEmail } from '@shop/core/users';
import { z } from 'zod/mini';

/**
 * What the stand-in accepts (ARCHITECTURE.md "Google sign-in"), one zod schema per request part:
 * the routes validate with them and the stand-in's OpenAPI document lists them (routes/docs.ts),
 * so the schema-driven fuzz sends them malformed input. Nothing reaches the database unchecked: a
 * flow id that is no UUID was a 500 from Postgres' uuid cast (issue 24, item 3).
 */

/** The refusal page's texts (GoogleSignInRefusedScreen), the same words as the mocks'. */
export const standInPageTexts = {
  provider: 'Unsupported provider: provider is not enabled',
  redirectTo: 'redirect_to must be a page of this shop',
  codeChallenge: 'code_challenge is required: this server supports the PKCE flow only',
  codeChallengeMethod: 'code_challenge_method must be s256 or plain',
  /** Any chooser post the page did not make: an unknown or malformed flow, an unknown account. */
  noLongerValid: 'This sign-in page is no longer valid. Close it and start again.',
} as const;

/** "Use another account"'s field errors, shown next to the fields. */
export const anotherAccountTexts = {
  nameMissing: 'Enter your name',
  nameInvalid: (max: number) => `Enter a name of at most ${max} letters`,
  emailMissing: 'Enter an e-mail address',
  emailInvalid: 'Enter a valid e-mail address',
  emailListed: 'This address belongs to an account listed above: choose it there',
} as const;

/** Far longer than any page of the shop's address; the flow row stores it. */
const REDIRECT_TO_MAX_LENGTH = 2_048;
/** RFC 7636: 43–128 characters of the unreserved set. */
const CODE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;
const CODE_CHALLENGE_METHODS = ['s256', 'plain'] as const;
export type CodeChallengeMethod = (typeof CODE_CHALLENGE_METHODS)[number];

const isHttpUrl = (value: string) => {
  if (hasControlCharacters(value)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * GET /authorize, as supabase-js's signInWithOAuth sends it. The first failing parameter, in this
 * order, names the refusal. (That redirect_to is on this shop's host is the service's check: the
 * host is the request's.)
 */
export const AuthorizeQuerySchema = z.object({
  provider: z.literal('google', { error: standInPageTexts.provider }),
  redirect_to: z
    .string({ error: standInPageTexts.redirectTo })
    .check(
      z.maxLength(REDIRECT_TO_MAX_LENGTH, { error: standInPageTexts.redirectTo }),
      z.refine(isHttpUrl, { error: standInPageTexts.redirectTo }),
    ),
  code_challenge: z
    .string({ error: standInPageTexts.codeChallenge })
    .check(z.regex(CODE_CHALLENGE, { error: standInPageTexts.codeChallenge })),
  // Any letter case, as GoTrue reads it; stored in lower case.
  code_challenge_method: z.pipe(
    z
      .string({ error: standInPageTexts.codeChallengeMethod })
      .check(z.describe('s256 or plain, in any letter case'), z.toLowerCase()),
    z.enum(CODE_CHALLENGE_METHODS, { error: standInPageTexts.codeChallengeMethod }),
  ),
});
export type AuthorizeQuery = z.output<typeof AuthorizeQuerySchema>;

/** The flow the chooser page was opened for: a UUID the stand-in made. */
const FlowIdSchema = z.uuid();

const seededIdentityIds = SEEDED_GOOGLE_IDENTITIES.map((identity) => identity.id) as [string, ...string[]];

/** A seeded identity's button on the chooser page. */
export const ChooseFormSchema = z.object({
  flow_id: FlowIdSchema,
  identity_id: z.enum(seededIdentityIds),
});

/** "Use another account": any name and address, each refused with its field's text. */
export const AnotherAccountFormSchema = z.object({
  flow_id: FlowIdSchema,
  full_name: z._default(
    z.string({ error: anotherAccountTexts.nameMissing }).check(
      z.trim(),
      z.minLength(1, { error: anotherAccountTexts.nameMissing, abort: true }),
      z.maxLength(AUTH_STAND_IN_FULL_NAME_MAX_LENGTH, {
        error: anotherAccountTexts.nameInvalid(AUTH_STAND_IN_FULL_NAME_MAX_LENGTH),
      }),
      z.refine((name) => !hasControlCharacters(name) && !/[<>]/.test(name), {
        error: anotherAccountTexts.nameInvalid(AUTH_STAND_IN_FULL_NAME_MAX_LENGTH),
      }),
    ),
    '',
  ),
  email: z._default(
    z.string({ error: anotherAccountTexts.emailMissing }).check(
      z.trim(),
      z.minLength(1, { error: anotherAccountTexts.emailMissing, abort: true }),
      z.maxLength(EMAIL_MAX_LENGTH, { error: anotherAccountTexts.emailInvalid, abort: true }),
      z.refine(isValidEmail, { error: anotherAccountTexts.emailInvalid, abort: true }),
      z.refine((email) => !isListedGoogleAddress(email), { error: anotherAccountTexts.emailListed }),
    ),
    '',
  ),
});

/** Cancel on the chooser page. */
export const CancelFormSchema = z.object({ flow_id: FlowIdSchema });

/**
 * The JSON calls' fields are read leniently, as GoTrue's are: a field of another type counts as
 * missing, so the call is refused with GoTrue's own reason for a missing field (and the mocks,
 * mocks/handlers/auth-stand-in.ts, answer the same).
 */
const lenientText = z.catch(z.optional(z.string()), undefined);

/** The project's anon key may come as `?apikey=` too (the header is the usual place). */
const apiKeyQuery = { apikey: lenientText };

/** POST /token?grant_type=… */
export const TokenQuerySchema = z.object({
  ...apiKeyQuery,
  grant_type: z.catch(z.optional(z.enum(['pkce', 'refresh_token'])), undefined),
});

/** POST /token's body: the code and verifier (pkce), or the refresh token. */
export const TokenBodySchema = z.catch(
  z.object({ auth_code: lenientText, code_verifier: lenientText, refresh_token: lenientText }),
  {},
);

/** POST /logout?scope=…; anything else is `local`, as supabase-js's default. */
export const LogoutQuerySchema = z.object({
  ...apiKeyQuery,
  scope: z.catch(z.optional(z.enum(['global', 'local', 'others'])), undefined),
});

/** GET /user. */
export const UserQuerySchema = z.object(apiKeyQuery);
