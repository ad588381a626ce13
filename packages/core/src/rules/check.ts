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
