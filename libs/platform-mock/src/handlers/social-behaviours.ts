import { socialOneTapClientId, socialOneTapSignIn } from '@kickoff/platform-api';
import { startSession } from '../model/identity';
import { findUserByLogin } from '../model/login';
import { ok } from './answers';
import { behaviour } from './behaviour';
import { signedInCookies } from './cookies';

/** Demo one-tap credential: `demo-credential:<login>` signs that user in; any other goes to social registration. */
const CREDENTIAL_PREFIX = 'demo-credential:';

export const socialBehaviours = [
  behaviour(socialOneTapClientId, {
    resolve: ({ model }) =>
      ok({ clientId: String(model.state.configGroups['social']?.['oneTapClientId'] ?? 'kickoff-one-tap') }),
  }),
  behaviour(socialOneTapSignIn, {
    resolve: ({ model, body }) => {
      const user = body.credential.startsWith(CREDENTIAL_PREFIX)
        ? findUserByLogin(model, body.credential.slice(CREDENTIAL_PREFIX.length))
        : undefined;
      if (!user)
        return ok({
          redirectUrl: `/${body.language}/registration/social?currency=${body.currency}&countryId=${body.countryId}`,
        });
      const session = startSession(model, user);
      return ok({ redirectUrl: `/${body.language}/` }, { setCookies: signedInCookies(session.id, session.userId) });
    },
  }),
];
