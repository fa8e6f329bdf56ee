/**
 * Every way a platform call can fail, as one typed value. Slices and components switch on `kind`;
 * nothing downstream sees a raw fetch error or an unchecked answer.
 */
export type PlatformError =
  | { kind: 'http'; status: number; call: string; data: unknown }
  | {
      kind: 'network';
      status: 'NETWORK_ERROR';
      call: string;
      message: string;
      /** set when nobody answered in time */ timedOutAfterMs?: number;
    }
  | { kind: 'cancelled'; status: 499; call: string }
  | { kind: 'captcha-required'; status: 400; call: string; code: number; silent: boolean }
  | { kind: 'terms-required'; status: 451; call: string }
  | { kind: 'invalid-answer'; status: 'INVALID_ANSWER'; call: string; issues: AnswerIssue[] };

export interface AnswerIssue {
  /** Dotted path of the offending field in the answer (`result.user_id`, `all_accounts.0.iso`). */
  path: string;
  message: string;
}

/** The close status the platform uses for a request the client gave up on. */
export const CANCELLED_STATUS = 499;

export function isPlatformError(value: unknown): value is PlatformError {
  return typeof value === 'object' && value !== null && 'kind' in value && 'call' in value;
}

/**
 * Cancelled requests are the user's or the app's own doing: the notification layer ignores them.
 * RTK Query reports an aborted query as its own serialized `AbortError`, so that counts too.
 */
export function isCancelled(value: unknown): boolean {
  if (isPlatformError(value)) return value.kind === 'cancelled';
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'AbortError';
}

export function describePlatformError(error: PlatformError): string {
  switch (error.kind) {
    case 'http':
      return `${error.call}: HTTP ${error.status}`;
    case 'network':
      return `${error.call}: network error (${error.message})`;
    case 'cancelled':
      return `${error.call}: cancelled`;
    case 'captcha-required':
      return `${error.call}: captcha ${error.code} required`;
    case 'terms-required':
      return `${error.call}: terms confirmation required`;
    case 'invalid-answer':
      return `${error.call}: malformed answer (${error.issues.map((i) => `${i.path || '<root>'}: ${i.message}`).join('; ')})`;
  }
}
