import { registerSignIn } from './sign-in-listener';
import type { AppStartListening } from '@kickoff/store';
import type { SignInDeps } from './sign-in-listener';
import { registerSmsCode } from './sms-code-listener';

/** Everything the sign-in forms do on their own; returns one function that removes it all. */
export function registerSignInListeners(startListening: AppStartListening, deps: SignInDeps): () => void {
  const stops = [registerSignIn(startListening, deps), registerSmsCode(startListening, deps)];
  return () => stops.forEach((stop) => stop());
}
