import type { RootState } from '@kickoff/store';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { COUPON_TYPE } from '../domain/coupon-type';
import { formatCoef } from '@kickoff/contracts';
import { couponActions } from '../state/coupon-slice';
import { selectBetView, selectCoefViewId, selectCoupon, selectCouponTypeId } from '../state/selectors';
import { AmountField } from './AmountField';
import { BlockSelect } from './BlockSelect';
import { gameName, scoreOf } from './bet-names';
import { selectAmountStep, selectBetStake, selectCurrencyIso, selectIsCulprit } from './slip-selectors';
import { useCoefMovement } from './use-coef-movement';
import styles from './BetRow.module.css';
import hidden from './visually-hidden.module.css';

/**
 * One bet of the slip. It selects its own bet by id, so a new coefficient on another bet leaves it alone (the
 * engine hands every untouched bet its very BetView object) — and is memoised against its parent's renders.
 */
export const BetRow = memo(function BetRow({ marketId }: { marketId: string }) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const view = useSelector((state: RootState) => selectBetView(state, marketId));
  const coefViewId = useSelector(selectCoefViewId);
  const typeId = useSelector(selectCouponTypeId);
  const isCulprit = useSelector((state: RootState) => selectIsCulprit(state, marketId));
  const movement = useCoefMovement(view?.bet.market.coef ?? 0, view?.bet.unacceptedChange ?? null);
  if (!view) return null;
  const { bet, coefText, isLive, isFinished, isBonus } = view;
  const change = bet.unacceptedChange;
  const name = isBonus ? t('coupon_slip_bonus_bet') : gameName(bet, i18n.language);
  const market = isBonus ? t('coupon_slip_bonus_bet_hint') : bet.market.name;
  const score = isBonus ? null : scoreOf(bet);
  const combines = typeId !== COUPON_TYPE.single && typeId !== COUPON_TYPE.multipleSingles;
  const isUncombinable = combines && !isBonus && (bet.isDepend || bet.isBannedExpress);
  const fromText = movement ? formatCoef(movement.from, coefViewId) : '';
  const state = isCulprit ? 'culprit' : bet.isBlocked || isFinished ? 'locked' : change ? 'changed' : undefined;
  return (
    <li className={styles.row} data-state={state} data-bonus={isBonus || undefined} data-market-id={marketId}>
      <div className={styles.top}>
        {isLive ? <span className={styles.live}>{t('coupon_slip_live')}</span> : null}
        <span className={styles.game}>{name}</span>
        {score ? (
          <span className={styles.score}>
            <span aria-hidden="true">{score}</span>
            <span className={hidden.hidden}>{t('coupon_slip_score', { score })}</span>
          </span>
        ) : null}
        <button
          type="button"
          className={styles.remove}
          aria-label={t('coupon_slip_remove', { name: isBonus ? name : `${name}, ${market}` })}
          onClick={() => dispatch(couponActions.betRemoved(marketId))}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.main}>
        <span className={styles.market}>{market}</span>
        <span className={styles.coef}>
          {movement ? (
            <s className={styles.old} aria-hidden="true">
              {fromText}
            </s>
          ) : null}
          <span className={styles.now} data-direction={movement?.direction}>
            <span aria-hidden="true">{coefText}</span>
            {movement ? (
              <span aria-hidden="true" className={styles.arrow}>
                {movement.direction === 'up' ? '▲' : '▼'}
              </span>
            ) : null}
            <span className={hidden.hidden}>
              {movement
                ? t(movement.direction === 'up' ? 'coupon_slip_odds_up' : 'coupon_slip_odds_down', {
                    from: fromText,
                    to: coefText,
                  })
                : t('coupon_slip_odds', { coef: coefText })}
            </span>
          </span>
        </span>
      </div>
      <BetStatus
        isBlocked={bet.isBlocked}
        isFinished={isFinished}
        isUncombinable={isUncombinable}
        isCoefChanged={change?.seenCoef != null}
        isScoreChanged={change?.isScoreChanged ?? false}
        isCulprit={isCulprit}
      />
      {typeId === COUPON_TYPE.multipleSingles && !isBonus ? (
        <BetStake marketId={marketId} name={`${name}, ${market}`} />
      ) : null}
      {typeId === COUPON_TYPE.systemWithBlocks && !isBonus ? (
        <BlockSelect marketId={marketId} blockId={bet.blockId} />
      ) : null}
    </li>
  );
});

interface BetStatusProps {
  isBlocked: boolean;
  isFinished: boolean;
  isUncombinable: boolean;
  isCoefChanged: boolean;
  isScoreChanged: boolean;
  isCulprit: boolean;
}

function BetStatus({
  isBlocked,
  isFinished,
  isUncombinable,
  isCoefChanged,
  isScoreChanged,
  isCulprit,
}: BetStatusProps) {
  const { t } = useTranslation();
  const notes = [
    isCulprit && { key: 'coupon_slip_culprit', tone: 'danger' },
    isFinished && { key: 'coupon_slip_finished', tone: 'muted' },
    !isFinished && isBlocked && { key: 'coupon_slip_locked', tone: 'muted' },
    isUncombinable && { key: 'coupon_slip_uncombinable', tone: 'warning' },
    isCoefChanged && { key: 'coupon_slip_changed', tone: 'warning' },
    isScoreChanged && { key: 'coupon_slip_score_changed', tone: 'warning' },
  ].filter((note): note is { key: string; tone: string } => Boolean(note));
  if (notes.length === 0) return null;
  return (
    <p className={styles.notes}>
      {notes.map((note) => (
        <span key={note.key} className={styles.note} data-tone={note.tone}>
          {t(note.key)}
        </span>
      ))}
    </p>
  );
}

/** Multiple singles: each bet has a stake of its own. */
function BetStake({ marketId, name }: { marketId: string; name: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const stake = useSelector((state: RootState) => selectBetStake(state, marketId));
  const step = useSelector(selectAmountStep);
  const currencyIso = useSelector(selectCurrencyIso);
  const refusal = useSelector((state: RootState) => selectCoupon(state).unreadableAmounts[`bet:${marketId}`] ?? null);
  return (
    <div className={styles.stake}>
      <AmountField
        key={currencyIso}
        label={t('coupon_slip_bet_stake', { name })}
        isLabelHidden
        value={stake}
        step={step}
        currencyIso={currencyIso}
        refusal={refusal}
        onChange={(amount) => dispatch(couponActions.betAmountChanged({ marketId, amount }))}
        onUnreadable={(reason) => dispatch(couponActions.amountUnreadable({ field: `bet:${marketId}`, reason }))}
      />
    </div>
  );
}
