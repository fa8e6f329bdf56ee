/** doc 000 §4.2 (RA-002): the registry's state codes, as the spec numbers them. */
export const REMOTE_APP_STATUS = {
  notExisting: -2,
  error: -1,
  loading: 1,
  ready: 2,
} as const;

export type RemoteAppStatus = (typeof REMOTE_APP_STATUS)[keyof typeof REMOTE_APP_STATUS];

const NAMES: Record<RemoteAppStatus, string> = { [-2]: 'not-existing', [-1]: 'error', 1: 'loading', 2: 'ready' };

/** For log lines: `ready (2)` reads better than a bare code. */
export function statusName(status: RemoteAppStatus): string {
  return `${NAMES[status]} (${status})`;
}
