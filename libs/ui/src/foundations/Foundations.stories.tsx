import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { BREAKPOINTS, type Breakpoint } from '../layout/breakpoints';
import themeCss from '../theme/theme.css?raw';
import { demoTextsIn, useDemoTexts } from '../testing/demo-texts';
import { FoundationTable } from './FoundationTable';
import { groupOf, type ThemeKind, type ThemeToken, type TokenGroup, themeTokens } from './theme-tokens';

const tokens = themeTokens(themeCss);
const ODDS = ['1.85', '12.50', '3.07'];

const box: CSSProperties = {
  display: 'inline-block',
  verticalAlign: 'middle',
  marginInlineEnd: 8,
  border: '1px solid var(--ko-border-strong)',
};

/**
 * How a token looks, drawn with the token itself (`var(--ko-…)`) inside its theme's own region, so a value that
 * refers to another token shows what the page would: a colour's swatch, text set in the type token, a bar as wide
 * as a space, a corner, a shadow, a box the size of a size. Motion and layers are their values: nothing to draw.
 */
function Sample({ token, sample }: { token: ThemeToken; sample: string }): ReactNode {
  const value = `var(${token.name})`;
  const name = token.name;
  switch (groupOf(token)) {
    case 'colour':
      return <span aria-hidden="true" style={{ ...box, width: 32, height: 20, background: value }} />;
    case 'type':
      if (name === '--ko-font-numeric')
        return (
          <span style={{ display: 'inline-grid', fontVariantNumeric: value, textAlign: 'end' }}>
            {ODDS.map((odds) => (
              <span key={odds}>{odds}</span>
            ))}
          </span>
        );
      if (name.startsWith('--ko-line-height'))
        return <span style={{ display: 'inline-block', maxWidth: 220, lineHeight: value }}>{sample}</span>;
      if (name.startsWith('--ko-font-weight')) return <span style={{ fontWeight: value }}>{sample}</span>;
      if (name === '--ko-font') return <span style={{ fontFamily: value }}>{sample}</span>;
      return <span style={{ fontSize: value }}>{sample}</span>;
    case 'spacing':
      return <span aria-hidden="true" style={{ ...box, width: value, height: 12, background: 'var(--ko-accent)' }} />;
    case 'radius':
      return (
        <span
          aria-hidden="true"
          style={{ ...box, width: 48, height: 32, borderRadius: value, background: 'var(--ko-surface)' }}
        />
      );
    case 'elevation':
      return (
        <span
          aria-hidden="true"
          style={{
            ...box,
            width: 48,
            height: 32,
            margin: 12,
            border: 0,
            boxShadow: value,
            background: 'var(--ko-surface)',
          }}
        />
      );
    case 'size':
      return (
        <span
          aria-hidden="true"
          style={{
            ...box,
            height: value,
            width: name === '--ko-touch-target' ? value : 120,
            background: 'var(--ko-odds-bg)',
          }}
        />
      );
    default:
      return null;
  }
}

const cell: CSSProperties = { padding: 8, background: 'var(--ko-bg)', color: 'var(--ko-text)' };

/** One section of ui's theme tokens (theme.css), each in the light and the dark theme side by side. */
function TokenTable({ group }: { group: TokenGroup }) {
  const t = useDemoTexts().tokens;
  const rows = tokens.filter((token) => groupOf(token) === group);
  return (
    <FoundationTable caption={t[group]} headings={[t.token, t.light, t.dark]}>
      {rows.map((token) => (
        <tr key={token.name} style={{ borderTop: '1px solid var(--ko-border)' }}>
          <th scope="row" style={{ textAlign: 'start', padding: 8 }}>
            <code>{token.name}</code>
          </th>
          {(['light', 'dark'] as const satisfies ThemeKind[]).map((theme) => (
            <td key={theme} data-theme={theme} data-testid={`${token.name} ${theme}`} style={cell}>
              <Sample token={token} sample={t.sample} /> <code>{token[theme]}</code>
            </td>
          ))}
        </tr>
      ))}
    </FoundationTable>
  );
}

/**
 * ui's design tokens, read from `libs/ui/src/theme/theme.css` itself, one section per story: colours and states
 * (WCAG AA pairs, `foundations/contrast.spec.ts`), type (family, sizes, weights, line heights, tabular figures for odds
 * and money), spacing (4 px based), corners, elevation, motion (zero under reduced motion), sizes, layers; and the
 * breakpoints of `layout/breakpoints.ts`.
 *
 * Usage: `import '@kickoff/ui';` loads theme.css. `data-theme="light" | "dark" | "system"` on `<html>` (or any
 * subtree) picks the theme; without it the device's colour scheme decides. Components use `var(--ko-…)`; a partner
 * brand book overrides tokens on `<html>` (the brand toolbar above switches between the examples).
 */
const meta = {
  title: 'Foundations/Tokens',
  component: TokenTable,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TokenTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = (canvasElement: HTMLElement, globals: Record<string, unknown>, group: TokenGroup) =>
  within(canvasElement).getByRole('table', { name: demoTextsIn(globals).tokens[group] });

const showsEvery =
  (group: TokenGroup, check?: (sampleOf: (name: string) => HTMLElement) => Promise<void>): Story['play'] =>
  async ({ canvasElement, globals }) => {
    const table = tableOf(canvasElement, globals, group);
    const names = tokens.filter((token) => groupOf(token) === group).map((token) => token.name);
    await expect(names.length).toBeGreaterThan(0);
    for (const name of names) await expect(within(table).getByRole('rowheader', { name })).toBeVisible();
    await check?.((name) => within(table).getByTestId(`${name} light`).firstElementChild as HTMLElement);
  };

export const ColoursAndStates: Story = {
  args: { group: 'colour' },
  play: showsEvery('colour', async (sampleOf) => {
    await expect(getComputedStyle(sampleOf('--ko-surface')).backgroundColor).toBe('rgb(255, 255, 255)');
  }),
};
export const Type: Story = {
  args: { group: 'type' },
  play: showsEvery('type', async (sampleOf) => {
    await expect(getComputedStyle(sampleOf('--ko-font-weight-bold')).fontWeight).toBe('700');
    await expect(getComputedStyle(sampleOf('--ko-font-numeric')).fontVariantNumeric).toBe('tabular-nums');
  }),
};
export const Spacing: Story = { args: { group: 'spacing' }, play: showsEvery('spacing') };
export const Corners: Story = {
  args: { group: 'radius' },
  play: showsEvery('radius', async (sampleOf) => {
    await expect(getComputedStyle(sampleOf('--ko-radius-lg')).borderTopLeftRadius).toBe('12px');
  }),
};
export const Elevation: Story = {
  args: { group: 'elevation' },
  play: showsEvery('elevation', async (sampleOf) => {
    await expect(getComputedStyle(sampleOf('--ko-elevation-2')).boxShadow).not.toBe('none');
  }),
};
export const Motion: Story = {
  args: { group: 'motion' },
  play: showsEvery('motion', async (sampleOf) => {
    // a duration is its value: no swatch beside it
    await expect(sampleOf('--ko-duration-fast').tagName).toBe('CODE');
  }),
};
export const Sizes: Story = {
  args: { group: 'size' },
  play: showsEvery('size', async (sampleOf) => {
    await expect(sampleOf('--ko-touch-target').getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  }),
};
export const Layers: Story = { args: { group: 'layer' }, play: showsEvery('layer') };

const LAYOUT_TEXT = {
  xs: 'layoutXs',
  sm: 'layoutSm',
  md: 'layoutMd',
  lg: 'layoutLg',
  xl: 'layoutXl',
} as const satisfies Record<Breakpoint, string>;

/** The layout breakpoints as min-widths, smallest first, with what the shell does from each. */
function BreakpointTable() {
  const t = useDemoTexts().tokens;
  const rows = (Object.entries(BREAKPOINTS) as [Breakpoint, number][]).sort(([, a], [, b]) => a - b);
  return (
    <FoundationTable caption={t.breakpoints} headings={[t.breakpoint, t.minWidth, t.layout]}>
      {rows.map(([key, width]) => (
        <tr key={key} style={{ borderTop: '1px solid var(--ko-border)' }}>
          <th scope="row" style={{ textAlign: 'start', padding: 8 }}>
            <code>{key}</code>
          </th>
          <td style={{ padding: 8, fontVariantNumeric: 'var(--ko-font-numeric)' }}>{width} px</td>
          <td style={{ padding: 8 }}>{t[LAYOUT_TEXT[key]]}</td>
        </tr>
      ))}
    </FoundationTable>
  );
}

export const Breakpoints: StoryObj<typeof BreakpointTable> = {
  render: () => <BreakpointTable />,
  play: async ({ canvasElement, globals }) => {
    const texts = demoTextsIn(globals).tokens;
    const table = within(canvasElement).getByRole('table', { name: texts.breakpoints });
    const keys = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    await expect(keys).toEqual(['xs', 'sm', 'md', 'lg', 'xl']);
    await expect(within(table).getByText(texts.layoutLg)).toBeVisible();
  },
};
