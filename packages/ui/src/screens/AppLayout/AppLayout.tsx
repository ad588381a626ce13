import type { ReactNode } from 'react';
import { SHOP_NAME, SHOP_TAGLINE } from '@shop/core/brand';
import { Box } from '../../components/Box/Box';
import { Inline } from '../../components/Inline/Inline';
import { Link } from '../../components/Link/Link';
import { Stack } from '../../components/Stack/Stack';
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
    <Stack className={styles.layout}>
      {/* A fragment link, not a route: a plain anchor whatever the app's link component. */}
      <a href={`#${MAIN_ID}`} className={styles.skipLink} data-testid={testIds.layout.skipLink}>
        Skip to content
      </a>
      {header}
      <main id={MAIN_ID} tabIndex={-1} className={styles.main} data-testid={testIds.layout.main}>
        {children}
      </main>
      <Box as="footer" background="surface" className={styles.footer} data-testid={testIds.layout.footer}>
        <Inline align="spaceBetween" alignY="center" gap="md" maxWidth="content" paddingY="lg" paddingX="xl">
          <Box as="p">
            {SHOP_NAME} · {SHOP_TAGLINE}. Prices in Indian rupees.
          </Box>
          <nav aria-label="Footer">
            <Inline as="ul" gap="lg" wrap={false}>
              <li>
                <Link href="/health" testId={testIds.layout.footerHealthLink}>
                  System health
                </Link>
              </li>
            </Inline>
          </nav>
        </Inline>
      </Box>
      {overlays}
    </Stack>
  );
}
