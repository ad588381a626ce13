/**
 * The QA tools page /qa (demo mode; README "Practising on ShopLane"): this browser's session,
 * exercises, personas, switches, clock, API quirks, test payments and this catalogue itself. A
 * setting section is `scenarios` or `defects`; an exercise, persona, defect or quirk by its id.
 */
type QaListSetting = 'scenarios' | 'defects';

export const qaToolsTestIds = {
  home: 'qa-home',
  mailboxLink: 'qa-mailbox-link',
  apiDocsLink: 'qa-api-docs-link',
  session: 'qa-session',
  sandboxKey: 'qa-sandbox-key',
  eventsLink: 'qa-events-link',
  exercises: 'qa-exercises',
  exercisesJson: 'qa-exercises-json',
  /** 'Score: 40 of 120 points · 2 of 9 solved', or the ask to reload before there is a sandbox. */
  exercisesScore: 'qa-exercises-score',
  exercise: (id: string) => `qa-exercise-${id}`,
  /** 'Solved', 'Open' or 'Open: 2 of 3 done'. */
  exerciseState: (id: string) => `qa-exercise-${id}-state`,
  personas: 'qa-personas',
  persona: (kind: string) => `qa-persona-${kind}`,
  personaEmail: (kind: string) => `qa-persona-${kind}-email`,
  defect: (id: string) => `qa-defect-${id}`,
  setting: (setting: QaListSetting) => `qa-${setting}`,
  /** 'None on in this browser.' */
  settingNone: (setting: QaListSetting) => `qa-${setting}-none`,
  settingOn: (setting: QaListSetting) => `qa-${setting}-on`,
  settingAdd: (setting: QaListSetting) => `qa-${setting}-add`,
  settingSubmit: (setting: QaListSetting) => `qa-${setting}-submit`,
  clock: 'qa-clock',
  clockRule: 'qa-clock-rule',
  clockOffset: 'qa-clock-offset',
  clockSubmit: 'qa-clock-submit',
  apiQuirks: 'qa-api-quirks',
  /** 'On in this browser.' or 'Off in this browser.' */
  apiQuirksState: 'qa-api-quirks-state',
  apiQuirksSubmit: 'qa-api-quirks-submit',
  quirk: (id: string) => `qa-quirk-${id}`,
  testPayments: 'qa-test-payments',
  testCard: (number: string) => `qa-test-card-${number}`,
  testUpi: (outcome: string) => `qa-test-upi-${outcome}`,
  testCod: 'qa-test-cod',
  testIds: 'qa-test-ids',
  testIdsJson: 'qa-test-ids-json',
  testIdsArea: (area: string) => `qa-test-ids-${area}`,
} as const;
