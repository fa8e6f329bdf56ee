import type { AppDispatch, RootState } from '@kickoff/store';
import { Button } from '@kickoff/ui';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { couponActions } from '../state/coupon-slice';
import { selectHasUnacceptedChanges, selectTotalStake } from '../state/selectors';
import { BlockerList, selectAsksSignIn, useShownBlockers } from './BlockerList';
import { formatMoney } from './money';
import { placeRequested, placementDismissed, placementRetried, selectCanPlace, selectPlacement } from './placement';
import { selectCurrencyIso } from './slip-selectors';
import styles from './BetSlip.module.css';

const selectStatus = (state: RootState) => selectPlacement(state).status;

/**
 * The place button and what placing says: the reasons it cannot go, busy while the platform answers, a refusal
 * (its text per code; the bets that caused it are marked in their rows) or a failure with a retry (same refId).
 * While a change waits for the player's word the button accepts it instead.
 */
export function PlacementPanel() {
  const status = useSelector(selectStatus);
  return (
    <div className={styles.placement}>
      {status === 'refused' ? <Refusal /> : null}
      {status === 'failed' ? <Failure /> : null}
      <PlaceButton />
    </div>
  );
}

function PlaceButton() {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch<AppDispatch>();
  const reasonsId = useId();
  const status = useSelector(selectStatus);
  const canPlace = useSelector(selectCanPlace);
  const hasChanges = useSelector(selectHasUnacceptedChanges);
  const stake = useSelector(selectTotalStake);
  const currencyIso = useSelector(selectCurrencyIso);
  const blockers = useShownBlockers();
  // An anonymous visitor's button asks them to sign in, whatever else is still to fix: they come back to this slip.
  const asksSignIn = useSelector(selectAsksSignIn);
  const isPlacing = status === 'placing';
  if (hasChanges && !isPlacing) {
    return (
      <>
        <Button fullWidth className={styles.placeButton} onClick={() => dispatch(couponActions.coefChangesAccepted())}>
          {t('coupon_slip_accept_changes')}
        </Button>
        <BlockerList id={reasonsId} />
      </>
    );
  }
  const isPressable = !isPlacing && (canPlace || asksSignIn);
  return (
    <>
      <Button
        fullWidth
        className={styles.placeButton}
        aria-disabled={!isPressable || undefined}
        aria-busy={isPlacing || undefined}
        aria-describedby={blockers.length > 0 ? reasonsId : undefined}
        data-status={status}
        onClick={() => {
          if (isPressable) dispatch(placeRequested());
        }}
      >
        {isPlacing ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            {t('coupon_slip_placing')}
          </>
        ) : asksSignIn ? (
          t('coupon_slip_sign_in_to_bet')
        ) : (
          <>
            {t('coupon_slip_place')}{' '}
            {stake > 0 ? (
              <span className={styles.placeAmount}>{formatMoney(stake, currencyIso, i18n.language)}</span>
            ) : null}
          </>
        )}
      </Button>
      <BlockerList id={reasonsId} />
    </>
  );
}

function Refusal() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const refusal = useSelector((state: RootState) => selectPlacement(state).refusal);
  if (!refusal) return null;
  return (
    <div role="alert" className={styles.message} data-tone="danger">
      <p className={styles.messageTitle}>{t('coupon_slip_refused_title')}</p>
      <p className={styles.messageText}>{t(refusal.messageKey, { defaultValue: refusal.message ?? refusal.code })}</p>
      <Button variant="secondary" className={styles.messageButton} onClick={() => dispatch(placementDismissed())}>
        {t('coupon_slip_refused_dismiss')}
      </Button>
    </div>
  );
}

function Failure() {
  const { t } = useTranslation();
  const dispatch = useDispatch<AppDispatch>();
  const failure = useSelector((state: RootState) => selectPlacement(state).failure);
  const isUnconfirmed = useSelector((state: RootState) => selectPlacement(state).isUnconfirmed);
  if (!failure) return null;
  return (
    <div role="alert" className={styles.message} data-tone="danger">
      <p className={styles.messageText}>{t(`coupon_failure_${failure.kind}`)}</p>
      {isUnconfirmed ? (
        <p className={styles.messageText} data-unconfirmed="">
          {t('coupon_slip_unconfirmed')}
        </p>
      ) : null}
      <Button variant="secondary" className={styles.messageButton} onClick={() => dispatch(placementRetried())}>
        {t('coupon_slip_retry')}
      </Button>
    </div>
  );
}

/**
 * Placed: the coupon number(s), the possible win and the print link. Focus moves here so keyboard players keep
 * their place (the form they were in has emptied), but only from the slip or from nowhere: a one-click bet leaves
 * focus on the odds the player clicked. The heading is also announced by its status role.
 */
export function PlacedConfirmation() {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const placed = useSelector((state: RootState) => selectPlacement(state).placed);
  const headingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const heading = headingRef.current;
    const focused = heading?.ownerDocument.activeElement;
    if (!focused || focused === heading?.ownerDocument.body || heading?.closest('section')?.contains(focused))
      heading?.focus();
  }, []);
  return (
    <div role="status" className={styles.message} data-tone="success">
      <p ref={headingRef} tabIndex={-1} className={styles.messageTitle}>
        {t('coupon_slip_placed_title')}
      </p>
      <ul className={styles.placedList}>
        {placed.map((coupon) => (
          <li key={String(coupon.couponId)} className={styles.placedCoupon}>
            <span className={styles.placedNumber}>{t('coupon_slip_placed_coupon', { id: coupon.couponId })}</span>
            {/* the visible word starts its name, so speech input finds it by what it shows */}
            <a
              className={styles.link}
              href={`/${i18n.language}/print-coupon/${coupon.couponId}`}
              target="_blank"
              rel="noopener"
              aria-label={t('coupon_slip_print', { id: coupon.couponId })}
            >
              {t('coupon_slip_print_short')}
            </a>
            <span className={styles.placedWin}>
              {t('coupon_slip_possible_win')}:{' '}
              <strong>{formatMoney(coupon.possibleWin, coupon.currencyIso, i18n.language)}</strong>
            </span>
          </li>
        ))}
      </ul>
      <Button variant="secondary" className={styles.messageButton} onClick={() => dispatch(placementDismissed())}>
        {t('coupon_slip_placed_done')}
      </Button>
    </div>
  );
}
