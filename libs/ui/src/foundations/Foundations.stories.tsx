import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import themeCss from '../theme/theme.css?raw';
import { demoTextsIn, useDemoTexts } from '../testing/demo-texts';
import { groupOf, type ThemeToken, type TokenGroup, themeTokens } from './theme-tokens';

const tokens = themeTokens(themeCss);
const swatch: CSSProperties = {
  display: 'inline-block',
  width: 32,
  height: 20,
  border: '1px solid var(--ko-border)',
  borderRadius: 4,
  verticalAlign: 'middle',
  marginInlineEnd: 8,
};

/** How a token's value looks: a colour swatch, a text sample, a box with its corner or shadow, or just the number. */
function Sample({ token, value, sample }: { token: ThemeToken; value: string; sample: string }) {
  const group = groupOf(token);
  if (group === 'colour') return <span aria-hidden="true" style={{ ...swatch, background: value }} />;
  if (group === 'typography')
    return <span style={token.name === '--ko-font' ? { fontFamily: value } : { fontSize: value }}>{sample}</span>;
  if (token.name.startsWith('--ko-space-'))
    return <span aria-hidden="true" style={{ ...swatch, width: value, background: 'var(--ko-accent)' }} />;
  if (group === 'spacing')
    return (
      <span
        aria-hidden="true"
        style={{
          ...swatch,
          width: 48,
          height: 32,
          background: 'var(--ko-surface)',
          ...(token.name === '--ko-shadow' ? { boxShadow: value } : { borderRadius: value }),
        }}
      />
    );
  return null;
}

/** One section of ui's theme tokens (theme.css), each with its light and dark value side by side. */
function TokenTable({ group }: { group: TokenGroup }) {
  const t = useDemoTexts().tokens;
  const rows = tokens.filter((token) => groupOf(token) === group);
  return (
    <table style={{ borderCollapse: 'collapse', fontFamily: 'var(--ko-font)', color: 'var(--ko-text)' }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, fontSize: 20, paddingBlock: 8 }}>{t[group]}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start', padding: 8 }}>
            {t.token}
          </th>
          <th scope="col" style={{ textAlign: 'start', padding: 8 }}>
            {t.light}
          </th>
          <th scope="col" style={{ textAlign: 'start', padding: 8 }}>
            {t.dark}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((token) => (
          <tr key={token.name} style={{ borderTop: '1px solid var(--ko-border)' }}>
            <th scope="row" style={{ textAlign: 'start', padding: 8 }}>
              <code>{token.name}</code>
            </th>
            {(['light', 'dark'] as const).map((theme) => (
              <td key={theme} style={{ padding: 8 }}>
                <Sample token={token} value={token[theme]} sample={t.sample} />
                <code>{token[theme]}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * ui's design tokens, read from `libs/ui/src/theme/theme.css` itself: colours, typography (family and sizes), spacing
 * (a 4 px based scale), corners and shadows, layers.
 * Components use them as `var(--ko-…)`; a partner brand book (`applyBrandBook`) may override colour and font tokens.
 *
 * Usage: `import '@kickoff/ui';` loads theme.css; `data-theme="dark"` on `<html>` or any subtree switches to dark.
 */
const meta = {
  title: 'Foundations/Tokens',
  component: TokenTable,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TokenTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsEvery =
  (group: TokenGroup): Story['play'] =>
  async ({ canvasElement, globals }) => {
    const table = within(canvasElement).getByRole('table', { name: demoTextsIn(globals).tokens[group] });
    const names = tokens.filter((token) => groupOf(token) === group).map((token) => token.name);
    await expect(names.length).toBeGreaterThan(0);
    for (const name of names) await expect(within(table).getByRole('rowheader', { name })).toBeVisible();
  };

export const Colours: Story = { args: { group: 'colour' }, play: showsEvery('colour') };
export const Typography: Story = { args: { group: 'typography' }, play: showsEvery('typography') };
export const SpacingCornersAndShadows: Story = { args: { group: 'spacing' }, play: showsEvery('spacing') };
export const Layers: Story = { args: { group: 'layer' }, play: showsEvery('layer') };
