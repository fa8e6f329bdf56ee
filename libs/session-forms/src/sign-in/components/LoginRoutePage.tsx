import { useFormEntry } from '../../form-entry';
import { ConnectedLoginPage } from './ConnectedLoginPage';

/** The login route (`user/login`): the sign-in form as a page (MOD-016's page variant). */
export function LoginRoutePage() {
  const entry = useFormEntry();
  return <ConnectedLoginPage onForgotPassword={entry.openForgotPassword} onRegister={entry.openRegistration} />;
}
