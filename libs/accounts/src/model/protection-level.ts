export type ProtectionStatus = 'bad' | 'normal' | 'good' | 'full' | 'unknown';

/**
 * doc 000 §4.6: ≤ 30 bad, 31–69 normal, 70–99 good, 100 full. The spec leaves `null` open: Kickoff reads it as
 * "not computed yet" and shows no status ('unknown') rather than calling a player's protection bad.
 */
export function protectionStatus(level: number | null | undefined): ProtectionStatus {
  if (level === null || level === undefined || Number.isNaN(level)) return 'unknown';
  if (level <= 30) return 'bad';
  if (level < 70) return 'normal';
  if (level < 100) return 'good';
  return 'full';
}
