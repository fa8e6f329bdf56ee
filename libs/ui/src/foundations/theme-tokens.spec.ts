import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { groupOf, themeTokens } from './theme-tokens';

describe('themeTokens', () => {
  it('reads each light token with its dark override, or the light value where dark keeps it', () => {
    const tokens = themeTokens(
      ":root, [data-theme='light'] { --ko-bg: #fff; --ko-radius: 8px; } [data-theme='dark'] { --ko-bg: #000; }",
    );
    expect(tokens).toEqual([
      { name: '--ko-bg', light: '#fff', dark: '#000' },
      { name: '--ko-radius', light: '8px', dark: '8px' },
    ]);
  });

  it('finds every token of the real theme in one of the Foundations sections', () => {
    // Read from disk: unit tests load CSS imports empty.
    const tokens = themeTokens(readFileSync(join(import.meta.dirname, '../theme/theme.css'), 'utf8'));
    expect(tokens.length).toBeGreaterThan(20);
    expect(tokens.find((token) => token.name === '--ko-text')).toEqual({
      name: '--ko-text',
      light: '#14202e',
      dark: '#eef2f7',
    });
    expect(new Set(tokens.map(groupOf))).toEqual(new Set(['colour', 'typography', 'spacing', 'layer']));
  });
});
