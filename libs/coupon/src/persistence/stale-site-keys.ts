/**
 * What this site once wrote and reads no more, freed when the coupon does not fit: the record of the root
 * persistReducer that saved nothing (`persist:kickoff`), a tab message left behind by a failed remove, an
 * old storage probe. Other sites' and libs' live keys are never touched.
 */
const STALE_SITE_KEYS: readonly RegExp[] = [/^persist:kickoff$/, /^kickoff-tab-channel:/, /^__kickoff_probe__$/];

export const isStaleSiteKey = (key: string) => STALE_SITE_KEYS.some((pattern) => pattern.test(key));
