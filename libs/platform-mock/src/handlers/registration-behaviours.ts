import { authRegister, authSendCredentials } from '@kickoff/platform-api';
import { mailCredentials } from '../model/mails';
import { register } from '../model/registration';
import { ok } from './answers';
import { behaviour, userBehaviour } from './behaviour';
import { captchaOf, decodedCredential, fingerprintOf, refusalAnswer, signInAnswer } from './sign-in';

export const registrationBehaviours = [
  behaviour(authRegister, {
    resolve: ({ model, request, body }) => {
      const password = body.password === undefined ? undefined : decodedCredential(body.password);
      const outcome = register(model, { ...body, password }, fingerprintOf(request), captchaOf(request));
      if (!outcome.ok) return refusalAnswer(outcome);
      // The new player is signed in exactly as a login signs in: same cookie, same token answer.
      const signedIn = signInAnswer(outcome);
      return signedIn.kind === 'ok'
        ? ok(
            { ...signedIn.body, credentials: outcome.credentials, isPayAndPlay: outcome.isPayAndPlay },
            { setCookies: signedIn.setCookies },
          )
        : signedIn;
    },
  }),
  userBehaviour(authSendCredentials, {
    resolve: ({ model, user, body }) => {
      mailCredentials(model, user, body.email);
      return ok({ success: true });
    },
  }),
];
