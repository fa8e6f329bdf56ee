import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, breakpointFor } from './breakpoints';

describe('breakpointFor', () => {
  it('keeps the spec values', () => {
    expect(BREAKPOINTS).toEqual({ xl: 1920, lg: 1366, md: 1100, sm: 1024 });
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
    [375, 'xs'],
    [0, 'xs'],
  ])('reads %i px as %s (each breakpoint is a min-width)', (width, expected) => {
    expect(breakpointFor(width)).toBe(expected);
  });
});
