import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  isCodeWellFormed,
  loginProblem,
  MIN_PASSWORD_LENGTH,
  newPasswordProblem,
  normaliseCode,
  shouldOpenForgotPassword,
} from './rules';

describe('forgot-password rules', () => {
  it('the modal opens only for an anonymous visitor whose home route carries the flag', () => {
    expect(shouldOpenForgotPassword({ isAuthenticated: false, queryFlag: true })).toBe(true);
    expect(shouldOpenForgotPassword({ isAuthenticated: true, queryFlag: true })).toBe(false);
    expect(shouldOpenForgotPassword({ isAuthenticated: false, queryFlag: false })).toBe(false);
  });

  it('a new password has at least 8 characters and matches its confirmation', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(newPasswordProblem('short12', 'short12')).toBe('too_short');
    expect(newPasswordProblem('long-enough', 'long-enougH')).toBe('mismatch');
    expect(newPasswordProblem('long-enough', 'long-enough')).toBeNull();
    // Seven emoji are seven characters to the player, though fourteen UTF-16 units.
    expect(newPasswordProblem('😀😀😀😀😀😀😀', '😀😀😀😀😀😀😀')).toBe('too_short');
  });

  it('a login is required and at most 254 characters', () => {
    expect(loginProblem('  ')).toBe('empty');
    expect(loginProblem('a'.repeat(255))).toBe('too_long');
    expect(loginProblem(' demo@kickoff.test ')).toBeNull();
  });

  it('a code is 4 to 8 digits; pasted spaces do not count', () => {
    expect(isCodeWellFormed(normaliseCode(' 43 21 '))).toBe(true);
    expect(isCodeWellFormed('123')).toBe(false);
    expect(isCodeWellFormed('12a4')).toBe(false);
    expect(isCodeWellFormed('123456789')).toBe(false);
  });

  it('countdowns read m:ss', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
