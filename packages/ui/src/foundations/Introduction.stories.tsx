import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SHOP_NAME, SHOP_TAGLINE } from '@shop/core/brand';
import { testIds } from '../testIds';
import * as styles from './Foundations.css';

/** A builder's pattern: `X` for each variable part (a fit option takes a row and a value). */
function pattern(build: (...parts: string[]) => unknown): string {
  return String(build(...Array.from({ length: build.length }, () => 'X')));
}

/** Every test id of the map, flattened: builders show their pattern with `X` for the variable parts. */
function testIdRows(): { area: string; name: string; id: string }[] {
  return Object.entries(testIds).flatMap(([area, value]) => {
    if (typeof value === 'string') return [{ area: 'common', name: area, id: value }];
    if (typeof value === 'function')
      return [{ area: 'common', name: area, id: pattern(value as (...parts: string[]) => unknown) }];
    return Object.entries(value as Record<string, unknown>).map(([name, entry]) => ({
      area,
      name,
      id: typeof entry === 'function' ? pattern(entry as (...parts: string[]) => unknown) : String(entry),
    }));
  });
}

function Introduction() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{SHOP_NAME} Storybook</h1>
      <p className={styles.lead}>
        {SHOP_NAME} ({SHOP_TAGLINE}) is a demo electronics and lifestyle shop: a React storefront on a Fastify
        API, built as a realistic target for test automation. This Storybook shows every piece of its
        interface, in every state the specification describes, so designers, developers and QA look at the
        same thing.
      </p>

      <h2 className={styles.heading}>How it is organised</h2>
      <ul>
        <li>
          <strong>Foundations</strong>: this page and the design tokens (colour, type, space, radius, shadow),
          drawn from the theme itself.
        </li>
        <li>
          <strong>Components</strong>: the building blocks of @shop/ui (Button, Dialog, Header …). They take
          data and report actions; they never fetch.
        </li>
        <li>
          <strong>Screens</strong>: whole screens of @shop/ui fed with sample data, one story per state.
        </li>
        <li>
          <strong>Pages</strong>: the real storefront routes (<code className={styles.code}>Pages/Home</code>,{' '}
          <code className={styles.code}>Pages/Health</code> …) running against the mock API, as a user would
          meet them.
        </li>
      </ul>

      <h2 className={styles.heading}>Naming scheme</h2>
      <ul>
        <li>
          Titles: <code className={styles.code}>Foundations/&lt;Page&gt;</code>,{' '}
          <code className={styles.code}>Components/&lt;Name&gt;</code>,{' '}
          <code className={styles.code}>Screens/&lt;Name&gt;[/&lt;Part&gt;]</code>,{' '}
          <code className={styles.code}>Pages/&lt;Route&gt;</code>.
        </li>
        <li>
          <strong>Design states</strong> are named for the state, in PascalCase:{' '}
          <code className={styles.code}>Default</code>, <code className={styles.code}>Loading</code>,{' '}
          <code className={styles.code}>Error</code>, <code className={styles.code}>Empty</code>,{' '}
          <code className={styles.code}>SignedIn</code>, <code className={styles.code}>WithFieldErrors</code>.
          They show the state and drive nothing (at most they check what is shown).
        </li>
        <li>
          <strong>Interaction tests</strong> are separate stories named for the behaviour with a verb (
          <code className={styles.code}>ClosesOnEscape</code>,{' '}
          <code className={styles.code}>SubmitsValidCredentials</code>) and carry the tag{' '}
          <code className={styles.code}>interaction</code>; their steps play in the Interactions panel.
        </li>
        <li>
          <strong>Mobile variants</strong> of screens and pages add{' '}
          <code className={styles.code}>Mobile</code> to the state (
          <code className={styles.code}>DefaultMobile</code>) and render at 390 px wide through the viewport
          toolbar (<code className={styles.code}>phone390</code>; also{' '}
          <code className={styles.code}>phone320</code>, <code className={styles.code}>tablet768</code>,{' '}
          <code className={styles.code}>desktop1280</code>).
        </li>
      </ul>

      <h2 className={styles.heading}>States and mock scenarios</h2>
      <p>
        Page stories talk to a mock API in the browser (MSW). Each documented state of the API has a named
        scenario in <code className={styles.code}>mocks/scenarios</code>, written{' '}
        <code className={styles.code}>&lt;area&gt;.&lt;call&gt;.&lt;state&gt;</code>:{' '}
        <code className={styles.code}>products.categories.error</code> is the Home page whose categories fail
        to load, <code className={styles.code}>health.loading</code> a health check that never answers,{' '}
        <code className={styles.code}>users.signIn.locked</code> a locked account. A story picks one with{' '}
        <code className={styles.code}>
          parameters: {'{'} msw: {'{'} handlers: withScenarios(&apos;products.categories.error&apos;) {'}'}{' '}
          {'}'}
        </code>
        ; everything else answers normally. So the story named <code className={styles.code}>Error</code> of{' '}
        <code className={styles.code}>Pages/Home</code> is exactly what a user sees when that call fails.
      </p>

      <h2 className={styles.heading}>Finding test ids</h2>
      <p>
        Every interactive element and every state region carries a{' '}
        <code className={styles.code}>data-testid</code>; QA suites depend on them, so a published id never
        changes. Inspect an element in a story to read its id, or look it up below (the same map the
        components use, <code className={styles.code}>testIds</code> from @shop/ui). Ids with{' '}
        <code className={styles.code}>X</code> take a key or a position (
        <code className={styles.code}>header-chip-mobiles</code>). Prefer roles and labels in tests; use an id
        where a role is ambiguous.
      </p>
      <table className={styles.table} aria-label="Test ids">
        <thead>
          <tr>
            <th className={styles.cell}>Area</th>
            <th className={styles.cell}>Element</th>
            <th className={styles.cell}>data-testid</th>
          </tr>
        </thead>
        <tbody>
          {testIdRows().map((row) => (
            <tr key={`${row.area}.${row.name}`}>
              <td className={styles.cell}>{row.area}</td>
              <td className={styles.cell}>{row.name}</td>
              <td className={styles.cell}>
                <code className={styles.code}>{row.id}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

const meta = {
  title: 'Foundations/Introduction',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Introduction />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ShopLane Storybook' })).toBeVisible();
    const ids = canvas.getByRole('table', { name: 'Test ids' });
    await expect(within(ids).getByRole('row', { name: 'header userName header-user-name' })).toBeVisible();
    await expect(within(ids).getByRole('row', { name: 'header chip header-chip-X' })).toBeVisible();
  },
};
