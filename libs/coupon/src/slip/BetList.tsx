import { createContext, Profiler, type ProfilerOnRenderCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectBetIds } from '../state/selectors';
import { BetRow } from './BetRow';
import styles from './BetSlip.module.css';

/**
 * Measurement only (the row benchmark and its test): given, every row renders inside a React Profiler named by its
 * market id, so a row that renders without its bet having changed is counted. Absent in the site.
 */
export const BetRowProfiler = createContext<ProfilerOnRenderCallback | null>(null);

/** The bets in coupon order; it renders again only when a bet comes, goes or moves (selectBetIds keeps its array). */
export function BetList() {
  const { t } = useTranslation();
  const ids = useSelector(selectBetIds);
  const onRowRender = useContext(BetRowProfiler);
  return (
    <ul className={styles.bets} aria-label={t('coupon_slip_bets')}>
      {ids.map((id) =>
        onRowRender ? (
          <Profiler key={id} id={id} onRender={onRowRender}>
            <BetRow marketId={id} />
          </Profiler>
        ) : (
          <BetRow key={id} marketId={id} />
        ),
      )}
    </ul>
  );
}
