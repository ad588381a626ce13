import type { ReactNode } from 'react';
import { ThemeRoot } from '../../theme/ThemeRoot';
import * as styles from './DemoPageFrame.css';

export interface DemoPageLink {
  readonly href: string;
  readonly label: string;
  readonly testId: string;
}

export interface DemoPageFrameProps {
  /** The shop's name in the bar, the way back to the shop. */
  readonly homeTestId: string;
  /** The bar's other links (the mailbox, the API docs, sign-in). */
  readonly links: readonly DemoPageLink[];
  /** `narrow` for a page of one column of reading (the mailbox), `wide` for the QA tools. */
  readonly width: 'narrow' | 'wide';
  readonly children: ReactNode;
}

/**
 * What the demo mode's own pages (the mailbox, /qa) share: a bar with the shop's name as the way
 * back and a few links, then the page. Plain links and forms only: the server renders these pages
 * without a script, so they work with JavaScript off, under the pages' strict policy.
 */
export function DemoPageFrame({ homeTestId, links, width, children }: DemoPageFrameProps) {
  return (
    <ThemeRoot>
      <div className={styles.page}>
        <header className={styles.bar}>
          <a className={`${styles.barLink} ${styles.brand}`} href="/" data-testid={homeTestId}>
            ShopLane
          </a>
          {links.map((link) => (
            <a key={link.href} className={styles.barLink} href={link.href} data-testid={link.testId}>
              {link.label}
            </a>
          ))}
        </header>
        <main className={styles.main[width]}>{children}</main>
      </div>
    </ThemeRoot>
  );
}
