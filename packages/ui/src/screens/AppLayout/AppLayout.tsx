import type { ReactNode } from 'react';
import { SHOP_NAME, SHOP_TAGLINE } from '../../brand';
import { Link } from '../../components/Link/Link';
import { testIds } from '../../testIds';
import * as styles from './AppLayout.css';

export const MAIN_ID = 'main';

export interface AppLayoutProps {
  /** The page header, usually `<Header … />`. */
  header: ReactNode;
  /** The route's screen, inside `<main id="main">`. */
  children: ReactNode;
  /** Toasts and dialogs of every page, outside the main landmark. */
  overlays?: ReactNode;
}

/** The frame of every page: skip link, header, main landmark, a small footer. */
export function AppLayout({ header, children, overlays }: AppLayoutProps) {
  return (
    <div className={styles.layout}>
      {/* A fragment link, not a route: a plain anchor whatever the app's link component. */}
      <a href={`#${MAIN_ID}`} className={styles.skipLink} data-testid={testIds.layout.skipLink}>
        Skip to content
      </a>
      {header}
      <main id={MAIN_ID} tabIndex={-1} className={styles.main} data-testid={testIds.layout.main}>
        {children}
      </main>
      <footer className={styles.footer} data-testid={testIds.layout.footer}>
        <div className={styles.footerInner}>
          <p className={styles.footerText}>
            {SHOP_NAME} · {SHOP_TAGLINE}. Prices in Indian rupees.
          </p>
          <nav aria-label="Footer">
            <ul className={styles.footerLinks}>
              <li>
                <Link href="/health" testId={testIds.layout.footerHealthLink}>
                  System health
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
      {overlays}
    </div>
  );
}
