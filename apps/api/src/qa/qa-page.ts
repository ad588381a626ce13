import {
  API_BASE_PATH,
  COD_LIMIT,
  DOCS_PATH,
  escapeHtml as e,
  formatRupees,
  OTP_RESEND_COUNTDOWN_S,
} from '@shop/core';
import { PIN_CODES } from '@shop/core/addresses';
import { TEST_CARDS, UPI_TEST_IDS } from '@shop/core/payments';
import { DEMO_MAILBOX_PATH } from '@shop/core/profile';
import {
  apiQuirks,
  defects,
  type LiveScenario,
  PUBLIC_MAIL_DOMAIN,
  qaEndpoints,
  qaPersonas,
  type QaExerciseResult,
  type QaScoreBoard,
  qaSettings,
} from '@shop/core/qa';
import type { TestIdArea } from '@shop/core/test-ids';
import { demoPage } from '../http/demo-page-frame';

/** What the /qa page shows for one browser session. */
export interface QaPageModel {
  readonly sandboxKey: string | null;
  readonly scenarios: readonly string[];
  readonly defectSwitches: readonly string[];
  readonly clockOffset: string;
  /** This browser's API quirks switch (`qa_api_quirks`). */
  readonly apiQuirks: boolean;
  readonly liveScenarios: readonly LiveScenario[];
  readonly testIds: readonly TestIdArea[];
  /** This sandbox's exercises; null before the browser has a sandbox key. */
  readonly scoreBoard: QaScoreBoard | null;
}

export const QA_PAGE_PATH = '/qa';
/** Where the page's forms post (same origin only); the reply sends the browser back to the page. */
export const QA_SETTINGS_PATH = '/qa/settings';

/** The page's own style (its route allows it by hash: demoPageHelmet). */
export const QA_PAGE_STYLE = `
  main { max-width: 64rem; }
  h2 { margin: 2rem 0 0.75rem; font-size: 1.25rem; }
  h3 { margin: 1rem 0 0.5rem; font-size: 1.05rem; }
  section, article { overflow-wrap: anywhere; }
  article { background: #fff; border: 1px solid #e5e7eb; border-radius: 0.5rem; padding: 1rem 1.25rem; margin-bottom: 1rem; }
  code { font-size: 0.9em; }
  ul.defects { margin: 0.5rem 0 0; padding-left: 1.25rem; }
  ul.defects li { margin-bottom: 0.35rem; }
  .muted { color: #4b5563; }
  form.inline { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; margin: 0.5rem 0; }
  button.secondary { background: #e0e7ff; color: #1e3a8a; padding: 0.3rem 0.75rem; }
  ul.switches { list-style: none; padding: 0; margin: 0.5rem 0; display: flex; flex-wrap: wrap; gap: 0.5rem; }
  ul.switches li form { display: inline-flex; gap: 0.35rem; align-items: center; background: #fff; border: 1px solid #c7d2fe; border-radius: 999px; padding: 0.15rem 0.2rem 0.15rem 0.75rem; }
  details { background: #fff; border: 1px solid #e5e7eb; border-radius: 0.5rem; padding: 0.5rem 1rem; margin-bottom: 0.5rem; }
  summary { cursor: pointer; font-weight: 600; }
  ol.exercises { list-style: none; padding: 0; margin: 0.75rem 0 0; }
  ol.exercises > li { background: #fff; border: 1px solid #e5e7eb; border-left: 0.35rem solid #9ca3af; border-radius: 0.5rem; padding: 0.75rem 1rem; margin-bottom: 0.75rem; }
  ol.exercises > li.solved { border-left-color: #15803d; }
  ol.exercises h3 { margin: 0 0 0.35rem; }
  ol.exercises p { margin: 0.35rem 0; }
  ol.exercises details { border: 0; padding: 0; margin: 0.35rem 0 0; }
  .state { display: inline-block; font-weight: 600; border-radius: 999px; padding: 0.05rem 0.6rem; background: #f3f4f6; color: #1f2937; }
  .state.solved { background: #dcfce7; color: #14532d; }
  ul.ids { columns: 18rem; margin: 0.5rem 0; padding-left: 1.25rem; font-family: ui-monospace, monospace; font-size: 0.9rem; }
`;

const apiPath = (path: string) => `${API_BASE_PATH}${path}`;

/** "Solved", or "Open" with the steps done where there are several ("Open: 2 of 3 done"). */
export function exerciseStateText({
  solved,
  progress,
}: Pick<QaExerciseResult, 'solved' | 'progress'>): string {
  if (solved) return 'Solved';
  return progress.of > 1 ? `Open: ${progress.done} of ${progress.of} done` : 'Open';
}

function exerciseItem(exercise: QaExerciseResult): string {
  const id = `qa-exercise-${e(exercise.id)}`;
  return `<li class="${exercise.solved ? 'solved' : 'open'}" data-testid="${id}">
<h3 id="${id}-title">${e(exercise.title)}</h3>
<p><span class="state${exercise.solved ? ' solved' : ''}" data-testid="${id}-state">${e(exerciseStateText(exercise))}</span> · ${exercise.points} points</p>
<p>${e(exercise.task)}</p>
<details><summary>Hint</summary><p>${e(exercise.hint)}</p></details>
</li>`;
}

/** The score board: what this browser's sandbox has solved (reloading the page checks again). */
function exercisesSection(board: QaScoreBoard | null): string {
  const json = apiPath(qaEndpoints.exercises.path);
  return `<section aria-labelledby="qa-exercises-title" data-testid="qa-exercises">
<h2 id="qa-exercises-title">Exercises</h2>
<p class="muted">Practice tasks that check themselves: each is solved by what this browser's sandbox caused (its events; API clients send the sandbox key above). Reload the page to see new progress. Also as JSON: <a href="${json}" data-testid="qa-exercises-json">${json}</a>.</p>
${
  board === null
    ? '<p data-testid="qa-exercises-score">Reload the page to get a sandbox key and your score board.</p>'
    : `<p data-testid="qa-exercises-score"><strong>Score: ${board.score} of ${board.maxScore} points</strong> · ${board.solvedCount} of ${board.exercises.length} solved</p>
<ol class="exercises">
${board.exercises.map(exerciseItem).join('\n')}
</ol>`
}
</section>`;
}

function personaCard(persona: (typeof qaPersonas)[number]): string {
  const own = defects.filter((defect) => defect.persona === persona.kind);
  return `<article data-testid="qa-persona-${e(persona.kind)}" aria-labelledby="qa-persona-${e(persona.kind)}-title">
<h3 id="qa-persona-${e(persona.kind)}-title">${e(persona.label)}</h3>
<p class="muted">${e(persona.purpose)}</p>
<p>Email <code data-testid="qa-persona-${e(persona.kind)}-email">${e(persona.email)}</code> · Password <code>${e(persona.password)}</code></p>
<ul class="defects">
${own
  .map(
    (defect) =>
      `<li data-testid="qa-defect-${e(defect.id)}"><code>${e(defect.id)}</code> — ${e(defect.title)}. <span class="muted">${e(defect.observe)}</span></li>`,
  )
  .join('\n')}
</ul>
</article>`;
}

/** A list setting (scenarios, defect switches): what is on, each with Remove, and a form to add. */
function listSetting(
  setting: 'scenarios' | 'defects',
  title: string,
  on: readonly string[],
  options: readonly string[],
  hint: string,
): string {
  const listId = `qa-${setting}-options`;
  return `<section aria-labelledby="qa-${setting}-title" data-testid="qa-${setting}">
<h2 id="qa-${setting}-title">${e(title)}</h2>
<p class="muted">${hint}</p>
${
  on.length === 0
    ? `<p data-testid="qa-${setting}-none">None on in this browser.</p>`
    : `<ul class="switches" data-testid="qa-${setting}-on">
${on
  .map(
    (name) => `<li><form method="post" action="${QA_SETTINGS_PATH}">
<input type="hidden" name="setting" value="${setting}"><input type="hidden" name="remove" value="${e(name)}">
<code>${e(name)}</code> <button class="secondary" type="submit" aria-label="Turn off ${e(name)}">Off</button>
</form></li>`,
  )
  .join('\n')}
</ul>`
}
<form class="inline" method="post" action="${QA_SETTINGS_PATH}">
<input type="hidden" name="setting" value="${setting}">
<div class="field"><label for="qa-${setting}-add">Turn on</label>
<input id="qa-${setting}-add" name="add" list="${listId}" required autocomplete="off" data-testid="qa-${setting}-add"></div>
<datalist id="${listId}">${options.map((name) => `<option value="${e(name)}">`).join('')}</datalist>
<button type="submit" data-testid="qa-${setting}-submit">Turn on</button>
</form>
</section>`;
}

/** The catalogue's `code` spans (backticks) as <code>, the rest escaped. */
const withCode = (text: string) => e(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/** This browser's API quirks switch, and the catalogue of what each quirk gets wrong. */
function apiQuirksSection(on: boolean): string {
  return `<section aria-labelledby="qa-api-quirks-title" data-testid="qa-api-quirks">
<h2 id="qa-api-quirks-title">API quirks</h2>
<p class="muted">Documented wrong statuses and shapes for API-testing practice: this browser (cookie <code>${qaSettings.apiQuirks.cookie}</code>) or an API client (header <code>${qaSettings.apiQuirks.header}: on</code>) gets them; the calls still do their work. The storefront may show errors meanwhile.</p>
<form class="inline" method="post" action="${QA_SETTINGS_PATH}">
<input type="hidden" name="setting" value="apiQuirks"><input type="hidden" name="value" value="${on ? '' : 'on'}">
<p data-testid="qa-api-quirks-state">${on ? 'On in this browser.' : 'Off in this browser.'}</p>
<button type="submit" data-testid="qa-api-quirks-submit">${on ? 'Turn off' : 'Turn on'}</button>
</form>
<ul class="defects">
${apiQuirks
  .map(
    (quirk) =>
      `<li data-testid="qa-quirk-${e(quirk.id)}"><code>${e(quirk.id)}</code> (${quirk.calls.map((call) => `<code>${e(call)}</code>`).join(', ')}) — ${withCode(quirk.wrong)} <span class="muted">Right: ${withCode(quirk.right)}</span></li>`,
  )
  .join('\n')}
</ul>
</section>`;
}

/** 4111111111111111 → '4111 1111 1111 1111' (American Express: 4 6 5). */
function spacedCardNumber(number: string): string {
  const groups = number.length === 15 ? [4, 6, 5] : [4, 4, 4, 4];
  let at = 0;
  return groups.map((size) => number.slice(at, (at += size))).join(' ');
}

/** The checkout's documented test payments (README "Checkout and orders"), from core's lists. */
function testPaymentsSection(): string {
  return `<section aria-labelledby="qa-payments-title" data-testid="qa-test-payments">
<h2 id="qa-payments-title">Test payments</h2>
<p class="muted">Only these cards pay (any future expiry, any CVV: 4 digits for American Express); every other valid card is refused. The one-time code goes to the account's mail, readable in <a href="${DEMO_MAILBOX_PATH}">the mailbox</a>.</p>
<ul class="defects">
${TEST_CARDS.map(
  (card) =>
    `<li data-testid="qa-test-card-${e(card.number)}"><code>${e(spacedCardNumber(card.number))}</code> ${e(card.brand)} — ${e(card.description)}</li>`,
).join('\n')}
</ul>
<p class="muted">UPI ids like <code>name@bank</code>; any other well-formed id pays.</p>
<ul class="defects">
${UPI_TEST_IDS.map(
  (upi) =>
    `<li data-testid="qa-test-upi-${e(upi.outcome)}"><code>${e(upi.id)}</code> — ${e(upi.description)}</li>`,
).join('\n')}
</ul>
<p class="muted" data-testid="qa-test-cod">Cash on delivery: orders up to ${e(formatRupees(COD_LIMIT))}, not to PIN codes ${PIN_CODES.filter(
    (entry) => !entry.cod,
  )
    .map((entry) => `<code>${e(entry.pin)}</code> (${e(entry.city)})`)
    .join(', ')}.</p>
</section>`;
}

/**
 * The QA page (demo mode): the personas and their defects, this browser's live scenarios, defect
 * switches and clock offset (forms that set its cookies: no script, so it works under the pages'
 * CSP), the tools, and the test-id catalogue. Every value is escaped.
 */
export function qaPage(model: QaPageModel): string {
  const scenarioNames = model.liveScenarios.map((scenario) => scenario.name);
  const defectOptions = defects.flatMap((defect) => [`+${defect.id}`, `-${defect.id}`]);
  return demoPage({
    title: 'QA tools',
    style: QA_PAGE_STYLE,
    homeTestId: 'qa-home',
    links: [
      { href: DEMO_MAILBOX_PATH, label: 'Mailbox', testId: 'qa-mailbox-link' },
      { href: DOCS_PATH, label: 'API docs', testId: 'qa-api-docs-link' },
    ],
    main: `<h1>QA tools</h1>
<p class="muted">Demo mode: everything here applies to this browser only (its sandbox), so parallel suites never disturb each other. The README's “Practising on ShopLane” explains each tool.</p>

<section aria-labelledby="qa-session-title" data-testid="qa-session">
<h2 id="qa-session-title">Your session</h2>
<p>Sandbox key <code data-testid="qa-sandbox-key">${e(model.sandboxKey ?? 'none yet (reload the page)')}</code> — API clients send it as <code>${qaSettings.sandbox.header}</code> to share this browser's mail and events.</p>
<p><a href="${apiPath(qaEndpoints.events.path)}" data-testid="qa-events-link">Your events</a> (mails, scenarios, defects, data; JSON) · <a href="${apiPath(qaEndpoints.session.path)}">your settings as the server reads them</a> · <a href="${DEMO_MAILBOX_PATH}">the mailbox</a> (mail to <code>@${PUBLIC_MAIL_DOMAIN}</code> is public) · <a href="${DOCS_PATH}">API docs</a> · Storybook: <code>pnpm storybook</code> (every documented state of every screen).</p>
</section>

${exercisesSection(model.scoreBoard)}

<section aria-labelledby="qa-personas-title" data-testid="qa-personas">
<h2 id="qa-personas-title">Personas and their defects</h2>
<p class="muted">Sign in as one and its defects apply; the standard user never meets one. Each sign-in in this browser opens its own copy of the account (cart, profile), and the demo accounts' passwords cannot be reset.</p>
${qaPersonas.map(personaCard).join('\n')}
</section>

${listSetting(
  'scenarios',
  'Live scenarios',
  model.scenarios,
  scenarioNames,
  `Force a state on one call (<code>cart.add.error</code>) or an area (<code>cart.rate-limited</code>): error, blank-500, timeout, rate-limited, network-down, slow, empty, none. ${scenarioNames.length} names; type to search.`,
)}

${listSetting(
  'defects',
  'Defect switches',
  model.defectSwitches,
  defectOptions,
  '<code>+id</code> turns a defect on for any account, <code>-id</code> off for its persona. The storefront reads them at the next page load.',
)}

<section aria-labelledby="qa-clock-title" data-testid="qa-clock">
<h2 id="qa-clock-title">Session clock</h2>
<p class="muted">Move this browser's server time to expire its one-time codes (10 min), reset tokens (15 min) and session (7 days) without waiting, or to walk an order to its door: <code>11m</code>, <code>3h</code>, <code>8d</code>. Empty to reset.</p>
<p class="muted" data-testid="qa-clock-rule">It never lifts a limit: lockouts, the ${OTP_RESEND_COUNTDOWN_S} s before another code and the card-token limit run on the server’s real clock. Nothing lives longer than in real time: a negative offset revives nothing, and a code or token you get while an offset is set lasts only its real time (ask first, then set the offset).</p>
<form class="inline" method="post" action="${QA_SETTINGS_PATH}">
<input type="hidden" name="setting" value="clockOffset">
<div class="field"><label for="qa-clock-offset">Clock offset</label>
<input id="qa-clock-offset" name="value" value="${e(model.clockOffset)}" autocomplete="off" data-testid="qa-clock-offset"></div>
<button type="submit" data-testid="qa-clock-submit">Set</button>
</form>
</section>

${apiQuirksSection(model.apiQuirks)}

${testPaymentsSection()}

<section aria-labelledby="qa-test-ids-title" data-testid="qa-test-ids">
<h2 id="qa-test-ids-title">Test ids</h2>
<p class="muted">Every <code>data-testid</code> of the shop by area; <code>X</code> stands for a parameter (a product id, a slug, a kind). Published ids never change. Also as JSON: <a href="${apiPath(qaEndpoints.testIds.path)}" data-testid="qa-test-ids-json">${apiPath(qaEndpoints.testIds.path)}</a>.</p>
${model.testIds
  .map(
    (
      area,
    ) => `<details data-testid="qa-test-ids-${e(area.area)}"><summary>${e(area.area)} (${area.ids.length})</summary>
<ul class="ids">${area.ids.map((id) => `<li>${e(id)}</li>`).join('')}</ul></details>`,
  )
  .join('\n')}
</section>
`,
  });
}
