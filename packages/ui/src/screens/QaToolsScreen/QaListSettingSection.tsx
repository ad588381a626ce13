import { QA_SETTINGS_PATH } from '@shop/core/qa';
import type { ReactNode } from 'react';
import { button } from '../../components/Button/Button.css';
import * as field from '../../components/TextField/TextField.css';
import { testIds } from '../../testIds';
import * as styles from './QaToolsScreen.css';

const ids = testIds.qaTools;

/** The list settings: names kept in a browser-session cookie, comma-separated (core's qaSettings). */
export type QaListSetting = 'scenarios' | 'defects';

export interface QaListSettingSectionProps {
  readonly setting: QaListSetting;
  readonly title: string;
  /** What this browser has on, in its order. */
  readonly on: readonly string[];
  /** The names the server takes, offered as the field's suggestions. */
  readonly options: readonly string[];
  readonly hint: ReactNode;
}

/**
 * A list setting (live scenarios, defect switches): what is on, each with its Off button, and a
 * field to turn one more on. Plain forms posting to the server, which sets the cookie and sends
 * the browser back: they work without a script, under the page's policy.
 */
export function QaListSettingSection({ setting, title, on, options, hint }: QaListSettingSectionProps) {
  const titleId = `qa-${setting}-title`;
  const listId = `qa-${setting}-options`;
  return (
    <section aria-labelledby={titleId} className={styles.section} data-testid={ids.setting(setting)}>
      <h2 id={titleId}>{title}</h2>
      <p className={styles.muted}>{hint}</p>
      {on.length === 0 ? (
        <p data-testid={ids.settingNone(setting)}>None on in this browser.</p>
      ) : (
        <ul className={styles.switches} data-testid={ids.settingOn(setting)}>
          {on.map((name) => (
            <li key={name}>
              <form className={styles.switchPill} method="post" action={QA_SETTINGS_PATH}>
                <input type="hidden" name="setting" value={setting} />
                <input type="hidden" name="remove" value={name} />
                <code>{name}</code>{' '}
                <button
                  className={button({ variant: 'outline', tone: 'brand', size: 'small' })}
                  type="submit"
                  aria-label={`Turn off ${name}`}
                >
                  Off
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.inlineForm} method="post" action={QA_SETTINGS_PATH}>
        <input type="hidden" name="setting" value={setting} />
        <div className={styles.field}>
          <label className={field.label} htmlFor={`qa-${setting}-add`}>
            Turn on
          </label>
          <input
            className={field.input}
            id={`qa-${setting}-add`}
            name="add"
            list={listId}
            required
            autoComplete="off"
            data-testid={ids.settingAdd(setting)}
          />
        </div>
        <datalist id={listId}>
          {options.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <button className={button()} type="submit" data-testid={ids.settingSubmit(setting)}>
          Turn on
        </button>
      </form>
    </section>
  );
}
