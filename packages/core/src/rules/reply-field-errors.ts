import { isApiError } from '../client';
import type { FieldError } from './check';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The field errors of an error reply, renamed to the form's fields: `details` as our API sends it
 * (`{ emailId: 'Please enter a valid email address' }`) or as a `{ field, message }[]` list. Fields
 * the form does not have (and anything unreadable) are left out: the reply's `error` text is still
 * the form's message.
 */
export function fieldErrorsFromReply<Field extends string>(
  body: unknown,
  requestFields: Readonly<Record<string, Field>>,
): FieldError<Field>[] {
  if (!isRecord(body)) return [];
  const { details } = body;
  const pairs: Array<readonly [unknown, unknown]> = Array.isArray(details)
    ? details.filter(isRecord).map((entry) => [entry.field, entry.message] as const)
    : isRecord(details)
      ? Object.entries(details)
      : [];

  const errors: FieldError<Field>[] = [];
  for (const [name, message] of pairs) {
    if (typeof name !== 'string' || !isText(message) || !Object.hasOwn(requestFields, name)) continue;
    const field = requestFields[name]!;
    if (!errors.some((error) => error.field === field)) errors.push({ field, message });
  }
  return errors;
}

/**
 * {@link fieldErrorsFromReply} of a failed call: none unless the server answered. `refusedField`
 * is the field a 4xx refusal naming no field is about (a wrong code: 'Invalid OTP'), with the
 * form's message.
 */
export function fieldErrorsOf<Field extends string>(
  error: unknown,
  requestFields: Readonly<Record<string, Field>>,
  refusal?: { readonly field: Field; readonly message: string },
): FieldError<Field>[] {
  if (!isApiError(error) || error.kind !== 'http') return [];
  const errors = fieldErrorsFromReply(error.body, requestFields);
  const refused = error.status !== null && error.status >= 400 && error.status < 500;
  if (errors.length === 0 && refusal && refused) return [refusal];
  return errors;
}
