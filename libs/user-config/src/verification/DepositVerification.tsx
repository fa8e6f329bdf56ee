import { useShownPage } from '@kickoff/contracts';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useParams } from 'react-router-dom';
import { selectShowsVerificationOnDeposit } from '../config/selectors';
import { VerificationModal } from './VerificationModal';

/** The deposit page's route in the table (`/{lng}/office/recharge`). */
export const DEPOSIT_ROUTE = 'office-recharge';

/**
 * MOD-027 over the deposit page: shown when `show_verification_modal_on_deposit_page` is set, once per visit of the
 * page ("later" hides it until the player comes back). Put it in the layout's notifications slot.
 */
export function DepositVerification() {
  const { pathname } = useLocation();
  const { lng = 'ru' } = useParams();
  const page = useShownPage();
  const isWanted = useSelector(selectShowsVerificationOnDeposit);
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  const onDepositPage = page?.route.name === DEPOSIT_ROUTE;
  return (
    <VerificationModal
      open={isWanted && onDepositPage && dismissedAt !== pathname}
      verificationHref={`/${lng}/office/verification`}
      onLater={() => setDismissedAt(pathname)}
    />
  );
}
