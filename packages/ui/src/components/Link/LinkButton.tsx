import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './Link.css';

export interface LinkButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style' | 'type'
> {
  /** Every interactive element carries a test id from `testIds`. */
  testId: string;
  children: ReactNode;
}

/**
 * An action that reads like a link ('Forgot password?', 'Terms & Conditions', 'Resend OTP'):
 * a `<button type="button">` in the text link's style, because it opens something rather than
 * navigating. Navigation uses `Link`.
 */
export function LinkButton({ testId, children, ...rest }: LinkButtonProps) {
  return (
    <button {...rest} type="button" className={styles.linkButton} data-testid={testId}>
      {children}
    </button>
  );
}
