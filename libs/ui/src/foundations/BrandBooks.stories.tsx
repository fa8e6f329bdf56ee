import { partnerBrandBookExamples } from '@kickoff/platform-api-testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import { Button } from '../button/Button';
import { useDemoTexts } from '../testing/demo-texts';
import { type BrandBookEntry, brandBookRefusal } from '../theme/brand-book-guard';
import { FoundationTable } from './FoundationTable';
import type { ThemeKind } from './theme-tokens';

/** Kickoff's own look (no brand book) and the example partners' of the platform's site config (CFG-011). */
const BOOKS = [
  { name: 'brandKickoff', entries: [] },
  { name: 'brandGreenGold', entries: partnerBrandBookExamples['green-gold'] },
  { name: 'brandRedDark', entries: partnerBrandBookExamples['red-dark'] },
] as const satisfies readonly { name: string; entries: readonly BrandBookEntry[] }[];

/** A brand book as the site applies it: the entries the guard lets through, as custom properties of the region. */
const brandStyle = (entries: readonly BrandBookEntry[]) =>
  Object.fromEntries(
    entries.filter((entry) => brandBookRefusal(entry) === null).map((entry) => [entry.css_prop, entry.css_value]),
  ) as CSSProperties;

/** The parts a brand book re-colours, in one theme: the site's frame, an action, a chosen odds, a link. */
function BrandSample({ entries, theme }: { entries: readonly BrandBookEntry[]; theme: ThemeKind }) {
  const t = useDemoTexts().tokens;
  return (
    <div
      data-theme={theme}
      style={{ ...brandStyle(entries), background: 'var(--ko-surface)', color: 'var(--ko-text)', width: 260 }}
    >
      <div
        data-testid="frame"
        style={{ display: 'flex', justifyContent: 'space-between', padding: 12, background: 'var(--ko-header-bg)' }}
      >
        <strong style={{ color: 'var(--ko-header-text)' }}>Kickoff</strong>
        <span style={{ color: 'var(--ko-header-muted)' }}>{t.sampleMuted}</span>
      </div>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', padding: 12 }}>
        <Button>{t.sampleAction}</Button>
        <span
          style={{
            padding: '8px 12px',
            borderRadius: 'var(--ko-radius)',
            background: 'var(--ko-selected)',
            color: 'var(--ko-selected-text)',
            fontVariantNumeric: 'var(--ko-font-numeric)',
          }}
        >
          2.45
        </span>
        <a href="#events" style={{ color: 'var(--ko-accent)' }}>
          {t.sampleLink}
        </a>
      </div>
    </div>
  );
}

/** Each brand book in both themes, with its entries. */
function BrandBookTable() {
  const t = useDemoTexts().tokens;
  return (
    <FoundationTable caption={t.brandBooks} headings={[t.brandBook, t.light, t.dark]}>
      {BOOKS.map(({ name, entries }) => (
        <tr key={name} style={{ borderTop: '1px solid var(--ko-border)', verticalAlign: 'top' }}>
          <th scope="row" style={{ textAlign: 'start', padding: 8, maxWidth: 320 }}>
            {t[name]}
            <ul style={{ fontWeight: 400, paddingInlineStart: 16 }}>
              {entries.map((entry) => (
                <li key={entry.css_prop}>
                  <code>
                    {entry.css_prop}: {entry.css_value}
                  </code>
                </li>
              ))}
            </ul>
          </th>
          {(['light', 'dark'] as const).map((theme) => (
            <td key={theme} style={{ padding: 8 }} data-testid={`${name} ${theme}`}>
              <BrandSample entries={entries} theme={theme} />
            </td>
          ))}
        </tr>
      ))}
    </FoundationTable>
  );
}

/**
 * A partner's domain re-colours the site through the same `--ko-*` tokens (CFG-012): usually the frame
 * (`--ko-header-bg/-text/-muted`), the accent and the chosen odds. A value may differ per theme:
 * `var(--ko-when-light, …) var(--ko-when-dark, …)`. Every example keeps WCAG AA in both themes
 * (`foundations/contrast.spec.ts`); the Brand toolbar applies one to every story.
 */
const meta = {
  title: 'Foundations/Brand books',
  component: BrandBookTable,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BrandBookTable>;

export default meta;

export const ThreeLooks: StoryObj<typeof meta> = {
  tags: ['CFG-012'],
  play: async ({ canvasElement }) => {
    const frameOf = (cell: string) => within(within(canvasElement).getByTestId(cell)).getByTestId('frame');
    const background = (cell: string) => getComputedStyle(frameOf(cell)).backgroundColor;
    await expect(background('brandKickoff light')).toBe('rgb(13, 27, 42)');
    await expect(background('brandGreenGold light')).toBe('rgb(11, 61, 46)');
    await expect(background('brandRedDark dark')).toBe('rgb(28, 28, 30)');
  },
};
