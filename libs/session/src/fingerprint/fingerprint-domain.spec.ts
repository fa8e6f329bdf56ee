import { describe, expect, it } from 'vitest';
import { isFingerprintValid, readFingerprintResult } from './fingerprint-domain';

const NOW = Date.UTC(2026, 5, 1, 12);

describe('fingerprint rules', () => {
  it('[SES-064] reads the script result as token, expiresAt (epoch ms) and data', () => {
    expect(readFingerprintResult({ token: 'fp-1', expiresAt: NOW + 1000, data: { screen: '1920x1080' } })).toEqual({
      token: 'fp-1',
      expiresAt: NOW + 1000,
      data: { screen: '1920x1080' },
    });
    expect(readFingerprintResult({ token: 'fp-1', expiresAt: (NOW + 60_000) / 1000 })).toEqual({
      token: 'fp-1',
      expiresAt: NOW + 60_000,
    });
    expect(readFingerprintResult({ token: 'fp-1', expiresAt: '2026-06-01T13:00:00Z' })).toEqual({
      token: 'fp-1',
      expiresAt: Date.UTC(2026, 5, 1, 13),
    });
  });

  it('[SES-064] a result without a token or a readable expiry is unusable', () => {
    for (const bad of [
      null,
      'fp-1',
      {},
      { token: '', expiresAt: NOW },
      { token: '  ', expiresAt: NOW },
      { token: 7, expiresAt: NOW },
      { token: 'fp', expiresAt: 'tomorrow' },
      { token: 'fp', expiresAt: -1 },
      { token: 'fp', expiresAt: Number.NaN },
      { token: 'fp' },
    ]) {
      expect(readFingerprintResult(bad)).toBeNull();
    }
  });

  it('[SES-066] a stored fingerprint is valid only with a token and an expiry in the future', () => {
    expect(isFingerprintValid({ token: 'fp-1', expiresAt: NOW + 1 }, NOW)).toBe(true);
    expect(isFingerprintValid({ token: 'fp-1', expiresAt: NOW }, NOW)).toBe(false);
    expect(isFingerprintValid({ token: 'fp-1', expiresAt: NOW - 1 }, NOW)).toBe(false);
    expect(isFingerprintValid({ token: '', expiresAt: NOW + 1 }, NOW)).toBe(false);
    expect(isFingerprintValid({ expiresAt: NOW + 1 }, NOW)).toBe(false);
    expect(isFingerprintValid(null, NOW)).toBe(false);
  });
});
