import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './accept-encoding';

describe('choosing the encoding by Accept-Encoding', () => {
  it('prefers Brotli, then gzip, among what the client takes', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
  });

  it('follows the client’s q-values and refuses what it marks q=0', () => {
    expect(chooseEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*;q=0.1')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
  });

  it('sends identity when the client names nothing, and chooses only among the copies that exist', () => {
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
    expect(chooseEncoding('br, gzip', ['gzip', 'identity'])).toBe('gzip');
    expect(chooseEncoding('br', ['identity'])).toBe('identity');
  });
});
