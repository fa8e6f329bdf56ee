import type { CookieJar } from '@kickoff/runtime';
import {
  APP_THEME,
  COOKIES_AGREE_TYPES,
  type CookiesAgreeType,
  DEFAULT_PREFERENCES,
  type PreferencesState,
} from './preferences-state';

/**
 * Cookie lifetime of the preferences: one year, as `lng` (@kickoff/i18n). UC-023 states none; the spec's default
 * of one day would forget a player's theme overnight.
 */
export const PREFERENCE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const PREFERENCE_COOKIE_OPTIONS: NonNullable<Parameters<CookieJar['set']>[2]> = {
  path: '/',
  maxAgeSeconds: PREFERENCE_COOKIE_MAX_AGE_SECONDS,
  sameSite: 'Lax',
};

/**
 * The preference cookies of UC-023 (`lng` is i18n's) plus Kickoff's two: `app_theme` (the theme choice, read before the first
 * paint by THEME_BOOT_SCRIPT) and `coef_view` (the odds format).
 */
export type StoredPreferences = Pick<
  PreferencesState,
  | 'timeZone'
  | 'is12h'
  | 'appViewType'
  | 'isLeftSectionHidden'
  | 'isRightSectionHidden'
  | 'cookiesAgreeType'
  | 'isGroupByCountry'
  | 'themeChoice'
  | 'coefViewId'
>;
export type StoredPreference = keyof StoredPreferences;

interface CookieCodec<K extends StoredPreference> {
  name: string;
  /** The value, or undefined when the text is not one this cookie may hold. */
  read(text: string): StoredPreferences[K] | undefined;
  write(value: StoredPreferences[K]): string | null;
}

const flag = (text: string): boolean | undefined => (text === '1' ? true : text === '0' ? false : undefined);
const fromFlag = (value: boolean) => (value ? '1' : '0');
const oneOf =
  <T extends number>(values: readonly T[]) =>
  (text: string): T | undefined => {
    if (!/^\d{1,2}$/.test(text)) return undefined;
    return values.find((value) => value === Number(text));
  };

/** UTC offsets that exist: −12 h … +14 h in quarter hours. */
function timeZoneOffset(text: string): number | undefined {
  if (!/^[+-]?\d{1,2}(\.\d{1,2})?$/.test(text)) return undefined;
  const hours = Number(text);
  return hours >= -12 && hours <= 14 && Number.isInteger(hours * 4) ? hours : undefined;
}

const codecs: { [K in StoredPreference]: CookieCodec<K> } = {
  timeZone: { name: 'tzo', read: timeZoneOffset, write: (value) => (value === null ? null : String(value)) },
  is12h: { name: 'is12h', read: flag, write: fromFlag },
  appViewType: { name: 'app_view_type', read: oneOf([0, 1] as const), write: String },
  isLeftSectionHidden: { name: 'hide_left', read: flag, write: fromFlag },
  isRightSectionHidden: { name: 'hide_right', read: flag, write: fromFlag },
  cookiesAgreeType: {
    name: 'cookies_agree_type',
    read: oneOf<CookiesAgreeType>(COOKIES_AGREE_TYPES),
    write: (value) => (value === 0 ? null : String(value)),
  },
  // Older writers said true/false; both spellings are read, 1/0 are written like the other flags.
  isGroupByCountry: {
    name: 'isChampsGroupedByCountry',
    read: (text) => flag(text === 'true' ? '1' : text === 'false' ? '0' : text),
    write: fromFlag,
  },
  // 0 light, 1 dark as appTheme; no cookie is the device's theme, and choosing it again removes the cookie.
  themeChoice: {
    name: 'app_theme',
    read: (text) => (text === '0' ? 'light' : text === '1' ? 'dark' : undefined),
    write: (choice) => (choice === 'system' ? null : String(APP_THEME[choice])),
  },
  coefViewId: { name: 'coef_view', read: oneOf([0, 1, 2, 4, 5, 6, 14, 15, 16]), write: String },
};

export const STORED_PREFERENCES = Object.keys(codecs) as StoredPreference[];
export const cookieNameOf = (preference: StoredPreference): string => codecs[preference].name;

export interface ReadPreferences {
  /** Every stored preference: the cookie's value, or the default where there is none or it is junk. */
  values: StoredPreferences;
  /** Preferences whose cookie held junk: they read as the default and are rewritten with it. */
  corrupted: StoredPreference[];
}

/** Reads the preference cookies; a value no reader accepts never leaves this function (no DOM, no state). */
export function readPreferenceCookies(cookies: Pick<CookieJar, 'get'>): ReadPreferences {
  const values = pickStored(DEFAULT_PREFERENCES);
  const corrupted: StoredPreference[] = [];
  for (const preference of STORED_PREFERENCES) {
    let text: string | undefined;
    try {
      text = cookies.get(cookieNameOf(preference));
    } catch {
      text = undefined;
    }
    if (text === undefined) continue;
    const value = (codecs[preference] as CookieCodec<StoredPreference>).read(text.trim());
    if (value === undefined) corrupted.push(preference);
    else (values as Record<StoredPreference, unknown>)[preference] = value;
  }
  return { values, corrupted };
}

/** Writes one preference's cookie; a preference at a value nobody needs stored (no choice) removes it. */
export function writePreferenceCookie<K extends StoredPreference>(
  cookies: Pick<CookieJar, 'set' | 'remove'>,
  preference: K,
  value: StoredPreferences[K],
): void {
  const codec = codecs[preference] as CookieCodec<K>;
  const text = codec.write(value);
  if (text === null) cookies.remove(codec.name, { path: '/' });
  else cookies.set(codec.name, text, PREFERENCE_COOKIE_OPTIONS);
}

export function pickStored(state: StoredPreferences): StoredPreferences {
  return Object.fromEntries(
    STORED_PREFERENCES.map((preference) => [preference, state[preference]]),
  ) as unknown as StoredPreferences;
}
