import { type RootState, usePort } from '@kickoff/store';
import { useSelector } from 'react-redux';

const shown = () => false;

/** The player's `user_hide_balance`, through the port the user config offers; shown while nobody offers it. */
export function useBalanceHidden(): boolean {
  const hidden = usePort('accounts.hideBalance') ?? shown;
  return useSelector((state: RootState) => hidden(state));
}
