import type { ModelContext } from './context';
import type { User } from './users';

/** Nothing leaves the mock: the mail is kept in the state, where tests and the emulator page can read it. */
export function mailCredentials(context: ModelContext, user: User, to: string): void {
  context.state.sentMails.push({
    to,
    kind: 'credentials',
    userId: user.id,
    login: user.login,
    password: user.password,
    sentAt: context.clock.now(),
  });
}
