import type { PlatformError } from '@kickoff/platform-api';
import { describe, expect, it } from 'vitest';
import { classifyCodeFailure, codeCheckFailure, saveFailure, startFailure } from './failures';

const refused = (errorCode: unknown, call = 'passwordRecoveryCheckCode'): PlatformError => ({
  kind: 'http',
  status: 400,
  call,
  data: { error_code: errorCode, error_message: 'refused' },
});
const network: PlatformError = {
  kind: 'network',
  status: 'NETWORK_ERROR',
  call: 'passwordRecoveryCheckCode',
  message: 'offline',
};
const malformed: PlatformError = {
  kind: 'invalid-answer',
  status: 'INVALID_ANSWER',
  call: 'passwordRecoveryCheckCode',
  issues: [{ path: 'approve_token', message: 'Required' }],
};
const captchaGivenUp: PlatformError = {
  kind: 'captcha-required',
  status: 400,
  call: 'passwordRecoveryStart',
  code: 100,
  silent: true,
};

describe('forgot-password failures', () => {
  it('[SES-048] a failed code check is classed wrong_code (131) or time_up (132)', () => {
    expect(classifyCodeFailure(refused(131))).toBe('wrong_code');
    expect(classifyCodeFailure(refused(132))).toBe('time_up');
    expect(codeCheckFailure(refused(131))).toBe('wrong_code');
    expect(codeCheckFailure(refused(132))).toBe('time_up');
  });

  it('[SES-048] other failures of the check are not about the code: generic', () => {
    const serverError: PlatformError = {
      kind: 'http',
      status: 500,
      call: 'passwordRecoveryCheckCode',
      data: { error_code: 131 },
    };
    for (const error of [network, malformed, refused(999), refused('131'), serverError]) {
      expect(classifyCodeFailure(error)).toBeNull();
      expect(codeCheckFailure(error)).toBe('generic');
    }
    expect(codeCheckFailure({ kind: 'http', status: 400, call: 'x', data: '<html>proxy</html>' })).toBe('generic');
    expect(codeCheckFailure({ kind: 'http', status: 400, call: 'x', data: null })).toBe('generic');
  });

  it('asking for a code: 101 is an unknown login, anything else generic, a captcha given up says nothing', () => {
    expect(startFailure(refused(101, 'passwordRecoveryStart'))).toBe('unknown_login');
    expect(startFailure(refused(120, 'passwordRecoveryStart'))).toBe('generic');
    expect(startFailure(network)).toBe('generic');
    expect(startFailure(captchaGivenUp)).toBeNull();
    expect(startFailure({ ...captchaGivenUp, silent: false })).toBe('generic');
  });

  it('saving: 132 is an expired approval (time_up), 142 a too-short password, anything else generic', () => {
    expect(saveFailure(refused(132, 'passwordRecoverySave'))).toBe('time_up');
    expect(saveFailure(refused(142, 'passwordRecoverySave'))).toBe('password_too_short');
    expect(saveFailure(malformed)).toBe('generic');
  });
});
