import { partnerBrandBookExamples } from '@kickoff/platform-api-testing';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrastRatio } from './contrast';
import { type ThemeKind, themeTokens, valueIn } from './theme-tokens';

// Read from disk: unit tests load CSS imports empty.
const tokens = themeTokens(readFileSync(join(import.meta.dirname, '../theme/theme.css'), 'utf8'));

/** WCAG AA: 4.5 for text. */
const TEXT = 4.5;
/**
 * 3 for what is not read as text (WCAG 1.4.11 non-text contrast): the focus ring against what it is drawn on, a
 * control's edge against its surroundings, the pressed odds button's fill against the page it stands out from.
 */
const UI = 3;

/** Each foreground/background pair components draw, with the least ratio it needs. */
const PAIRS: readonly [foreground: string, background: string, minimum: number][] = [
  ['text', 'bg', TEXT],
  ['text', 'surface', TEXT],
  ['text-muted', 'bg', TEXT],
  ['text-muted', 'surface', TEXT],
  // links and text buttons are accent-coloured text
  ['accent', 'bg', TEXT],
  ['accent', 'surface', TEXT],
  ['accent-hover', 'surface', TEXT],
  ['accent-text', 'accent', TEXT],
  ['accent-text', 'accent-hover', TEXT],
  ['selected-text', 'selected', TEXT],
  ['odds-text', 'odds-bg', TEXT],
  ['odds-text', 'odds-bg-hover', TEXT],
  ['header-text', 'header-bg', TEXT],
  ['header-muted', 'header-bg', TEXT],
  ...(['danger', 'success', 'warning', 'info'] as const).flatMap((state): [string, string, number][] => [
    [state, `${state}-surface`, TEXT],
    [state, 'surface', TEXT],
  ]),
  ['suspended', 'suspended-surface', TEXT],
  ...(['odds-up', 'odds-down', 'live'] as const).flatMap((state): [string, string, number][] => [
    [state, 'surface', TEXT],
    [state, 'odds-bg', TEXT],
    [state, 'odds-bg-hover', TEXT],
  ]),
  ['focus', 'bg', UI],
  ['focus', 'surface', UI],
  ['focus', 'odds-bg', UI],
  ['focus', 'header-bg', UI],
  ['border-strong', 'bg', UI],
  ['border-strong', 'surface', UI],
  ['selected', 'surface', UI],
  ['selected', 'odds-bg', UI],
];

type Palette = (name: string) => string;

function palette(theme: ThemeKind, brandBook: readonly { css_prop: string; css_value: string }[] = []): Palette {
  const values = new Map(tokens.map((token) => [token.name, token[theme]]));
  for (const entry of brandBook) values.set(entry.css_prop, valueIn(entry.css_value, theme));
  return (name) => {
    const value = values.get(`--ko-${name}`);
    if (value === undefined) throw new Error(`theme.css has no --ko-${name}`);
    return value;
  };
}

const failures = (colour: Palette) =>
  PAIRS.map(([foreground, background, minimum]) => ({
    pair: `--ko-${foreground} on --ko-${background}`,
    ratio: Math.round(contrastRatio(colour(foreground), colour(background)) * 100) / 100,
    minimum,
  })).filter(({ ratio, minimum }) => ratio < minimum);

describe('theme colours at WCAG AA', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', 'rgb(255, 255, 255)')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each(['light', 'dark'] as const)(
    'gives every text pair 4.5:1 and every focus ring, control edge and pressed fill 3:1 in the %s theme',
    (theme) => {
      expect(failures(palette(theme))).toEqual([]);
    },
  );

  it.each(
    Object.entries(partnerBrandBookExamples).flatMap(([name, book]) =>
      (['light', 'dark'] as const).map((theme) => [name, theme, book] as const),
    ),
  )('[CFG-012] keeps the pairs at AA with the %s partner brand book in the %s theme', (_, theme, book) => {
    expect(failures(palette(theme, book))).toEqual([]);
  });
});
