import { useRef, type KeyboardEvent } from 'react';
import { accountLabels } from '../../account-labels';
import { tabIndexForKey } from '../../components/Tabs/tab-keys';
import { testIds } from '../../testIds';
import * as styles from './AuthScreen.css';

export const authTabs = ['signIn', 'signUp'] as const;
export type AuthTab = (typeof authTabs)[number];

const tabLabels: Record<AuthTab, string> = {
  signIn: accountLabels.signInTab,
  signUp: accountLabels.signUpTab,
};

const tabTestIds: Record<AuthTab, string> = {
  signIn: testIds.auth.signInTab,
  signUp: testIds.auth.signUpTab,
};

export interface AuthTabsProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  /** Element ids of the tabs (the panel is labelled by the selected one). */
  tabIds: Record<AuthTab, string>;
  /** Element id of the panel that the selected tab controls. */
  panelId: string;
}

/**
 * The Sign In / Sign Up tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop, the
 * arrow keys move between tabs and select them, Home and End go to the first and last.
 */
export function AuthTabs({ tab, onTabChange, tabIds, panelId }: AuthTabsProps) {
  const refs = useRef<Partial<Record<AuthTab, HTMLButtonElement | null>>>({});

  const select = (next: AuthTab) => {
    refs.current[next]?.focus();
    if (next !== tab) onTabChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabIndexForKey(event.key, authTabs.indexOf(tab), authTabs.length);
    const target = next === null ? undefined : authTabs[next];
    if (!target) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div
      role="tablist"
      aria-label={accountLabels.tabsLabel}
      className={styles.tablist}
      data-testid={testIds.auth.tabs}
    >
      {authTabs.map((candidate) => {
        const selected = candidate === tab;
        return (
          <button
            key={candidate}
            ref={(element) => {
              refs.current[candidate] = element;
            }}
            id={tabIds[candidate]}
            type="button"
            role="tab"
            aria-selected={selected}
            // Only the selected tab's panel is rendered, so only it can be referenced.
            aria-controls={selected ? panelId : undefined}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            data-testid={tabTestIds[candidate]}
            onClick={() => select(candidate)}
            onKeyDown={onKeyDown}
          >
            {tabLabels[candidate]}
          </button>
        );
      })}
    </div>
  );
}
