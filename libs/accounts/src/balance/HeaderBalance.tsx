import { selectIsAuthenticated } from '@kickoff/session';
import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';

// Its own chunk: a visitor's page never fetches it.
const AccountBalance = lazy(() => import('../header'));

/** The accounts' part of the header: a signed-in player's balance, off the first paint. */
export function HeaderBalance() {
  const signedIn = useSelector(selectIsAuthenticated);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <AccountBalance />
    </Suspense>
  );
}
