import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

/** How much the button stands out: filled, outlined, or text only. */
export const buttonVariants = ['solid', 'outline', 'ghost'] as const;
/** What the action means: the shop's main colour, a quiet one, or a destructive one. */
export const buttonTones = ['brand', 'neutral', 'critical'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonTone = (typeof buttonTones)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'> {
  variant?: ButtonVariant;
  tone?: ButtonTone;
  size?: ButtonSize;
  /** A decorative icon before the label; the label stays the accessible name. */
  icon?: IconName;
  fullWidth?: boolean;
  /** Work is under way: the button is disabled, marked `aria-busy` and shows a spinner. */
  busy?: boolean;
  /** Every interactive element carries a test id from `testIds`. */
  testId: string;
  children: ReactNode;
}

export function Button({
  variant = 'solid',
  tone = 'brand',
  size = 'medium',
  icon,
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
      className={styles.button({ variant, tone, size, fullWidth })}
    >
      {/* The spinner takes the icon's place, so the label does not move. */}
      {busy ? <Spinner /> : icon && <Icon name={icon} size={size === 'small' ? 'small' : 'medium'} />}
      {children}
    </button>
  );
}
