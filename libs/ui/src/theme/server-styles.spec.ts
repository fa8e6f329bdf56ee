import { describe, expect, it } from 'vitest';
import { brandBookStyle, chosenThemeStyle } from './server-styles';

const entry = (css_prop: string, css_value: string) => ({ css_prop, css_value });

describe('brandBookStyle', () => {
  it('[CFG-012] writes the safe entries as one rule that outranks the theme, in their order', () => {
    expect(
      brandBookStyle([
        entry(' --ko-header-bg ', ' #0b3d2e '),
        entry('--ko-accent', 'var(--ko-when-light, #0b6e4f) var(--ko-when-dark, #f5c400)'),
        entry('color', '#111'),
      ]),
    ).toBe(
      ':root:root:root{--ko-header-bg:#0b3d2e;--ko-accent:var(--ko-when-light, #0b6e4f) var(--ko-when-dark, #f5c400);color:#111}',
    );
  });

  it('leaves out what the guard refuses, and writes nothing when nothing is left', () => {
    const refused = [
      entry('--ko-bg', 'red}body{display:none'),
      entry('--ko-bg', '</style><script>alert(1)</script>'),
      entry('--ko-bg', 'url(https://evil.example/x.png)'),
      entry('display', 'none'),
    ];
    expect(brandBookStyle([...refused, entry('--ko-accent', '#c8102e')])).toBe(':root:root:root{--ko-accent:#c8102e}');
    expect(brandBookStyle(refused)).toBe('');
    expect(brandBookStyle([])).toBe('');
  });
});

describe('chosenThemeStyle', () => {
  it("[UC-014] flips theme.css's switches for a page that has no data-theme yet", () => {
    expect(chosenThemeStyle('dark')).toBe(
      ':root:root:not([data-theme]){--ko-when-light: ;--ko-when-dark:initial;color-scheme:dark}',
    );
    expect(chosenThemeStyle('light')).toBe(
      ':root:root:not([data-theme]){--ko-when-light:initial;--ko-when-dark: ;color-scheme:light}',
    );
  });
});
