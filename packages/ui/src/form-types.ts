import type { FieldError, FormErrors } from '@shop/core';

/**
 * Shapes shared by the forms of @shop/ui. Forms are controlled: the caller owns the values and
 * hears every change as `(field, value)`, so one `setState` can serve a whole form.
 */

/** `onChange('email', 'a@b.in')`, `onChange('rememberMe', true)`: the value's type follows the field. */
export type FieldChangeHandler<Values> = <Field extends keyof Values>(
  field: Field,
  value: Values[Field],
) => void;

export type { FieldError };

/**
 * What a form shows after a failed check or call: `message` in its red box and `errors`, the
 * fields in error with their own messages (`{ field, message }[]`). A failed rule of @shop/core
 * (`validateSignIn(...)` when not ok) fits as is; so does a server reply read with
 * `fieldErrorsOf(error, requestFields)`. Each form decides where a field's message shows: under
 * the field (sign-up), or in the red box that the marked field points at (sign-in, the wizard).
 */
export type FormErrorState<Field extends string> = FormErrors<Field>;

/** Whether a field is named by the form's errors. */
export function isFieldInError<Field extends string>(
  error: FormErrorState<Field> | undefined,
  field: Field,
): boolean {
  return Boolean(error?.errors.some((entry) => entry.field === field));
}
