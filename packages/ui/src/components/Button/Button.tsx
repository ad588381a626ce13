import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'> {
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  fullWidth?: boolean;
  /** Work is under way: the button is disabled, marked `aria-busy` and shows a spinner. */
  busy?: boolean;
  /** Every interactive element carries a test id from `testIds`. */
  testId: string;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  busy = false,
  disabled,
  testId,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-testid={testId}
      className={styles.button({ variant, size, fullWidth })}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}
