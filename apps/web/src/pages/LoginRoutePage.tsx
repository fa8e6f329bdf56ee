import { ConnectedLoginPage } from '@kickoff/session';
import { useAccountEntry } from '../layouts/account-entry';

/** The login route (`user/login`): the sign-in form as a page (MOD-016's page variant). */
export default function LoginRoutePage() {
  const entry = useAccountEntry();
  return <ConnectedLoginPage onForgotPassword={entry.openForgotPassword} onRegister={entry.openRegistration} />;
}
