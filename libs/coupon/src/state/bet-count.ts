import type { Bet } from '../domain/bet';
import { isBonusBet } from '../domain/bonus-bet-mark';
import type { CouponRootState } from './selectors';

const NO_BETS: readonly Bet[] = [];

/** The player's bets, the coupon's own bonus bet aside; zero until the coupon's chunk has installed its slice. */
export const selectBetCount = (state: CouponRootState): number =>
  (state.coupon?.bets ?? NO_BETS).filter((bet) => !isBonusBet(bet)).length;
