/** One custom property of theme.css with its value in each theme (the same in both where it does not switch). */
export interface ThemeToken {
  readonly name: string;
  readonly light: string;
  readonly dark: string;
}

export type ThemeKind = 'light' | 'dark';

export type TokenGroup = 'colour' | 'type' | 'spacing' | 'radius' | 'elevation' | 'motion' | 'size' | 'layer';

/** The space toggles theme.css switches themes with: not tokens of their own. */
const SWITCH = /^--ko-when-(light|dark)$/;

/** The declarations of the first rule whose selector list includes `selector`. */
function declarationsOf(css: string, selector: string): Map<string, string> {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g);
  for (const [, selectors = '', body = ''] of rules) {
    if (!selectors.split(',').some((part) => part.trim() === selector)) continue;
    const entries = [...body.matchAll(/(--[\w-]+)\s*:\s*([^;]*);/g)].map(
      ([, name = '', value = '']) => [name, value.trim()] as const,
    );
    return new Map(entries);
  }
  return new Map();
}

/** Where the parenthesis opened at `open` closes. */
function closingOf(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at += 1) {
    if (text[at] === '(') depth += 1;
    else if (text[at] === ')' && --depth === 0) return at;
  }
  throw new Error(`unbalanced parentheses in ${text}`);
}

/** A value as one theme sees it: `var(--ko-when-<theme>, X)` gives X, the other theme's switch gives nothing. */
export function valueIn(value: string, theme: ThemeKind): string {
  const switchAt = value.search(/var\(\s*--ko-when-(light|dark)\s*,/);
  if (switchAt < 0) return value.replace(/\s+/g, ' ').trim();
  const open = value.indexOf('(', switchAt);
  const close = closingOf(value, open);
  const [, which = '', fallback = ''] =
    /^\(\s*--ko-when-(light|dark)\s*,([\s\S]*)\)$/.exec(value.slice(open, close + 1)) ?? [];
  const kept = which === theme ? fallback.trim() : '';
  return valueIn(`${value.slice(0, switchAt)}${kept}${value.slice(close + 1)}`, theme);
}

/** Every `--ko-*` token the theme defines, read from the stylesheet itself so the page never drifts from it. */
export function themeTokens(css: string): ThemeToken[] {
  return [...declarationsOf(css, ':root')]
    .filter(([name]) => !SWITCH.test(name))
    .map(([name, value]) => ({ name, light: valueIn(value, 'light'), dark: valueIn(value, 'dark') }));
}

const GROUPS: readonly [RegExp, TokenGroup][] = [
  [/^--ko-z-/, 'layer'],
  [/^--ko-font/, 'type'],
  [/^--ko-line-height/, 'type'],
  [/^--ko-space-/, 'spacing'],
  [/^--ko-radius/, 'radius'],
  [/^--ko-(shadow|elevation)/, 'elevation'],
  [/^--ko-(duration|easing)/, 'motion'],
  [/^--ko-(touch-target|header-height|bottom-bar-height)$/, 'size'],
];

/** Which Foundations section a token belongs to, by what its name says it is. */
export function groupOf(token: Pick<ThemeToken, 'name'>): TokenGroup {
  return GROUPS.find(([pattern]) => pattern.test(token.name))?.[1] ?? 'colour';
}
