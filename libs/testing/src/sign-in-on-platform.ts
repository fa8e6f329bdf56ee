import { signedIn } from '@kickoff/contracts';
import { authLogin, encodeCredential, executePlatformRequest, USER_TOKEN_COOKIE } from '@kickoff/platform-api';
import { DEMO_PASSWORD } from '@kickoff/platform-mock';
import type { TestStore } from './test-store';

/**
 * A password sign-in as the sign-in form sends it, through the site's platform client (its captcha and two-step
 * answers included): the platform's answer or refusal, as the form would see it.
 */
export function sendSignIn(site: Pick<TestStore, 'platform'>, login = 'demo', password = DEMO_PASSWORD) {
  return executePlatformRequest(site.platform, {
    call: authLogin,
    body: { login: encodeCredential(login), password: encodeCredential(password), save: false },
  });
}

/**
 * Signs a demo player in on the platform only, as a sign-in form does: the session cookie lands in the site's fetch
 * jar and the token in its cookies. The caller tells its store (`signedIn`) when the test wants the session to know.
 */
export async function signInOnPlatform(
  site: Pick<TestStore, 'platform' | 'adapters'>,
  login = 'demo',
): Promise<{ user_id: number; token: string }> {
  const result = await sendSignIn(site, login);
  if ('error' in result) throw new Error(`sign-in of ${login} failed: ${JSON.stringify(result.error)}`);
  const answer = result.data as { user_id: number; token: string };
  site.adapters.cookies.set(USER_TOKEN_COOKIE, answer.token, { path: '/' });
  return answer;
}

/** Signs a demo player in as the login form does: on the platform, then the event the session and others hear. */
export async function signIn(site: Pick<TestStore, 'platform' | 'adapters' | 'store'>, login = 'demo') {
  const { user_id: userId } = await signInOnPlatform(site, login);
  site.store.dispatch(signedIn({ userId, via: 'login' }));
  return userId;
}
