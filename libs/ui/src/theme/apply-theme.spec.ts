import { describe, expect, it } from 'vitest';
import { applyBrandBook, themeName } from './apply-theme';
import { brandBookRefusal } from './brand-book-guard';

const entry = (css_prop: string, css_value: string) => ({ css_prop, css_value });

describe('themeName', () => {
  it('reads appTheme 0 as light and 1 as dark', () => {
    expect(themeName(0)).toBe('light');
    expect(themeName(1)).toBe('dark');
  });
});

describe('applyBrandBook', () => {
  it('sets custom properties and allow-listed properties on <html> by default', () => {
    const undo = applyBrandBook([entry('--ko-accent', '#e4002b'), entry('font-family', 'Georgia, serif')]);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--ko-accent')).toBe('#e4002b');
    expect(style.getPropertyValue('font-family')).toBe('Georgia, serif');
    undo();
    expect(style.getPropertyValue('--ko-accent')).toBe('');
    expect(style.getPropertyValue('font-family')).toBe('');
  });

  it('writes to the given target and its undo restores what was there before', () => {
    const target = document.createElement('div');
    target.style.setProperty('--ko-accent', 'blue');
    const undo = applyBrandBook(
      [entry('--ko-accent', 'red'), entry('--ko-accent', 'green'), entry('--brand-logo-size', '32px')],
      target,
    );
    expect(target.style.getPropertyValue('--ko-accent')).toBe('green');
    expect(target.style.getPropertyValue('--brand-logo-size')).toBe('32px');
    undo();
    expect(target.style.getPropertyValue('--ko-accent')).toBe('blue');
    expect(target.style.getPropertyValue('--brand-logo-size')).toBe('');
  });

  it.each([
    ['a property outside the allow-list', entry('background-image', 'none')],
    ['a layout property', entry('display', 'none')],
    ['a malformed custom property name', entry('--ko accent', 'red')],
  ])('refuses %s', (_, refused) => {
    const target = document.createElement('div');
    applyBrandBook([refused], target);
    expect(target.getAttribute('style') ?? '').toBe('');
    expect(brandBookRefusal(refused)).toBe('property-not-allowed');
  });

  it.each([
    ['url(', entry('--ko-bg', 'url(https://evil.example/x.png)')],
    ['url( in other case with spaces', entry('--ko-bg', 'URL  (x.png)')],
    ['expression(', entry('color', 'expression(alert(1))')],
    ['image-set(', entry('--ko-bg', 'image-set("x.png" 1x)')],
    ['a semicolon', entry('color', 'red; background: blue')],
    ['an opening brace', entry('--ko-bg', 'red } body { color: red')],
    ['a closing brace', entry('--ko-bg', 'red }')],
    ['a CSS escape that spells url(', entry('--ko-bg', 'u\\72l(x.png)')],
    ['an overlong value', entry('--ko-bg', 'a'.repeat(501))],
  ])('refuses a value with %s and applies the safe entries beside it', (_, refused) => {
    const target = document.createElement('div');
    const undo = applyBrandBook([refused, entry('--ko-accent', '#e4002b')], target);
    expect(target.style.getPropertyValue(refused.css_prop)).toBe('');
    expect(target.style.getPropertyValue('--ko-accent')).toBe('#e4002b');
    expect(brandBookRefusal(refused)).toBe('value-not-allowed');
    undo();
    expect(target.getAttribute('style') ?? '').toBe('');
  });
});
