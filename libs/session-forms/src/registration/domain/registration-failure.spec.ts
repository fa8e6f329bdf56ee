import type { PlatformError } from '@kickoff/platform-api';
import { describe, expect, it } from 'vitest';
import { registrationFailureOf } from './registration-failure';

const refused = (data: unknown): PlatformError => ({ kind: 'http', status: 400, call: 'authRegister', data });

describe('registrationFailureOf', () => {
  it('reads 140 as already registered, 141 as registration disabled, 142 as a refused field', () => {
    expect(registrationFailureOf(refused({ error_code: 140, error_message: 'x' }))).toEqual({
      reason: 'already-registered',
    });
    expect(registrationFailureOf(refused({ error_code: 141, error_message: 'x' }))).toEqual({
      reason: 'registration-disabled',
    });
    expect(registrationFailureOf(refused({ error_code: 142, error_message: 'x', field: 'phone_number' }))).toEqual({
      reason: 'invalid-field',
      field: 'phone',
    });
    expect(registrationFailureOf(refused({ error_code: 142, error_message: 'x', field: 'currency' }))).toEqual({
      reason: 'invalid-field',
      field: null,
    });
    expect(registrationFailureOf(refused({ error_code: 142, error_message: 'x' }))).toEqual({
      reason: 'invalid-field',
      field: null,
    });
  });

  it('tells captcha, network and anything else apart, and never throws on odd input', () => {
    expect(
      registrationFailureOf({ kind: 'captcha-required', status: 400, call: 'authRegister', code: 111, silent: true }),
    ).toEqual({ reason: 'captcha', silent: true });
    expect(
      registrationFailureOf({ kind: 'network', status: 'NETWORK_ERROR', call: 'authRegister', message: 'offline' }),
    ).toEqual({ reason: 'network' });
    expect(registrationFailureOf({ kind: 'http', status: 500, call: 'authRegister', data: null })).toEqual({
      reason: 'unknown',
    });
    expect(registrationFailureOf(refused('not json'))).toEqual({ reason: 'unknown' });
    expect(
      registrationFailureOf({ kind: 'invalid-answer', status: 'INVALID_ANSWER', call: 'authRegister', issues: [] }),
    ).toEqual({ reason: 'unknown' });
    expect(registrationFailureOf(undefined)).toEqual({ reason: 'unknown' });
    expect(registrationFailureOf(new Error('boom'))).toEqual({ reason: 'unknown' });
  });
});
