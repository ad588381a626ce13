import { z } from 'zod/mini';
import { contractRegistry } from './registry';
import { PHYSICAL_STATS_LIMITS } from '../constants';
import { accountMessages } from '../texts/account-replies';
import { defineEndpoint, MessageReplySchema, OptionalMessageReadSchema } from './endpoint';
import { EmailFieldSchema, IdSchema, PathIdSchema, textFieldSchema } from './fields';
import { SIGN_OUT_ENDPOINT_ID, UserSchema } from './user';

/** Free text the client must send (control characters refused: see {@link textFieldSchema}). */
const required = (field: string) => textFieldSchema(`${field} is required`);

export const SignInRequestSchema = z.object({
  emailId: required('emailId'),
  password: required('password'),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

/** Sign-in, sign-up and Google sign-in all end with a user and a bearer token. */
export const SessionReplySchema = z
  .object({
    message: z.string(),
    user: UserSchema,
    token: z.string(),
  })
  .register(contractRegistry, { id: 'SessionReply' });
export type SessionReply = z.infer<typeof SessionReplySchema>;

/**
 * Sign-in as the storefront reads it: §7 promises the user and token; the notice without a
 * `message` is our server's own text.
 */
export const SignInReadSchema = z.pipe(
  z.object({ user: UserSchema, token: z.string(), message: z.optional(z.string()) }),
  z.transform(({ message, ...session }): SessionReply => ({
    ...session,
    message: message ?? accountMessages.signedIn,
  })),
);

/**
 * Sign-up as the storefront reads it: §7 promises only the user, whom §4 signs in locally; without
 * a token the session has none (a call that needs one answers 401 and ends it).
 */
export const CreateUserReadSchema = z.pipe(
  z.object({ user: UserSchema, token: z.optional(z.string()), message: z.optional(z.string()) }),
  z.transform(({ user, token, message }): SessionReply => ({
    user,
    token: token ?? '',
    message: message ?? accountMessages.created,
  })),
);

const OAuthNamesSchema = { firstName: z.string(), lastName: z.string(), emailId: z.optional(z.string()) };

/**
 * Google sign-in as the storefront reads it: §7 reads user.userId or user.id, firstName and
 * lastName. Without `emailId` or `token` the caller uses the e-mail and access token it sent
 * (§4: the callback keeps the third-party session's token).
 */
export const OAuthSignInReadSchema = z.pipe(
  z.object({
    user: z.union([
      z.object({ userId: z.int(), ...OAuthNamesSchema }),
      z.pipe(
        z.object({ id: z.int(), ...OAuthNamesSchema }),
        z.transform(({ id, ...names }) => ({ userId: id, ...names })),
      ),
    ]),
    token: z.optional(z.string()),
    message: z.optional(z.string()),
  }),
  z.transform(({ message, ...session }) => ({ ...session, message: message ?? accountMessages.signedIn })),
);

export const CreateUserRequestSchema = z.object({
  firstName: required('firstName'),
  lastName: required('lastName'),
  emailId: required('emailId'),
  password: required('password'),
});
export type CreateUserRequest = z.infer<typeof CreateUserRequestSchema>;

export const ForgotPasswordRequestSchema = z.object({ email: EmailFieldSchema });
export const VerifyOtpRequestSchema = z.object({ email: EmailFieldSchema, otp: required('otp') });
export const VerifyOtpReplySchema = z.object({ message: z.string(), resetToken: z.string() });
/** §7: verify-otp "reads resetToken or token"; the screen shows its own §8 text. */
export const VerifyOtpReadSchema = z.union([
  z.object({ resetToken: z.string(), message: z.optional(z.string()) }),
  z.pipe(
    z.object({ token: z.string(), message: z.optional(z.string()) }),
    z.transform(({ token, message }) => ({ resetToken: token, message })),
  ),
]);
export const ResetPasswordRequestSchema = z.object({
  resetToken: required('resetToken'),
  newPassword: required('newPassword'),
  confirmPassword: required('confirmPassword'),
});

export const OAuthSignInRequestSchema = z.object({
  supabaseUserId: required('supabaseUserId'),
  email: EmailFieldSchema,
  firstName: z._default(textFieldSchema(), ''),
  lastName: z._default(textFieldSchema(), ''),
  accessToken: required('accessToken'),
  avatarUrl: z.optional(z.nullable(z.string())),
  provider: z.literal('google'),
});

export const UserReplySchema = z.object({ user: UserSchema });

/** The user as §7's GET /users/{userId} promises it: names and e-mail (the caller knows the id). */
const UserReadSchema = z.extend(UserSchema, { userId: z.optional(z.int()) });
/** §7: "reply user (or the body itself)". */
export const UserReplyReadSchema = z.union([
  z.object({ user: UserReadSchema }),
  z.pipe(
    UserReadSchema,
    z.transform((user) => ({ user })),
  ),
]);

export const HEIGHT_UNITS = ['cm', 'ft'] as const;
export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type HeightUnit = (typeof HEIGHT_UNITS)[number];
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** Spec §3: one of each pair is present, in the unit the user saved. */
export const PhysicalStatsSchema = z
  .object({
    heightCm: z.optional(z.number()),
    heightFt: z.optional(z.number()),
    weightKg: z.optional(z.number()),
    weightLb: z.optional(z.number()),
    updated_at: z.string(),
  })
  .register(contractRegistry, { id: 'PhysicalStats' });
export type PhysicalStats = z.infer<typeof PhysicalStatsSchema>;

export const PhysicalStatsReplySchema = z.object({ stats: z.nullable(PhysicalStatsSchema) });

/** The stats as the storefront reads them: §3 shows none of their fields, so none is required. */
export const PhysicalStatsReadSchema = z.extend(PhysicalStatsSchema, { updated_at: z.optional(z.string()) });
export type PhysicalStatsRead = z.infer<typeof PhysicalStatsReadSchema>;

const statsValueSchema = () =>
  z.number({ error: 'must be a number' }).check(z.positive({ error: 'must be greater than 0' }));

/** 'must be at most 300 cm': the bound depends on the unit sent beside the value. */
function upperBoundIssue(
  value: unknown,
  unit: unknown,
  limits: Readonly<Record<string, number>>,
  field: string,
) {
  if (typeof value !== 'number' || typeof unit !== 'string') return undefined;
  const maximum = limits[unit];
  if (maximum === undefined || value <= maximum) return undefined;
  return {
    code: 'too_big' as const,
    origin: 'number' as const,
    maximum,
    inclusive: true,
    path: [field],
    input: value,
    message: `must be at most ${maximum} ${unit}`,
  };
}

/**
 * §7 POST /users/physical-stats with the §5 checks made on the server too: numbers, greater than
 * 0, the units, and an upper bound per unit (PHYSICAL_STATS_LIMITS).
 */
export const SavePhysicalStatsRequestSchema = z
  .object({
    userId: IdSchema,
    heightUnit: z.enum(HEIGHT_UNITS),
    weightUnit: z.enum(WEIGHT_UNITS),
    heightValue: statsValueSchema(),
    weightValue: statsValueSchema(),
  })
  .check(
    z.superRefine((body, ctx) => {
      const issues = [
        upperBoundIssue(body.heightValue, body.heightUnit, PHYSICAL_STATS_LIMITS.height, 'heightValue'),
        upperBoundIssue(body.weightValue, body.weightUnit, PHYSICAL_STATS_LIMITS.weight, 'weightValue'),
      ];
      for (const issue of issues) if (issue) ctx.addIssue(issue);
    }),
  );
export const SavePhysicalStatsReplySchema = z.object({
  message: z.string(),
  stats: PhysicalStatsSchema,
});
/** §7 lists no reply for the save: without `stats` the row reads them again. */
export const SavePhysicalStatsReadSchema = z.object({
  message: z.optional(z.string()),
  stats: z.optional(PhysicalStatsReadSchema),
});

export const UserIdParamsSchema = z.object({ userId: PathIdSchema });
export const UserIdQuerySchema = z.object({ userId: PathIdSchema });

export const userEndpoints = {
  signIn: defineEndpoint({
    id: 'users.signIn',
    method: 'POST',
    path: '/users/signIn',
    auth: 'none',
    summary: 'Sign in with e-mail and password.',
    body: SignInRequestSchema,
    reply: SessionReplySchema,
    read: SignInReadSchema,
    status: 200,
    errors: [400, 401, 423, 429],
  }),
  signOut: defineEndpoint({
    id: SIGN_OUT_ENDPOINT_ID,
    method: 'POST',
    path: '/users/signOut',
    auth: 'bearer',
    summary: 'Revoke the bearer token’s session.',
    reply: MessageReplySchema,
    status: 200,
    errors: [401],
  }),
  createUser: defineEndpoint({
    id: 'users.createUser',
    method: 'POST',
    path: '/users/createUser',
    auth: 'none',
    summary: 'Create an account (checked by the sign-up form’s rules) and sign it in.',
    body: CreateUserRequestSchema,
    reply: SessionReplySchema,
    read: CreateUserReadSchema,
    status: 201,
    errors: [400, 409, 429],
  }),
  forgotPassword: defineEndpoint({
    id: 'users.forgotPassword',
    method: 'POST',
    path: '/users/forgot-password',
    auth: 'none',
    summary: 'Mail a one-time code; the same reply for known and unknown addresses.',
    body: ForgotPasswordRequestSchema,
    reply: MessageReplySchema,
    read: OptionalMessageReadSchema,
    status: 200,
    errors: [400, 429],
  }),
  verifyOtp: defineEndpoint({
    id: 'users.verifyOtp',
    method: 'POST',
    path: '/users/verify-otp',
    auth: 'none',
    summary: 'Exchange a valid one-time code for a single-use reset token.',
    body: VerifyOtpRequestSchema,
    reply: VerifyOtpReplySchema,
    read: VerifyOtpReadSchema,
    status: 200,
    errors: [400, 429],
  }),
  resetPassword: defineEndpoint({
    id: 'users.resetPassword',
    method: 'POST',
    path: '/users/reset-password',
    auth: 'none',
    summary: 'Set a new password with a reset token; revokes every session of the user.',
    body: ResetPasswordRequestSchema,
    reply: MessageReplySchema,
    read: OptionalMessageReadSchema,
    status: 200,
    errors: [400, 429],
  }),
  oauthSignIn: defineEndpoint({
    id: 'users.oauthSignIn',
    method: 'POST',
    path: '/users/oauth-signin',
    auth: 'none',
    summary:
      'Sign in with a Supabase Auth access token from Google sign-in. The token is verified (signature, expiry, subject = supabaseUserId); the account is found or made from its claims, never from the posted e-mail.',
    body: OAuthSignInRequestSchema,
    reply: SessionReplySchema,
    read: OAuthSignInReadSchema,
    status: 200,
    errors: [400, 401, 409, 423, 429, 503],
  }),
  getPhysicalStats: defineEndpoint({
    id: 'users.getPhysicalStats',
    method: 'GET',
    path: '/users/physical-stats',
    auth: 'bearer',
    summary: 'The signed-in user’s height and weight (`stats` is null when none is saved).',
    reply: PhysicalStatsReplySchema,
    read: z.object({ stats: z.nullable(PhysicalStatsReadSchema) }),
    status: 200,
    errors: [401],
  }),
  savePhysicalStats: defineEndpoint({
    id: 'users.savePhysicalStats',
    method: 'POST',
    path: '/users/physical-stats',
    auth: 'bearer',
    summary: 'Save height and weight.',
    body: SavePhysicalStatsRequestSchema,
    reply: SavePhysicalStatsReplySchema,
    read: SavePhysicalStatsReadSchema,
    status: 200,
    errors: [400, 401, 403],
  }),
  clearPhysicalStats: defineEndpoint({
    id: 'users.clearPhysicalStats',
    method: 'DELETE',
    path: '/users/physical-stats',
    auth: 'bearer',
    summary: 'Remove height and weight; 204 means success, 404 that none was saved.',
    query: UserIdQuerySchema,
    reply: z.void(),
    status: 204,
    errors: [400, 401, 403, 404],
  }),
  getUser: defineEndpoint({
    id: 'users.getUser',
    method: 'GET',
    path: '/users/:userId',
    auth: 'bearer',
    summary: 'The token’s own user; another user’s id answers 403.',
    params: UserIdParamsSchema,
    reply: UserReplySchema,
    read: UserReplyReadSchema,
    status: 200,
    errors: [400, 401, 403, 404],
  }),
} as const;
