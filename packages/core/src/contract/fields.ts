import { EMAIL_MAX_LENGTH } from '../constants';
import { z } from 'zod/mini';

/** Ids are PostgreSQL `integer` columns: a larger number names nothing and must not reach a query. */
export const MAX_ID = 2_147_483_647;
const withinIdRange = z.lte(MAX_ID, { error: `must be at most ${MAX_ID}` });

/** Ids in paths arrive as text; they must still be whole positive numbers. */
export const PathIdSchema = z.coerce
  .number({ error: 'must be a whole number' })
  .check(
    z.int({ error: 'must be a whole number' }),
    z.positive({ error: 'must be a positive number' }),
    withinIdRange,
  );

export const IdSchema = z
  .number({ error: 'must be a number' })
  .check(
    z.int({ error: 'must be a whole number' }),
    z.positive({ error: 'must be a positive number' }),
    withinIdRange,
  );

/**
 * C0 control characters (U+0000–U+001F, NUL included) and DEL. No e-mail address, name, password,
 * code or token contains one, PostgreSQL text cannot hold U+0000 at all, and a newline in an
 * address or name is how header and log injection start. Printable characters of any script stay
 * allowed (passwords may be unusual, names are not only ASCII).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** The same rule as a pattern, so the OpenAPI document shows it too. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

/** The per-field text of a value refused for {@link CONTROL_CHARACTER}. */
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** Free text from a client: a string without control characters. */
export function textFieldSchema(requiredMessage = 'is required') {
  return z
    .string({ error: requiredMessage })
    .check(z.regex(NO_CONTROL_CHARACTERS, { error: CONTROL_CHARACTERS_MESSAGE }));
}

export const EmailFieldSchema = textFieldSchema().check(
  z.maxLength(EMAIL_MAX_LENGTH, { error: 'is too long' }),
);

/** ISO-8601 timestamp as the server writes it (`created_at`, `updated_at`). */
export const TimestampSchema = z.string();

/** A required text field of at most `max` characters (the checkout's request fields). */
export const boundedText = (max: number) =>
  textFieldSchema().check(z.maxLength(max, { error: `must be at most ${max} characters` }));
