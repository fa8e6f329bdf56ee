import { AUTH_ERROR_CODES, isPlatformError, TwoStepRequiredErrorSchema } from '@kickoff/platform-api';

/** Why a sign-in did not go through, as the form tells the visitor (texts are the component's business). */
export type SignInErrorReason = 'wrong-credentials' | 'code-wrong' | 'code-expired' | 'failed';

/** What a failed sign-in call means for the form. */
export type SignInFailure =
  | { kind: 'two-step-required'; twoStepToken: string }
  | { kind: 'error'; reason: SignInErrorReason }
  /** Nothing to tell: the visitor gave up the captcha, the request was cancelled, or another flow took over. */
  | { kind: 'silent' };

const failed: SignInFailure = { kind: 'error', reason: 'failed' };

function errorCodeOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as { error_code?: unknown }).error_code : undefined;
}

/**
 * Reads a sign-in call's error. Network trouble, 5xx, malformed answers and codes the form does not know all
 * become one generic failure; a 130 without its `two_step_token` is a malformed answer too.
 */
export function signInFailureOf(error: unknown): SignInFailure {
  if (!isPlatformError(error)) return failed;
  switch (error.kind) {
    case 'cancelled':
    case 'terms-required':
      return { kind: 'silent' };
    case 'captcha-required':
      // `silent`: the captcha was given up or failed for good (API-020). Otherwise no captcha could be shown at all.
      return error.silent ? { kind: 'silent' } : failed;
    case 'http': {
      if (error.status !== 400) return failed;
      switch (errorCodeOf(error.data)) {
        case AUTH_ERROR_CODES.wrongCredentials:
          return { kind: 'error', reason: 'wrong-credentials' };
        case AUTH_ERROR_CODES.wrongCode:
          return { kind: 'error', reason: 'code-wrong' };
        case AUTH_ERROR_CODES.codeExpired:
          return { kind: 'error', reason: 'code-expired' };
        case AUTH_ERROR_CODES.twoStepRequired: {
          const answer = TwoStepRequiredErrorSchema.safeParse(error.data);
          return answer.success ? { kind: 'two-step-required', twoStepToken: answer.data.two_step_token } : failed;
        }
        default:
          return failed;
      }
    }
    case 'network':
    case 'invalid-answer':
      return failed;
  }
}
