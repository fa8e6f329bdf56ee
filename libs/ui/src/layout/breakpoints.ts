/**
 * The layout breakpoints (doc 000 §9: 1920, 1366, 1100, 1024) plus the phone, read as min-widths: a width belongs to
 * the largest breakpoint it reaches. `xs` is the phone: 320 px is the narrowest width the site is laid out for
 * (nothing may overflow there) and 390 px the phone it is designed on; anything narrower still reads as `xs`.
 * CSS cannot import these; a media query in a lib writes the same number and names the key in a comment.
 */
export const BREAKPOINTS = { xl: 1920, lg: 1366, md: 1100, sm: 1024, xs: 320 } as const;

/** Every breakpoint's key; `xs` also covers widths under 320 px. */
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The widths the design and its screenshots are made at: a phone and a laptop. */
export const DESIGN_WIDTHS = { phone: 390, desktop: 1366 } as const;

const LARGEST_FIRST = (Object.entries(BREAKPOINTS) as [Breakpoint, number][]).sort(([, a], [, b]) => b - a);

export function breakpointFor(width: number): Breakpoint {
  return LARGEST_FIRST.find(([, minWidth]) => width >= minWidth)?.[0] ?? 'xs';
}
