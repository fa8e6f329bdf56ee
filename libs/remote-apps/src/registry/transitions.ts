import { REMOTE_APP_STATUS, type RemoteAppStatus } from './remote-app-status';

const { notExisting, error, loading, ready } = REMOTE_APP_STATUS;

/**
 * RA-003: the only moves doc 000 §4.2 lists. Anything else is refused (RA-004), so a late "ready" can never
 * resurrect an app that was unloaded, and an error cannot be papered over without a new load.
 */
export const ALLOWED_MOVES: Readonly<Record<RemoteAppStatus, readonly RemoteAppStatus[]>> = {
  [notExisting]: [loading, ready],
  [error]: [loading, notExisting],
  [loading]: [error, ready, notExisting],
  [ready]: [notExisting],
};

export function canMove(from: RemoteAppStatus, to: RemoteAppStatus): boolean {
  return ALLOWED_MOVES[from].includes(to);
}
