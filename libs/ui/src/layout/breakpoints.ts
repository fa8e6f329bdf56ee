/**
 * The layout breakpoints (doc 000 §9), read as min-widths: a width belongs to the largest breakpoint it reaches.
 * CSS cannot import these; a media query in this lib writes the same number and names the key in a comment.
 */
export const BREAKPOINTS = { xl: 1920, lg: 1366, md: 1100, sm: 1024 } as const;

/** `xs` is everything narrower than the smallest breakpoint. */
export type Breakpoint = keyof typeof BREAKPOINTS | 'xs';

const LARGEST_FIRST = (Object.entries(BREAKPOINTS) as [keyof typeof BREAKPOINTS, number][]).sort(
  ([, a], [, b]) => b - a,
);

export function breakpointFor(width: number): Breakpoint {
  return LARGEST_FIRST.find(([, minWidth]) => width >= minWidth)?.[0] ?? 'xs';
}
