import type { PlatformError } from '@kickoff/platform-api';
import { describe, expect, it } from 'vitest';
import { platformErrorTextKey } from './platform-error-text';

describe('platformErrorTextKey', () => {
  it.each<[PlatformError, string | null]>([
    [{ kind: 'network', status: 'NETWORK_ERROR', call: 'c', message: 'down' }, 'shell_notify_network'],
    [{ kind: 'http', status: 503, call: 'c', data: null }, 'shell_notify_server'],
    [{ kind: 'http', status: 400, call: 'c', data: null }, 'shell_notify_request'],
    [{ kind: 'http', status: 401, call: 'c', data: null }, null],
    [{ kind: 'invalid-answer', status: 'INVALID_ANSWER', call: 'c', issues: [] }, 'shell_notify_invalid_answer'],
    [{ kind: 'captcha-required', status: 400, call: 'c', code: 111, silent: false }, 'shell_notify_captcha'],
    [{ kind: 'captcha-required', status: 400, call: 'c', code: 111, silent: true }, null],
    [{ kind: 'terms-required', status: 451, call: 'c' }, null],
    [{ kind: 'cancelled', status: 499, call: 'c' }, null],
  ])('%o → %s', (error, key) => {
    expect(platformErrorTextKey(error)).toBe(key);
  });
});
