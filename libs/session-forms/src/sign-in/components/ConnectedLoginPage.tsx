import { LoginPage } from './LoginPage';
import { type LoginFormLinks, useLoginForm } from './use-login-form';

/** The login route's page bound to the store; after a sign-in the session's navigation leaves it. */
export function ConnectedLoginPage(links: LoginFormLinks) {
  return <LoginPage {...useLoginForm(links)} />;
}
