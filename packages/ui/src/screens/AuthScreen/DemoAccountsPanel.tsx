import { demoAccounts as defaultDemoAccounts, type DemoAccount } from '@shop/core/users';
import { useId } from 'react';
import { accountLabels } from '../../account-labels';
import { Button } from '../../components/Button/Button';
import { Inline } from '../../components/Inline/Inline';
import { Link } from '../../components/Link/Link';
import { Stack } from '../../components/Stack/Stack';
import { testIds } from '../../testIds';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './AuthScreen.css';

export interface DemoAccountsPanelProps {
  /** Defaults to @shop/core's three demo accounts (standard, locked, problem). */
  accounts?: readonly DemoAccount[];
  /** The account's Fill button: the caller fills e-mail and password and ticks Remember me. */
  onFill: (account: DemoAccount) => void;
  /** Demo mode: the demo mailbox, linked under the accounts (a new tab). */
  mailboxHref?: string;
}

/**
 * The demo accounts of the Sign In tab (spec §2). Their passwords are shown on purpose: they are
 * practice accounts for QA engineers. Each Fill button's name says which account it fills
 * ('Fill Standard user').
 */
export function DemoAccountsPanel({
  accounts = defaultDemoAccounts,
  onFill,
  mailboxHref,
}: DemoAccountsPanelProps) {
  const titleId = useId();
  const ids = testIds.demoAccounts;
  return (
    <Stack
      as="section"
      aria-labelledby={titleId}
      gap="md"
      padding="lg"
      background="surfaceMuted"
      border="dashed"
      borderRadius="md"
      data-testid={ids.panel}
    >
      <h2 id={titleId} className={styles.demoTitle}>
        {accountLabels.demoTitle}
      </h2>
      <p className={styles.demoIntro}>{accountLabels.demoIntro}</p>
      <Stack as="ul" gap="sm">
        {accounts.map((account) => (
          <Inline
            as="li"
            key={account.kind}
            align="spaceBetween"
            alignY="center"
            gap="md"
            wrap={false}
            padding="md"
            background="surface"
            border="standard"
            borderRadius="md"
            data-testid={ids.item(account.kind)}
          >
            <Stack gap="xxs" className={styles.demoDetails}>
              <h3 className={styles.demoLabel}>{account.label}</h3>
              <dl className={styles.demoFacts}>
                <dt className={styles.demoTerm}>{accountLabels.email}</dt>
                <dd className={styles.demoValue} data-testid={ids.email(account.kind)}>
                  {account.email}
                </dd>
                <dt className={styles.demoTerm}>{accountLabels.password}</dt>
                <dd className={styles.demoValue} data-testid={ids.password(account.kind)}>
                  {account.password}
                </dd>
              </dl>
              <p className={styles.demoBehaviour}>{account.behaviour}</p>
            </Stack>
            <Button
              variant="outline"
              size="small"
              testId={ids.fill(account.kind)}
              onClick={() => onFill(account)}
            >
              {accountLabels.fill}
              <span className={visuallyHidden}> {account.label}</span>
            </Button>
          </Inline>
        ))}
      </Stack>
      {mailboxHref === undefined ? null : (
        <p className={styles.demoIntro}>
          {accountLabels.demoMailboxIntro}{' '}
          <Link href={mailboxHref} target="_blank" rel="noopener" testId={ids.mailboxLink}>
            {accountLabels.demoMailbox}
          </Link>
          .
        </p>
      )}
    </Stack>
  );
}
