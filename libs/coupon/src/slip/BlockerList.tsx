import type { RootState } from '@kickoff/store';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { createSelector } from '@reduxjs/toolkit';
import { type PlacementBlocker, selectPlacementBlockers } from './placement';
import { amountRefusalValues, formatMoney } from './money';
import { selectCurrencyIso } from './slip-selectors';
import styles from './BetSlip.module.css';

/**
 * Reasons the slip shows elsewhere: an empty slip says so, a change has its own button, placing is the button's busy
 * state, and signing in is what the button itself offers.
 */
const SHOWN_ELSEWHERE: readonly string[] = ['empty', 'changesToAccept', 'placing', 'signInRequired'];

const selectShownBlockers = createSelector([selectPlacementBlockers], (blockers: readonly PlacementBlocker[]) =>
  blockers.filter((blocker) => !SHOWN_ELSEWHERE.includes(blocker.kind)),
);

export const useShownBlockers = () => useSelector((state: RootState) => selectShownBlockers(state));

/** An anonymous visitor: the place button asks them to sign in, and comes back to this very slip. */
export const selectAsksSignIn = (state: RootState): boolean =>
  selectPlacementBlockers(state).some((blocker) => blocker.kind === 'signInRequired');

/**
 * What a reason's text may name: the limits as money of the coupon's currency, a date in the player's language, how
 * many bets. A reason with an end date reads its `_until` text (i18next's context).
 */
function valuesOf(blocker: PlacementBlocker, currencyIso: string, language: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(blocker)) {
    if (name === 'kind') continue;
    if (typeof value === 'number')
      values[name] = name === 'min' || name === 'max' ? formatMoney(value, currencyIso, language) : value;
    else if (typeof value === 'string')
      values[name] = /^\d{4}-\d\d-\d\d/.test(value) ? new Date(value).toLocaleString(language) : value;
    else if (Array.isArray(value)) values['count'] = value.length;
  }
  if (values['until'] !== undefined) values['context'] = 'until';
  if (blocker.kind === 'amountUnreadable') Object.assign(values, amountRefusalValues(blocker.reason, currencyIso));
  return values;
}

/** The reasons the coupon cannot be placed (the placement's one rule with reasons), tied to the place button. */
export function BlockerList({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const blockers = useShownBlockers();
  const currencyIso = useSelector(selectCurrencyIso);
  if (blockers.length === 0) return null;
  return (
    <ul id={id} className={styles.blockers} aria-label={t('coupon_slip_blockers')}>
      {blockers.map((blocker) => (
        <li key={blocker.kind} data-kind={blocker.kind}>
          {t(`coupon_blocker_${blocker.kind}`, valuesOf(blocker, currencyIso, i18n.language))}
        </li>
      ))}
    </ul>
  );
}
