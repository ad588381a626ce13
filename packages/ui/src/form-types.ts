/**
 * Shapes shared by the forms of @shop/ui. Forms are controlled: the caller owns the values and
 * hears every change as `(field, value)`, so one `setState` can serve a whole form.
 */

/** `onChange('email', 'a@b.in')`, `onChange('rememberMe', true)`: the value's type follows the field. */
export type FieldChangeHandler<Values> = <Field extends keyof Values>(
  field: Field,
  value: Values[Field],
) => void;

/** A form-level message and the fields it names (they are marked invalid and described by it). */
export interface FormErrorState<Field extends string> {
  message: string;
  fields?: readonly Field[];
}
