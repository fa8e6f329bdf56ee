import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { groupOf, themeTokens, valueIn } from './theme-tokens';

// Read from disk: unit tests load CSS imports empty.
const themeCss = readFileSync(join(import.meta.dirname, '../theme/theme.css'), 'utf8');

describe('themeTokens', () => {
  it('reads each token with its light and dark value, the same in both where it does not switch', () => {
    const tokens = themeTokens(
      `:root, [data-theme] {
        --ko-bg: var(--ko-when-light, #fff) var(--ko-when-dark, #000);
        --ko-shadow: 0 1px 2px var(--ko-when-light, rgba(0, 0, 0, 0.2)) var(--ko-when-dark, rgba(0, 0, 0, 0.5));
        --ko-radius: 8px;
      }
      :root, [data-theme='light'] { --ko-when-light: initial; --ko-when-dark: ; }`,
    );
    expect(tokens).toEqual([
      { name: '--ko-bg', light: '#fff', dark: '#000' },
      { name: '--ko-shadow', light: '0 1px 2px rgba(0, 0, 0, 0.2)', dark: '0 1px 2px rgba(0, 0, 0, 0.5)' },
      { name: '--ko-radius', light: '8px', dark: '8px' },
    ]);
  });

  it('reads a partner value written per theme the way the page resolves it', () => {
    const value = 'var(--ko-when-light, #0b6e4f) var(--ko-when-dark, #f5c400)';
    expect([valueIn(value, 'light'), valueIn(value, 'dark'), valueIn('#123456', 'dark')]).toEqual([
      '#0b6e4f',
      '#f5c400',
      '#123456',
    ]);
  });

  it('finds every token of the real theme in one of the Foundations sections', () => {
    const tokens = themeTokens(themeCss);
    expect(tokens.find((token) => token.name === '--ko-text')).toEqual({
      name: '--ko-text',
      light: '#14202e',
      dark: '#eef2f7',
    });
    expect(tokens.map((token) => token.name)).not.toContain('--ko-when-dark');
    expect(new Set(tokens.map(groupOf))).toEqual(
      new Set(['colour', 'type', 'spacing', 'radius', 'elevation', 'motion', 'size', 'layer']),
    );
  });

  it('keeps every token name the components read (names are a contract: values may change)', () => {
    const names = new Set(themeTokens(themeCss).map((token) => token.name));
    const used = [
      ...['bg', 'surface', 'text', 'text-muted', 'border', 'accent', 'accent-text', 'accent-hover', 'focus'],
      ...['danger', 'info', 'success', 'warning', 'odds-up', 'odds-down', 'live', 'skeleton', 'backdrop'],
      ...['font-weight-regular', 'font-weight-medium', 'font-weight-semibold', 'font-weight-bold'],
      ...['line-height-tight', 'line-height-normal', 'line-height-relaxed', 'font-numeric', 'font-size-3xl'],
      ...['radius-sm', 'radius', 'radius-lg', 'radius-pill', 'elevation-1', 'elevation-2', 'elevation-3'],
      ...['duration-fast', 'duration-normal', 'duration-slow', 'easing-standard', 'easing-exit'],
      ...['touch-target', 'header-height', 'bottom-bar-height', 'header-bg', 'header-text', 'header-muted'],
      ...['odds-bg', 'odds-bg-hover', 'odds-text', 'selected', 'selected-text', 'suspended', 'suspended-surface'],
      ...['z-header', 'z-bottom-bar', 'z-drawer', 'z-modal', 'z-toast', 'z-progress'],
    ].map((name) => `--ko-${name}`);
    expect(used.filter((name) => !names.has(name))).toEqual([]);
  });
});
