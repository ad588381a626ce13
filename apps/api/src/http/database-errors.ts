/**
 * What a failed database statement means for the client, and what of it may be logged. Both
 * drivers report PostgreSQL's SQLSTATE as `code` on the driver's error, which Drizzle wraps as the
 * `cause` of its "Failed query" error.
 */

/** A PostgreSQL error as both drivers shape it (only the fields we read). */
interface PostgresError {
  readonly code: string;
  readonly message: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * SQLSTATEs that only a client's value can cause, so they are the client's 400, never our 500:
 * - 22021 character_not_in_repertoire: a byte sequence the database encoding cannot hold — U+0000
 *   in text (PostgreSQL text cannot contain NUL);
 * - 22P05 untranslatable_character: `\u0000` in a JSON value bound as jsonb;
 * - 22001 string_data_right_truncation: longer than a varchar(n) column;
 * - 54000 program_limit_exceeded: a value too large for an index entry or a tsvector.
 * Everything else (constraint bugs, syntax, connection loss) stays a 500: those are ours.
 */
const CLIENT_VALUE_ERRORS: Readonly<Record<string, string>> = {
  '22021': 'Invalid request: a value contains a character that cannot be stored',
  '22P05': 'Invalid request: a value contains a character that cannot be stored',
  '22001': 'Invalid request: a value is too long',
  '54000': 'Invalid request: a value is too long',
};

/** The PostgreSQL error inside `error` (itself or a cause), if there is one. */
export function postgresErrorOf(error: unknown): PostgresError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code) && typeof message === 'string') {
      return { code, message };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The 400 text for a statement that failed on a client's value; undefined when it is our fault. */
export function clientValueErrorText(error: unknown): string | undefined {
  const code = postgresErrorOf(error)?.code;
  return code === undefined ? undefined : CLIENT_VALUE_ERRORS[code];
}

/**
 * The error as the log may keep it: a failed statement's SQL (placeholders only) and SQLSTATE,
 * never its parameters (e-mail addresses, names, password hashes) nor the server's `detail`
 * (which quotes the offending value). Other errors pass unchanged.
 */
export function loggableError(error: unknown): unknown {
  const postgres = postgresErrorOf(error);
  if (!postgres || !(error instanceof Error)) return error;
  const query = (error as { query?: unknown }).query;
  // PostgreSQL quotes the offending value in some messages ('invalid input syntax … "x"').
  const reason = postgres.message.replace(/"[^"]*"/g, '"…"');
  const redacted = new Error(
    typeof query === 'string' ? `Failed query: ${query}\nparams: [redacted]\nreason: ${reason}` : reason,
  );
  redacted.name = error.name;
  // The original stack starts with the message, parameters included: keep only the frames.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  redacted.stack = [`${redacted.name}: ${redacted.message}`, ...frames].join('\n');
  return Object.assign(redacted, { code: postgres.code });
}
