import type { Clock, KeyValueStorage } from '@kickoff/runtime';

/** SR-096: how long a shown age-restriction notice stays acknowledged. */
export const AGE_RESTRICTION_FLAG_MS = 259_200_000;
export const AGE_RESTRICTION_STORAGE_KEY = 'kickoff_age_restriction_shown_at';

interface Deps {
  storage: KeyValueStorage;
  clock: Clock;
}

/** SR-094 / SR-095 / SR-096: shown when configured and no flag younger than 3 days exists; junk in storage counts as no flag. */
export function shouldShowAgeRestriction(isConfigured: boolean, { storage, clock }: Deps): boolean {
  if (!isConfigured) return false;
  const shownAt = Number(storage.getItem(AGE_RESTRICTION_STORAGE_KEY));
  if (!Number.isFinite(shownAt) || shownAt <= 0) return true;
  const age = clock.now() - shownAt;
  return age < 0 || age >= AGE_RESTRICTION_FLAG_MS;
}

export function rememberAgeRestrictionShown({ storage, clock }: Deps): void {
  storage.setItem(AGE_RESTRICTION_STORAGE_KEY, String(clock.now()));
}
