import type { Adapters } from '@kickoff/runtime';
import { type StoredPreference, type StoredPreferences, writePreferenceCookie } from './preference-cookies';

/** UC-024: the spec's words for a right section that could not be toggled. */
export const RIGHT_SECTION_TOGGLE_FAILED = 'unable to toggle right side visible mode';

/** Writes one preference's cookie; a cookie the browser refuses is logged, never thrown at the player's choice. */
export function writePreference(
  { cookies, logger }: Pick<Adapters, 'cookies' | 'logger'>,
  preference: StoredPreference,
  values: StoredPreferences,
): void {
  try {
    writePreferenceCookie(cookies, preference, values[preference]);
  } catch (error) {
    if (preference === 'isRightSectionHidden') logger.error(RIGHT_SECTION_TOGGLE_FAILED, error);
    else logger.warn(`[user-config] the ${preference} preference could not be saved`, error);
  }
}
