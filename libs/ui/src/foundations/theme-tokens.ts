/** One custom property of theme.css with its value in each theme (dark falls back to light where it does not override). */
export interface ThemeToken {
  readonly name: string;
  readonly light: string;
  readonly dark: string;
}

export type TokenGroup = 'colour' | 'typography' | 'spacing' | 'layer';

/** The declarations of the first rule whose selector list includes `selector`. */
function declarationsOf(css: string, selector: string): Map<string, string> {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g);
  for (const [, selectors = '', body = ''] of rules) {
    if (!selectors.split(',').some((part) => part.trim() === selector)) continue;
    const entries = [...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(
      ([, name = '', value = '']) => [name, value.trim()] as const,
    );
    return new Map(entries);
  }
  return new Map();
}

/** Every `--ko-*` token the theme defines, read from the stylesheet itself so the page never drifts from it. */
export function themeTokens(css: string): ThemeToken[] {
  const light = declarationsOf(css, ':root');
  const dark = declarationsOf(css, "[data-theme='dark']");
  return [...light].map(([name, value]) => ({ name, light: value, dark: dark.get(name) ?? value }));
}

/** Which Foundations section a token belongs to, by what its name says it is. */
export function groupOf(token: ThemeToken): TokenGroup {
  if (token.name.startsWith('--ko-z-')) return 'layer';
  if (token.name.startsWith('--ko-font')) return 'typography';
  if (token.name.startsWith('--ko-space-') || token.name.startsWith('--ko-radius') || token.name === '--ko-shadow')
    return 'spacing';
  return 'colour';
}
