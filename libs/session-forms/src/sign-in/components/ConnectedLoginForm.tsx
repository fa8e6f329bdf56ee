import { LoginForm } from './LoginForm';
import { type LoginFormLinks, useLoginForm } from './use-login-form';

/** The sign-in form bound to the store, for a page of its own making. */
export function ConnectedLoginForm(links: LoginFormLinks) {
  return <LoginForm {...useLoginForm(links)} />;
}
