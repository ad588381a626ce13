import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { tokens } from '../theme/tokens';
import * as styles from './Foundations.css';

/*
 * The design tokens, drawn from packages/ui/src/theme/tokens.ts (the one copy of the values): a
 * change there shows here. Components never use raw values, only the theme's variables of these
 * tokens (`vars.color.brand` …).
 */

type TokenGroup = keyof typeof tokens;
const entries = <G extends TokenGroup>(group: G) =>
  Object.entries(tokens[group]) as [keyof (typeof tokens)[G] & string, string][];

function TokenPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{intro}</p>
      {children}
    </main>
  );
}

/** A token scale as a table: name, value and a sample drawn with the token itself. */
function TokenTable<G extends TokenGroup>({
  group,
  caption,
  valueHeading,
  sample,
}: {
  group: G;
  caption: string;
  valueHeading: string;
  sample: (name: keyof (typeof tokens)[G] & string) => ReactNode;
}) {
  return (
    <table className={styles.table}>
      <caption className={styles.swatchLabel}>{caption}</caption>
      <thead>
        <tr>
          <th className={styles.cell}>Token</th>
          <th className={styles.cell}>{valueHeading}</th>
          <th className={styles.cell}>Sample</th>
        </tr>
      </thead>
      <tbody>
        {entries(group).map(([name, value]) => (
          <tr key={name}>
            <td className={styles.cell}>{name}</td>
            <td className={styles.cell}>
              <code className={styles.code}>{value}</code>
            </td>
            <td className={styles.cell}>{sample(name)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Colours() {
  return (
    <TokenPage
      title="Colour"
      intro="Every colour of the light theme, with its token name (vars.color.…) and value. Text colours meet WCAG AA on the backgrounds they are meant for."
    >
      <ul className={styles.swatches} aria-label="Colour tokens">
        {entries('color').map(([name, value]) => (
          <li key={name} className={styles.swatchCard}>
            <div className={styles.swatch[name]} aria-hidden="true" />
            <div className={styles.swatchLabel}>
              <span className={styles.swatchName}>{name}</span>
              <code className={styles.code}>{value}</code>
            </div>
          </li>
        ))}
      </ul>
    </TokenPage>
  );
}

function TypeScale() {
  return (
    <TokenPage
      title="Type"
      intro={`One system font stack (no web font is loaded). Sizes vars.fontSize.…, weights ${entries(
        'fontWeight',
      )
        .map(([name, value]) => `${name} ${value}`)
        .join(', ')}; line heights ${entries('lineHeight')
        .map(([name, value]) => `${name} ${value}`)
        .join(', ')}.`}
    >
      <TokenTable
        group="fontSize"
        caption="Font sizes"
        valueHeading="Size"
        sample={(name) => <p className={styles.fontSize[name]}>Everything you love, delivered</p>}
      />
      <h2 className={styles.heading}>Font families</h2>
      <ul>
        {entries('font').map(([name, value]) => (
          <li key={name}>
            {name}: <code className={styles.code}>{value}</code>
          </li>
        ))}
      </ul>
    </TokenPage>
  );
}

function SpaceScale() {
  return (
    <TokenPage
      title="Space"
      intro="Gaps and padding come from this scale only (vars.space.…; the layout primitives Box, Stack, Inline and Columns take these names)."
    >
      <TokenTable
        group="space"
        caption="Space scale"
        valueHeading="Value"
        sample={(name) => <div className={styles.spaceBar[name]} aria-hidden="true" />}
      />
    </TokenPage>
  );
}

function RadiiAndShadows() {
  return (
    <TokenPage title="Radius and shadow" intro="Corner radii (vars.radius.…) and elevations (vars.shadow.…).">
      <h2 className={styles.heading}>Radius</h2>
      <ul className={styles.samples} aria-label="Radius tokens">
        {entries('radius').map(([name, value]) => (
          <li key={name} className={styles.sampleItem}>
            <div className={styles.radius[name]} aria-hidden="true" />
            <span>
              {name} <code className={styles.code}>{value}</code>
            </span>
          </li>
        ))}
      </ul>
      <h2 className={styles.heading}>Shadow</h2>
      <ul className={styles.samples} aria-label="Shadow tokens">
        {entries('shadow').map(([name, value]) => (
          <li key={name} className={styles.sampleItem}>
            <div className={styles.shadow[name]} aria-hidden="true" />
            <span>{name}</span>
            <code className={styles.code}>{value}</code>
          </li>
        ))}
      </ul>
    </TokenPage>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Colour: Story = {
  render: () => <Colours />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Colour tokens' });
    await expect(list).toHaveTextContent('brand#1849a9');
    await expect(list).toHaveTextContent('accent#fdb022');
    await expect(list).toHaveTextContent('danger#b42318');
  },
};

export const Type: Story = {
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: /^md 16px/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /^xxxl 36px/ })).toBeVisible();
  },
};

export const Space: Story = {
  render: () => <SpaceScale />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: /^lg 16px/ })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(10);
  },
};

export const RadiusAndShadow: Story = {
  render: () => <RadiiAndShadows />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Radius tokens' })).toHaveTextContent('pill 999px');
    await expect(
      within(canvas.getByRole('list', { name: 'Shadow tokens' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  },
};
