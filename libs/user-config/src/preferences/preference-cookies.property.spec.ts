import fc from 'fast-check';
import { memoryCookies, createManualClock } from '@kickoff/runtime';
import { describe, expect, it } from 'vitest';
import { readPreferenceCookies, STORED_PREFERENCES, cookieNameOf } from './preference-cookies';
import { preferencesActions, preferencesSlice } from './preferences-slice';
import { COOKIES_AGREE_TYPES, DEFAULT_PREFERENCES, THEME_CHOICES } from './preferences-state';

const RUNS = 1000;
const SEED = Number(process.env['FUZZ_SEED'] ?? Math.floor(Math.random() * 2 ** 31));

const NAMES = STORED_PREFERENCES.map(cookieNameOf);
/** Cookie texts: anything at all, markup and script, near-misses of good values, and good values. */
const cookieText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '%E0%A4%A',
    '1e3',
    'NaN',
    'Infinity',
    '-0',
    '0x1',
    ' 1 ',
    '1.',
    '.5',
    '14.25',
    '-12',
    '15',
    'true',
    'false',
    '00',
  ),
  fc.integer({ min: -100, max: 100 }).map(String),
  fc.double().map(String),
);

function isValid(values: ReturnType<typeof readPreferenceCookies>['values']) {
  const { timeZone } = values;
  return (
    (timeZone === null ||
      (Number.isFinite(timeZone) && timeZone >= -12 && timeZone <= 14 && Number.isInteger(timeZone * 4))) &&
    typeof values.is12h === 'boolean' &&
    (values.appViewType === 0 || values.appViewType === 1) &&
    (THEME_CHOICES as readonly string[]).includes(values.themeChoice) &&
    typeof values.isLeftSectionHidden === 'boolean' &&
    typeof values.isRightSectionHidden === 'boolean' &&
    typeof values.isGroupByCountry === 'boolean' &&
    (COOKIES_AGREE_TYPES as readonly number[]).includes(values.cookiesAgreeType) &&
    [0, 1, 2, 4, 5, 6, 14, 15, 16].includes(values.coefViewId)
  );
}

describe('the preference cookie reader', () => {
  it(`[UC-023] random cookie strings never crash it and always yield a valid state (${RUNS} runs, seed printed)`, () => {
    console.info(`preference cookies property: seed ${SEED} (FUZZ_SEED=${SEED} repeats it)`);
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...NAMES, 'lng', 'other'), cookieText), (jarContents) => {
        const jar = memoryCookies(createManualClock(0), jarContents);
        const { values, corrupted } = readPreferenceCookies(jar);
        expect(isValid(values)).toBe(true);
        // a junk value is reported, so it gets rewritten; a preference without a cookie keeps its default
        for (const preference of STORED_PREFERENCES) {
          if (!(cookieNameOf(preference) in jarContents))
            expect(values[preference]).toEqual(DEFAULT_PREFERENCES[preference]);
          if (corrupted.includes(preference)) expect(values[preference]).toEqual(DEFAULT_PREFERENCES[preference]);
        }
        const state = preferencesSlice.reducer(DEFAULT_PREFERENCES, preferencesActions.preferencesRestored(values));
        expect(isValid(state)).toBe(true);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('survives a jar that throws', () => {
    const broken = {
      get: () => {
        throw new Error('no cookies here');
      },
    };
    expect(readPreferenceCookies(broken).values).toMatchObject({ themeChoice: 'system', isGroupByCountry: true });
  });
});
