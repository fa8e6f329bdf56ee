import { CAPTCHA_ERROR_CODES, FINGERPRINT_ERROR_CODE } from '../contract/errors';
import { CAPTCHA_HEADER, FINGERPRINT_HEADER } from '../contract/headers';
import type { PlatformClient } from './platform-client';
import { clientOf, type PlatformSource } from './platform-connection';
import type { PlatformError } from './platform-error';
import { type PlatformRequest, send } from './send';

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

const captchaCodes: readonly number[] = CAPTCHA_ERROR_CODES;

/**
 * One platform call with the platform's recovery rules: token, 401 → new token and one retry (API-008),
 * fingerprint error → refresh and one retry (API-013), captcha codes → solve and retry with the captcha
 * header (API-010/011), 451 exception 1 → confirm-terms (API-016).
 */
export async function executePlatformRequest(
  source: PlatformSource,
  request: PlatformRequest,
  signal?: AbortSignal,
): Promise<{ data: unknown } | { error: PlatformError }> {
  const client: PlatformClient = await clientOf(source);
  const { env, call } = { env: client.env, call: request.call };
  let retriedAfter401 = false;
  let retriedFingerprint = false;
  let captchaToken: string | undefined;

  for (;;) {
    const headers: Record<string, string> = {};
    if (call.auth === 'token') {
      const token = await client.tokens.get(signal);
      if ('token' in token) headers['Authorization'] = `Bearer ${token.token}`;
      // A visitor without a session gets no token (401): calls anonymous visitors make too (block check,
      // games preview) go out without it and the platform decides. Anything else is a real failure.
      else if (!(token.error.kind === 'http' && token.error.status === 401)) return { error: token.error };
    }
    const fingerprint = client.fingerprint.current();
    if (fingerprint) headers[FINGERPRINT_HEADER] = fingerprint;
    if (captchaToken) headers[CAPTCHA_HEADER] = captchaToken;

    const outcome = await send(env, request, headers, signal);
    if (outcome.ok) return { data: outcome.data };

    if (outcome.status === 401 && call.name !== client.tokenCallName && !retriedAfter401) {
      retriedAfter401 = true;
      client.tokens.invalidate();
      continue;
    }

    if (outcome.status === 400) {
      const code = field(outcome.body, 'error_code');
      if (code === FINGERPRINT_ERROR_CODE && !retriedFingerprint) {
        retriedFingerprint = true;
        if (await client.fingerprint.refresh()) continue;
        return { error: outcome.error };
      }
      if (typeof code === 'number' && captchaCodes.includes(code)) {
        // A captcha asked again after being solved is an unrecoverable failure: stop without a user-facing error (API-020).
        if (captchaToken)
          return { error: { kind: 'captcha-required', status: 400, call: call.name, code, silent: true } };
        if (!env.solveCaptcha)
          return { error: { kind: 'captcha-required', status: 400, call: call.name, code, silent: false } };
        const solved = await env.solveCaptcha(code, call.name);
        if (!solved) return { error: { kind: 'captcha-required', status: 400, call: call.name, code, silent: true } };
        captchaToken = solved;
        continue;
      }
    }

    if (outcome.status === 451 && field(outcome.body, 'exception_code') === 1 && env.termsConfirmationEnabled?.()) {
      env.onTermsConfirmationRequired?.();
      return { error: { kind: 'terms-required', status: 451, call: call.name } };
    }

    return { error: outcome.error };
  }
}
