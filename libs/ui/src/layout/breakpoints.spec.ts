import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, breakpointFor, DESIGN_WIDTHS } from './breakpoints';

describe('breakpointFor', () => {
  it("keeps the spec's values and adds the phone", () => {
    expect(BREAKPOINTS).toEqual({ xl: 1920, lg: 1366, md: 1100, sm: 1024, xs: 320 });
    expect(breakpointFor(DESIGN_WIDTHS.phone)).toBe('xs');
    expect(breakpointFor(DESIGN_WIDTHS.desktop)).toBe('lg');
  });

  it.each([
    [2560, 'xl'],
    [1920, 'xl'],
    [1919, 'lg'],
    [1366, 'lg'],
    [1365, 'md'],
    [1100, 'md'],
    [1099, 'sm'],
    [1024, 'sm'],
    [1023, 'xs'],
    [390, 'xs'],
    [320, 'xs'],
    [319, 'xs'],
    [0, 'xs'],
  ])('reads %i px as %s (each breakpoint is a min-width)', (width, expected) => {
    expect(breakpointFor(width)).toBe(expected);
  });
});
