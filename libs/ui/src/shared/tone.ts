export type Tone = 'info' | 'success' | 'warning' | 'error';

/** Warnings and errors interrupt (role alert, assertive); the rest wait for a pause (role status, polite). */
export function isUrgent(tone: Tone): boolean {
  return tone === 'error' || tone === 'warning';
}
