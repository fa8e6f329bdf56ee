import type { SocialNetwork } from '@kickoff/platform-api';
import type { ModelContext } from './context';
import { findUserByLogin } from './login';
import type { User } from './users';

/** Demo social code: `demo-code:<name>` is the profile `<name>`; for a demo user's login it signs that user in. */
export const SOCIAL_CODE_PREFIX = 'demo-code:';

/** The social profile an authorization code stands for: the mock has no provider to ask. */
export function socialProfileOf(code: string): string {
  return code.startsWith(SOCIAL_CODE_PREFIX) ? code.slice(SOCIAL_CODE_PREFIX.length) : code;
}

function accountKey(network: SocialNetwork, code: string): string {
  return `${network}:${socialProfileOf(code)}`;
}

/** The user a social profile belongs to: a demo user by login (any network), or one who registered with it. */
export function findUserBySocial(context: ModelContext, network: SocialNetwork, code: string): User | undefined {
  const demoUser = code.startsWith(SOCIAL_CODE_PREFIX) ? findUserByLogin(context, socialProfileOf(code)) : undefined;
  if (demoUser) return demoUser;
  const login = context.state.socialAccounts[accountKey(network, code)];
  return login === undefined ? undefined : context.state.users[login];
}

export function linkSocialAccount(context: ModelContext, network: SocialNetwork, code: string, user: User): void {
  context.state.socialAccounts[accountKey(network, code)] = user.login;
}
