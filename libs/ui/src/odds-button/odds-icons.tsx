import type { OddsMovement } from './OddsButton';

/** Decorative: the button's name says the direction in words. */
export function MoveArrow({ direction, className }: { direction: OddsMovement; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 8 8" width="8" height="8" className={className} data-direction={direction}>
      <path d={direction === 'up' ? 'M4 1 8 7H0z' : 'M4 7 0 1h8z'} fill="currentColor" />
    </svg>
  );
}

/** Decorative: a locked button's name says the market takes no bets. */
export function LockIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" className={className} data-testid="odds-lock">
      <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7zm2 0h4V5a2 2 0 0 0-4 0z" fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
