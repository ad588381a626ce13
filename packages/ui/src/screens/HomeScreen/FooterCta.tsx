import { homeFooterCta } from '@shop/core/products';
import { useId } from 'react';
import { Button } from '../../components/Button/Button';
import { Link } from '../../components/Link/Link';
import { testIds } from '../../testIds';
import * as styles from './HomeScreen.css';

export interface FooterCtaProps {
  signedIn: boolean;
  /** Where Sign In leads (the sign-in screen). */
  signInHref: string;
  onSignOut: () => void;
  /** Every product: `/products?category=all`. */
  startExploringHref: string;
}

/** The page's closing call to action (spec §2): Sign In or Sign Out, and Start exploring. */
export function FooterCta({ signedIn, signInHref, onSignOut, startExploringHref }: FooterCtaProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.footerCta} data-testid={testIds.home.footerCta}>
      <div className={styles.footerCopy}>
        <h2 id={headingId} className={styles.footerTitle}>
          {homeFooterCta.title}
        </h2>
        <p className={styles.footerText}>
          {signedIn ? homeFooterCta.signedInText : homeFooterCta.signedOutText}
        </p>
      </div>
      <div className={styles.footerActions}>
        <Link href={startExploringHref} variant="button" testId={testIds.home.footerCtaStartExploring}>
          {homeFooterCta.startExploring}
        </Link>
        {signedIn ? (
          <Button variant="outline" tone="neutral" testId={testIds.home.footerCtaSignOut} onClick={onSignOut}>
            {homeFooterCta.signOut}
          </Button>
        ) : (
          <Link href={signInHref} variant="buttonSecondary" testId={testIds.home.footerCtaSignIn}>
            {homeFooterCta.signIn}
          </Link>
        )}
      </div>
    </section>
  );
}
