import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexForKey } from './tab-keys';
import * as styles from './Tabs.css';

export interface TabItem {
  /** Stable key: names the tab's test ids and is what `selected` and `onSelect` speak. */
  id: string;
  label: string;
  panel: ReactNode;
}

/** The test ids of one tab set, from `testIds` (for example `testIds.details`). */
export interface TabsTestIds {
  tabs: string;
  tab: (id: string) => string;
  tabpanel: (id: string) => string;
}

export interface TabsProps {
  /** The tab list's accessible name ('Product information' …). */
  label: string;
  tabs: readonly TabItem[];
  /** The selected tab's id. */
  selected: string;
  /** A tab was clicked or reached with ←, →, Home or End; the caller changes `selected`. */
  onSelect: (id: string) => void;
  testIds: TabsTestIds;
}

/**
 * Tabs by the WAI-ARIA pattern with automatic activation: the tab list is one tab stop (the
 * selected tab), the arrow keys move between tabs and select them, Home and End go to the ends,
 * and Tab moves on into the panel. Every panel is rendered (the others `hidden`) so each tab's
 * `aria-controls` points at a real element. Controlled: it reports a tab and waits for `selected`.
 * On narrow screens the tab list scrolls sideways inside itself; the page never does.
 */
export function Tabs({ label, tabs, selected, onSelect, testIds }: TabsProps) {
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const choose = (id: string) => {
    refs.current.get(id)?.focus();
    if (id !== selected) onSelect(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabIndexForKey(event.key, selectedIndex, tabs.length);
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    choose(target.id);
  };

  return (
    <div className={styles.root}>
      <div role="tablist" aria-label={label} className={styles.tablist} data-testid={testIds.tabs}>
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              data-testid={testIds.tab(tab.id)}
              onClick={() => choose(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          id={panelId(tab.id)}
          role="tabpanel"
          aria-labelledby={tabId(tab.id)}
          hidden={index !== selectedIndex}
          // A panel of plain text still gets a tab stop, so Tab moves from the tabs into it.
          tabIndex={0}
          className={styles.panel}
          data-testid={testIds.tabpanel(tab.id)}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
