import { useIsSignedIn } from '@kickoff/contracts';
import { lazy, Suspense } from 'react';

// Its own chunk: a visitor's page never fetches it.
const AccountBalance = lazy(() => import('../header'));

/** The accounts' part of the header: a signed-in player's balance, off the first paint. */
export function HeaderBalance() {
  const signedIn = useIsSignedIn();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <AccountBalance />
    </Suspense>
  );
}
