import { demoAccounts as defaultDemoAccounts, type DemoAccount } from '@shop/core';
import { useId } from 'react';
import { accountLabels } from '../../account-labels';
import { Button } from '../../components/Button/Button';
import { testIds } from '../../testIds';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './AuthScreen.css';

export interface DemoAccountsPanelProps {
  /** Defaults to @shop/core's three demo accounts (standard, locked, problem). */
  accounts?: readonly DemoAccount[];
  /** The account's Fill button: the caller fills e-mail and password and ticks Remember me. */
  onFill: (account: DemoAccount) => void;
}

/**
 * The demo accounts of the Sign In tab (spec §2). Their passwords are shown on purpose: they are
 * practice accounts for QA engineers. Each Fill button's name says which account it fills
 * ('Fill Standard user').
 */
export function DemoAccountsPanel({ accounts = defaultDemoAccounts, onFill }: DemoAccountsPanelProps) {
  const titleId = useId();
  const ids = testIds.demoAccounts;
  return (
    <section aria-labelledby={titleId} className={styles.demo} data-testid={ids.panel}>
      <h2 id={titleId} className={styles.demoTitle}>
        {accountLabels.demoTitle}
      </h2>
      <p className={styles.demoIntro}>{accountLabels.demoIntro}</p>
      <ul className={styles.demoList}>
        {accounts.map((account) => (
          <li key={account.kind} className={styles.demoItem} data-testid={ids.item(account.kind)}>
            <div className={styles.demoDetails}>
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
            </div>
            <Button
              variant="outline"
              tone="neutral"
              size="small"
              testId={ids.fill(account.kind)}
              onClick={() => onFill(account)}
            >
              {accountLabels.fill}
              <span className={visuallyHidden}> {account.label}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
