import { registerSignIn } from './sign-in-listener';
import type { SignInPorts, SignInStartListening } from './sign-in-ports';
import { registerSmsCode } from './sms-code-listener';

/** Everything the sign-in forms do on their own; returns one function that removes it all. */
export function registerSignInListeners(startListening: SignInStartListening, ports: SignInPorts): () => void {
  const stops = [registerSignIn(startListening, ports), registerSmsCode(startListening, ports)];
  return () => stops.forEach((stop) => stop());
}
