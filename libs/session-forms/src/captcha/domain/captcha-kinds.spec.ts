import { CAPTCHA_ERROR_CODES } from '@kickoff/platform-api';
import { describe, expect, it } from 'vitest';
import { readCaptchaChallenge } from './captcha-challenge';
import { formatCountdown } from './captcha-countdown';
import { captchaKindFor, expectsNumber } from './captcha-kinds';

describe('captcha kinds', () => {
  it('[SES-028] each of the codes 100, 111, 112 and 113 opens a different kind', () => {
    expect(CAPTCHA_ERROR_CODES.map(captchaKindFor)).toEqual(['picture-text', 'question', 'picture-math', 'text-math']);
    expect(new Set(CAPTCHA_ERROR_CODES.map(captchaKindFor)).size).toBe(4);
  });

  it('[SES-028] other codes open no captcha', () => {
    for (const code of [101, 120, 130, 0, '111', null, undefined]) expect(captchaKindFor(code)).toBeNull();
  });

  it('the sums take a number, the others any text', () => {
    expect(expectsNumber('picture-math')).toBe(true);
    expect(expectsNumber('text-math')).toBe(true);
    expect(expectsNumber('picture-text')).toBe(false);
    expect(expectsNumber('question')).toBe(false);
  });
});

describe('reading a challenge', () => {
  it('an image data URL is a picture, any other text is shown as text', () => {
    expect(readCaptchaChallenge('data:image/png;base64,iVBORw0KGgo=')).toEqual({
      kind: 'picture',
      src: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(readCaptchaChallenge('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E')).toMatchObject({ kind: 'picture' });
    expect(readCaptchaChallenge('  Type 4213 ')).toEqual({ kind: 'text', text: 'Type 4213' });
    expect(readCaptchaChallenge('<img src=x onerror=alert(1)>')).toEqual({
      kind: 'text',
      text: '<img src=x onerror=alert(1)>',
    });
  });

  it('nothing to show, or a data URL that is not an image, is unusable', () => {
    for (const bad of [
      '',
      '   ',
      'data:text/html,<script>alert(1)</script>',
      'data:image/png;base64, spaced out',
      42,
      null,
      undefined,
      {},
    ]) {
      expect(readCaptchaChallenge(bad)).toBeNull();
    }
  });
});

describe('countdown', () => {
  it('[SES-031] shows the seconds left as m:ss, never below zero', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(61.7)).toBe('1:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5)).toBe('0:00');
    expect(formatCountdown(Number.NaN)).toBe('0:00');
  });
});
