import { authLogin, encodeCredential, executePlatformRequest, USER_TOKEN_COOKIE } from '@kickoff/platform-api';
import { DEMO_PASSWORD } from '@kickoff/platform-mock';
import type { TestStore } from './test-store';

/**
 * Signs a demo player in on the platform only, as a sign-in form does: the session cookie lands in the site's fetch
 * jar and the token in its cookies. The caller tells its store (`signedIn`) when the test wants the session to know.
 */
export async function signInOnPlatform(
  site: Pick<TestStore, 'platform' | 'adapters'>,
  login = 'demo',
): Promise<{ user_id: number; token: string }> {
  const result = await executePlatformRequest(site.platform, {
    call: authLogin,
    body: { login: encodeCredential(login), password: encodeCredential(DEMO_PASSWORD), save: false },
  });
  if ('error' in result) throw new Error(`sign-in of ${login} failed: ${JSON.stringify(result.error)}`);
  const answer = result.data as { user_id: number; token: string };
  site.adapters.cookies.set(USER_TOKEN_COOKIE, answer.token, { path: '/' });
  return answer;
}
