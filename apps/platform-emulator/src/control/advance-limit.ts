/** Ten years: beyond any test's horizon, and far from the end of the times Date can show (1e308 ms cannot be). */
export const MAX_ADVANCE_MS = 10 * 365.25 * 24 * 60 * 60 * 1000;
