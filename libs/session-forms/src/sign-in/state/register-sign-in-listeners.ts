import { registerSignIn } from './sign-in-listener';
import type { AppStartListening } from '@kickoff/store';
import type { SignInPorts } from './sign-in-listener';
import { registerSmsCode } from './sms-code-listener';

/** Everything the sign-in forms do on their own; returns one function that removes it all. */
export function registerSignInListeners(startListening: AppStartListening, ports: SignInPorts): () => void {
  const stops = [registerSignIn(startListening, ports), registerSmsCode(startListening, ports)];
  return () => stops.forEach((stop) => stop());
}
