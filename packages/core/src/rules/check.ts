/**
 * The outcome of one validation rule: the cleaned value, or the one message the form shows.
 * A discriminated union so that callers cannot read a value without checking `ok` first.
 */
export type Check<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export const pass = <T>(value: T): Check<T> => ({ ok: true, value });
export const fail = <T = never>(error: string): Check<T> => ({ ok: false, error });

/** Blank means empty after trimming; `null` and `undefined` are blank too (inputs not yet touched). */
export function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

/** One problem of one field: `{ field: 'email', message: 'Enter email id' }`. */
export interface FieldError<Field extends string = string> {
  readonly field: Field;
  readonly message: string;
}

/**
 * What a form shows after a failed check or call: its one message (the red box: the first failure
 * in the spec's order, or a summary such as 'Fill all fields'), and each field in error with its
 * own message, in the spec's order. `errors` is empty when the message is about no field
 * ('Email not found. Please start over.', 'Failed to send OTP').
 */
export interface FormErrors<Field extends string> {
  readonly message: string;
  readonly errors: readonly FieldError<Field>[];
}

/** The outcome of a form's rule: the cleaned values, or the errors tagged by field. */
export type FormCheck<Field extends string, Value> =
  { readonly ok: true; readonly value: Value } | ({ readonly ok: false } & FormErrors<Field>);

/** A failed form check with one message about the given fields (none: a form-level message). */
export function formFailure<Field extends string>(
  message: string,
  fields: readonly Field[] = [],
): { readonly ok: false } & FormErrors<Field> {
  return { ok: false, message, errors: fields.map((field) => ({ field, message })) };
}

/** One rule of a form: the field it is about, whether the values break it, and the §5 text. */
export interface FieldRule<Field extends string, Values> {
  readonly field: Field;
  readonly fails: (values: Values) => boolean;
  readonly message: string;
}

/**
 * Every broken rule, one error per field (its first broken rule), in the order of `rules`. `only`
 * limits the run to some fields: the server re-checks the fields a request carries with the very
 * rules of the form.
 */
export function brokenRules<Field extends string, Values>(
  rules: readonly FieldRule<Field, Values>[],
  values: Values,
  only?: readonly Field[],
): FieldError<Field>[] {
  const errors: FieldError<Field>[] = [];
  for (const rule of rules) {
    if (only && !only.includes(rule.field)) continue;
    if (errors.some((error) => error.field === rule.field)) continue;
    if (rule.fails(values)) errors.push({ field: rule.field, message: rule.message });
  }
  return errors;
}

/** The message of one field, if it is in error (what a field shows under itself). */
export function fieldMessage<Field extends string>(
  errors: readonly FieldError<Field>[] | undefined,
  field: Field,
): string | undefined {
  return errors?.find((error) => error.field === field)?.message;
}
