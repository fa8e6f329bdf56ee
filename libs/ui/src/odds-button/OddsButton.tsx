import { Profiler, memo, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../shared/class-names';
import hidden from '../shared/visually-hidden.module.css';
import { LockIcon, MoveArrow } from './odds-icons';
import { OddsButtonProfiler } from './odds-button-profiler';
import styles from './OddsButton.module.css';

/** Which way the price last moved; the caller clears it when the news is old (market leaders keep it about 3 s). */
export type OddsMovement = 'up' | 'down';

/** `open` takes bets; `suspended` pauses them for a while (a goal, a VAR check); `locked` closes the market. */
export type OddsState = 'open' | 'suspended' | 'locked';

export interface OddsButtonProps {
  /** The outcome's id, handed back to `onToggle`: one stable callback serves every button of a list. */
  id: string;
  /** The market label as the player reads it ("П1", "W1", "Over 2.5"). */
  market: string;
  /** The price already in the player's odds format ("2.45", "29/20", "+145"): shown as given. */
  price: string;
  /** A pressed toggle: the outcome is in the coupon. */
  selected?: boolean;
  movement?: OddsMovement;
  state?: OddsState;
  /** Why a suspended outcome takes no bets, shown in the button; default the translated `ui_odds_suspended`. */
  reason?: string;
  /** Reports the wish to add (`true`) or remove (`false`) the outcome; the caller owns the selection. */
  onToggle?: (id: string, selected: boolean) => void;
  /** `stacked`: label above the price (event rows); `inline`: label left, price right (market grids). */
  layout?: 'stacked' | 'inline';
  /** Both sizes are at least the touch target high; `md` is wider and taller. */
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * One outcome's odds. Memoised: a live line moves a few prices a second among hundreds of buttons, and only the
 * buttons whose props changed may render again. That holds while every prop is a primitive or a stable function:
 * `onToggle` takes the outcome's id so a list passes one callback to all its buttons instead of a closure each.
 */
export const OddsButton = memo(function OddsButton({
  id,
  market,
  price,
  selected = false,
  movement,
  state = 'open',
  reason,
  onToggle,
  layout = 'stacked',
  size = 'sm',
  className,
}: OddsButtonProps) {
  const { t } = useTranslation();
  const onRender = useContext(OddsButtonProfiler);
  const open = state === 'open';
  // The name is the visible text (market, price or reason) plus what only colour or an icon shows, hidden:
  // a voice user says what they see, and the move is read with the price, once, not as a live announcement.
  const unseen = open
    ? movement && t(`ui_odds_${movement}`)
    : t(state === 'locked' ? 'ui_odds_locked' : 'ui_odds_suspended_note');
  const button = (
    <button
      type="button"
      aria-pressed={selected}
      disabled={!open}
      data-state={state}
      data-movement={open ? movement : undefined}
      className={classNames(styles.odds, styles[layout], styles[size], selected && styles.selected, className)}
      onClick={() => onToggle?.(id, !selected)}
    >
      {/* Keyed by the price: a new price mounts a new flash, so each move replays it. Under the
          content, so the text keeps its contrast. */}
      {open && movement && <span key={price} aria-hidden="true" className={styles.flash} data-testid="odds-flash" />}
      <span className={styles.market}>{market}</span>
      {state !== 'locked' && ' '}
      {state === 'locked' ? (
        <LockIcon className={styles.lock} />
      ) : state === 'suspended' ? (
        <span className={styles.reason}>{reason ?? t('ui_odds_suspended')}</span>
      ) : (
        <span className={styles.priceLine}>
          {movement && <MoveArrow direction={movement} className={styles.arrow} />}
          <span className={styles.price}>{price}</span>
        </span>
      )}
      {unseen && <span className={hidden.visuallyHidden}>, {unseen}</span>}
    </button>
  );
  return onRender ? (
    <Profiler id={id} onRender={onRender}>
      {button}
    </Profiler>
  ) : (
    button
  );
});
