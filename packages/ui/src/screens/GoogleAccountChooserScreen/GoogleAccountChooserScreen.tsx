import { AUTH_STAND_IN_FORM_PATHS, AUTH_STAND_IN_FULL_NAME_MAX_LENGTH } from '@shop/core';
import type { GoogleChooserPageModel, GoogleSignInRefusedPageModel } from '@shop/core/qa';
import { SEEDED_GOOGLE_IDENTITIES, type SeededGoogleIdentity } from '@shop/core/google-sign-in';
import type { ReactNode } from 'react';
import { testIds } from '../../testIds';
import { ThemeRoot } from '../../theme/ThemeRoot';
import * as styles from './GoogleAccountChooserScreen.css';

const ids = testIds.googleStandIn;

/** What the page shows for one authorize request (agreed with the server in @shop/core/qa). */
export type GoogleAccountChooserScreenProps = GoogleChooserPageModel;

export type GoogleSignInRefusedScreenProps = GoogleSignInRefusedPageModel;

/** The stand-in's Google-like frame: a grey page, one white card. */
function StandInCard({ children }: { children: ReactNode }) {
  return (
    <ThemeRoot>
      <div className={styles.page}>
        <main className={styles.main}>
          <div className={styles.card}>{children}</div>
        </main>
      </div>
    </ThemeRoot>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

function FlowIdInput({ flowId }: { flowId: string }) {
  return <input type="hidden" name="flow_id" value={flowId} />;
}

function AccountItem({
  action,
  flowId,
  identity,
  position,
}: {
  action: string;
  flowId: string;
  identity: SeededGoogleIdentity;
  position: number;
}) {
  return (
    <li className={styles.accountItem}>
      <form method="post" action={action}>
        <FlowIdInput flowId={flowId} />
        <input type="hidden" name="identity_id" value={identity.id} />
        <button
          className={styles.account}
          type="submit"
          data-testid={ids.account(position)}
          aria-label={`Continue as ${identity.fullName}, ${identity.email}`}
        >
          {/*
            The initials are the account's picture, drawn by the style sheet from data-initials:
            decoration, like Google's avatar image, so the button's visible text is the name and
            address its label reads (WCAG 2.5.3, axe's label-content-name-mismatch).
          */}
          <span className={styles.avatar} aria-hidden="true" data-initials={initials(identity.fullName)} />
          <span className={styles.who}>
            <span className={styles.name}>{identity.fullName}</span>{' '}
            <span className={styles.email}>{identity.email}</span>
          </span>
        </button>
      </form>
    </li>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.fieldError} id={id} data-testid={id}>
      {message}
    </p>
  );
}

/** `aria-invalid` and `aria-describedby` of a field whose error is `message`, when there is one. */
const describedBy = (id: string, message: string | undefined) =>
  message ? { 'aria-invalid': true, 'aria-describedby': id } : {};

/**
 * The Google sign-in stand-in's "Choose an account" page (offline demo, no Supabase project): what
 * Google's account chooser is in a real sign-in. Plain HTML forms and no script, so it works in
 * the popup, in a tab after the redirect fallback, and with the keyboard alone. Test ids:
 * `testIds.googleStandIn` (a seeded account by its position from 1).
 */
export function GoogleAccountChooserScreen({
  basePath,
  flowId,
  another,
  errors,
}: GoogleAccountChooserScreenProps) {
  const nameError = errors?.fullName;
  const emailError = errors?.email;
  return (
    <StandInCard>
      <p className={styles.brand}>Google (ShopLane&apos;s offline stand-in)</p>
      <h1 className={styles.title} data-testid={ids.heading}>
        Choose an account
      </h1>
      <p className={styles.lead}>to continue to ShopLane</p>
      <ul className={styles.accounts} aria-label="Google accounts">
        {SEEDED_GOOGLE_IDENTITIES.map((identity, index) => (
          <AccountItem
            key={identity.id}
            action={basePath + AUTH_STAND_IN_FORM_PATHS.choose}
            flowId={flowId}
            identity={identity}
            position={index + 1}
          />
        ))}
      </ul>
      <form
        method="post"
        action={basePath + AUTH_STAND_IN_FORM_PATHS.another}
        noValidate
        aria-labelledby="auth-stand-in-another-heading"
      >
        <h2 id="auth-stand-in-another-heading" className={styles.subtitle}>
          Use another account
        </h2>
        <FlowIdInput flowId={flowId} />
        <label htmlFor="auth-stand-in-another-name" className={styles.label}>
          Full name
        </label>
        <input
          id="auth-stand-in-another-name"
          name="full_name"
          autoComplete="name"
          maxLength={AUTH_STAND_IN_FULL_NAME_MAX_LENGTH}
          defaultValue={another?.fullName ?? ''}
          className={styles.input}
          data-testid={ids.anotherName}
          {...describedBy(ids.nameError, nameError)}
        />
        <FieldError id={ids.nameError} message={nameError} />
        <label htmlFor="auth-stand-in-another-email" className={styles.label}>
          E-mail
        </label>
        <input
          id="auth-stand-in-another-email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={another?.email ?? ''}
          className={styles.input}
          data-testid={ids.anotherEmail}
          {...describedBy(ids.emailError, emailError)}
        />
        <FieldError id={ids.emailError} message={emailError} />
        <div className={styles.actions}>
          <button className={styles.primary} type="submit" data-testid={ids.anotherSubmit}>
            Continue
          </button>
        </div>
      </form>
      <form method="post" action={basePath + AUTH_STAND_IN_FORM_PATHS.cancel}>
        <FlowIdInput flowId={flowId} />
        <div className={styles.actions}>
          <button className={styles.secondary} type="submit" data-testid={ids.cancel}>
            Cancel
          </button>
        </div>
      </form>
      <p className={styles.note}>
        No Google account is used: this page stands in for Google while no Supabase project is configured.
        Addresses typed here count as unverified.
      </p>
    </StandInCard>
  );
}

/** The stand-in's refusal of an authorize request (a bad redirect, no PKCE, an expired page). */
export function GoogleSignInRefusedScreen({ message }: GoogleSignInRefusedScreenProps) {
  return (
    <StandInCard>
      <h1 className={styles.title}>Sign-in with Google failed</h1>
      <p className={styles.refusal} role="alert" data-testid={ids.error}>
        {message}
      </p>
    </StandInCard>
  );
}
