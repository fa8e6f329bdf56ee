import { pollingInterval } from '@kickoff/platform-api';
import { type Bet, isBetLive } from '../domain/bet';

/**
 * doc 001 §9's polling table: live data every 2 to 5 s, line data every 15 s. A coupon holding any live bet
 * polls at the live rate (jittered inside 2–5 s so open pages do not ask in lockstep); a coupon of line bets
 * only at the line rate: their odds move rarely, and the platform checks them again at placement anyway.
 */
export function betStatesInterval(bets: readonly Bet[], random: () => number = Math.random): number {
  return pollingInterval(bets.some(isBetLive) ? 'live' : 'line', random);
}
