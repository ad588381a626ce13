import { useId, type HTMLAttributes, type Ref } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './TextField.css';

export const textFieldTypes = ['text', 'email', 'password', 'tel', 'search'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps {
  /** The visible label; also the input's accessible name. */
  label: string;
  value: string;
  /** The raw value of every keystroke or paste; the caller cleans it (e.g. `sanitizeOtpInput`). */
  onChange: (value: string) => void;
  /** Focus left the field (a form that shows an error once the field is touched). */
  onBlur?: () => void;
  type?: TextFieldType;
  /** `email`, `current-password`, `new-password`, `given-name`, `family-name`, `one-time-code` … */
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  name?: string;
  maxLength?: number;
  placeholder?: string;
  /**
   * A help line under the input, shown before the user fails a rule (e.g. the password rule); part
   * of the input's description, read before its error.
   */
  hint?: string;
  /** The field's own message, shown under it; the field is then marked invalid. */
  error?: string;
  /** Marks the field invalid without a message of its own (e.g. named by a form-level error). */
  invalid?: boolean;
  /** Ids of other elements that describe the field, such as the form's error region. */
  describedBy?: string;
  disabled?: boolean;
  /** Takes focus when a Dialog opens or a step changes (see Dialog). */
  autoFocusTarget?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** The input's test id. */
  testId: string;
  /** The message's test id; defaults to the input's plus `-error`. */
  errorTestId?: string;
  /** The hint's test id; defaults to the input's plus `-hint`. */
  hintTestId?: string;
}

/**
 * A labelled text input with its own error message. In error it carries `aria-invalid="true"` and
 * `aria-describedby` pointing at the message (and at `describedBy`), so assistive technology reads
 * the message with the field.
 */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  inputMode,
  name,
  maxLength,
  placeholder,
  hint,
  error,
  invalid = false,
  describedBy,
  disabled,
  autoFocusTarget = false,
  ref,
  testId,
  errorTestId,
  hintTestId,
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const isInvalid = invalid || Boolean(error);
  const description = [hint ? hintId : null, error ? errorId : null, describedBy ?? null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type={type}
        name={name}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={isInvalid || undefined}
        aria-describedby={description || undefined}
        data-autofocus={autoFocusTarget || undefined}
        className={styles.input}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {hint && (
        <p id={hintId} className={styles.hint} data-testid={hintTestId ?? `${testId}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} data-testid={errorTestId ?? `${testId}-error`}>
          <Icon name="alert" size="small" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
