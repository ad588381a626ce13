import { oauthCallbackMessages as texts } from '@shop/core/google-sign-in';
import { useId } from 'react';
import { Icon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import { testIds } from '../../testIds';
import type { OAuthCallbackScreenProps, OAuthCallbackState } from './oauth-callback-types';
import * as styles from './OAuthCallbackScreen.css';

const ids = testIds.oauthCallback;

function wording(state: OAuthCallbackState) {
  switch (state.status) {
    case 'loading':
      return { title: texts.loadingTitle, message: texts.loadingText, next: undefined };
    case 'success':
      return {
        title: texts.successTitle,
        message: undefined,
        next: state.popup ? texts.closingPopup : texts.redirectingHome,
      };
    case 'error':
      return {
        title: texts.errorTitle,
        message: state.message || texts.unexpectedError,
        next: state.popup ? texts.closingPopup : texts.redirectingToSignIn,
      };
  }
}

/**
 * /oauth-callback (spec §2): where Google sign-in comes back to, in the popup or, after the
 * redirect fallback, in the tab. Loading, then success or error, in one live region (an error
 * interrupts, the others wait their turn). In a tab, once the state is final, a link
 * offers the way on in case the browser does not move by itself.
 */
export function OAuthCallbackScreen({ state, continueHref, onContinue }: OAuthCallbackScreenProps) {
  const titleId = useId();
  const { title, message, next } = wording(state);
  const inTab = state.status !== 'loading' && !state.popup;
  const liveRole = state.status === 'error' ? 'alert' : 'status';
  return (
    <section
      className={styles.page}
      aria-labelledby={titleId}
      data-testid={ids.screen}
      data-status={state.status}
    >
      {/* Keyed by role: loading → success changes the text inside the same polite region (read
          out; a region inserted with its text already in it often is not), an error brings a
          fresh alert (read out on arrival). One live region at any time. */}
      <div key={liveRole} className={styles.card} role={liveRole} aria-busy={state.status === 'loading'}>
        <span
          className={styles.mark[state.status]}
          aria-hidden="true"
          data-testid={state.status === 'loading' ? ids.spinner : undefined}
        >
          {state.status === 'success' && <Icon name="check" size="large" />}
          {state.status === 'error' && <Icon name="alert" size="large" />}
        </span>
        <h1 id={titleId} className={styles.title} data-testid={ids.title}>
          {title}
        </h1>
        {message !== undefined && (
          <p
            className={state.status === 'error' ? styles.errorMessage : styles.message}
            data-testid={ids.message}
          >
            {message}
          </p>
        )}
        {next !== undefined && (
          <p className={styles.next} data-testid={ids.next}>
            {next}
          </p>
        )}
        {inTab && continueHref !== undefined && (
          <Link
            href={continueHref}
            variant="text"
            testId={ids.continueLink}
            onClick={
              onContinue
                ? (event) => {
                    event.preventDefault();
                    onContinue();
                  }
                : undefined
            }
          >
            {state.status === 'success' ? 'Go to the home page' : 'Back to sign in'}
          </Link>
        )}
      </div>
    </section>
  );
}
