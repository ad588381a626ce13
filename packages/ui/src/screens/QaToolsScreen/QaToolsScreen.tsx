import { DOCS_PATH } from '@shop/core';
import { DEMO_MAILBOX_PATH } from '@shop/core/profile';
import { defects, type QaToolsPageModel } from '@shop/core/qa';
import { DemoPageFrame } from '../../components/DemoPageFrame/DemoPageFrame';
import { testIds } from '../../testIds';
import { QaApiQuirksSection } from './QaApiQuirksSection';
import { QaClassroomSection } from './QaClassroomSection';
import { QaClockSection } from './QaClockSection';
import { QaExercisesSection } from './QaExercisesSection';
import { QaListSettingSection } from './QaListSettingSection';
import { QaPersonasSection } from './QaPersonasSection';
import { QaSessionSection } from './QaSessionSection';
import { QaTestIdsSection } from './QaTestIdsSection';
import { QaTestPaymentsSection } from './QaTestPaymentsSection';
import * as styles from './QaToolsScreen.css';

const ids = testIds.qaTools;

/**
 * What the /qa page shows for one browser session: its own settings (read from its cookies) and
 * what the server looked up for it. The catalogues (personas, defects, quirks, test payments) come
 * from @shop/core as they are the same for everyone.
 */
export type QaToolsScreenProps = QaToolsPageModel;

/** A defect switch turns a defect on for any account (`+id`) or off for its persona (`-id`). */
const defectSwitchOptions = defects.flatMap((defect) => [`+${defect.id}`, `-${defect.id}`]);

const barLinks = [
  { href: DEMO_MAILBOX_PATH, label: 'Mailbox', testId: ids.mailboxLink },
  { href: DOCS_PATH, label: 'API docs', testId: ids.apiDocsLink },
];

/**
 * The QA tools page (demo mode): this browser's session, its class (classroom mode) and score
 * board, the personas and their defects, its live scenarios, defect switches, clock offset and API
 * quirks, the test payments and the test-id catalogue. The server renders it to static HTML: no
 * script ever runs on it, so every change is a plain form posting to QA_SETTINGS_PATH or, for a
 * class, to QA_CLASS_FORM_PATHS (the reply sends the browser back here).
 */
export function QaToolsScreen({
  sandboxKey,
  scenarios,
  defectSwitches,
  clockOffset,
  apiQuirks,
  liveScenarios,
  testIds: testIdAreas,
  scoreBoard,
  classroom,
}: QaToolsScreenProps) {
  const scenarioNames = liveScenarios.map((scenario) => scenario.name);
  return (
    <DemoPageFrame homeTestId={ids.home} links={barLinks} width="wide">
      <div className={styles.page}>
        <div className={styles.intro}>
          <h1 className={styles.title}>QA tools</h1>
          <p className={styles.muted}>
            Demo mode: everything here applies to this browser only (its sandbox), so parallel suites never
            disturb each other. The README's “Practising on ShopLane” explains each tool.
          </p>
        </div>
        <QaSessionSection sandboxKey={sandboxKey} />
        <QaClassroomSection classroom={classroom} />
        <QaExercisesSection scoreBoard={scoreBoard} />
        <QaPersonasSection />
        <QaListSettingSection
          setting="scenarios"
          title="Live scenarios"
          on={scenarios}
          options={scenarioNames}
          hint={
            <>
              Force a state on one call (<code>cart.add.error</code>) or an area (
              <code>cart.rate-limited</code>): error, blank-500, timeout, rate-limited, network-down, slow,
              empty, none. {scenarioNames.length} names; type to search.
            </>
          }
        />
        <QaListSettingSection
          setting="defects"
          title="Defect switches"
          on={defectSwitches}
          options={defectSwitchOptions}
          hint={
            <>
              <code>+id</code> turns a defect on for any account, <code>-id</code> off for its persona. The
              storefront reads them at the next page load.
            </>
          }
        />
        <QaClockSection clockOffset={clockOffset} />
        <QaApiQuirksSection on={apiQuirks} />
        <QaTestPaymentsSection />
        <QaTestIdsSection areas={testIdAreas} />
      </div>
    </DemoPageFrame>
  );
}
