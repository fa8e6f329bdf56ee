import { selectShowsVerificationOnDeposit } from '../config/selectors';
import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';

// The modal's code rides with the office pages' chunk: only players the platform flags for it ever load it.
const DepositVerification = lazy(() => import('../office').then((office) => ({ default: office.DepositVerification })));

/** MOD-027 in the layout's modals slot: the verification modal over the deposit page, for flagged players. */
export function DepositVerificationSlot() {
  const isWanted = useSelector(selectShowsVerificationOnDeposit);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <DepositVerification />
    </Suspense>
  );
}
