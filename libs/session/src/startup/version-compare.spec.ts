import { describe, expect, it } from 'vitest';
import { compareVersions, isNewerVersion } from './version-compare';

describe('version comparison', () => {
  it.each([
    ['1.2.4', '1.2.3'],
    ['1.10.0', '1.9.9'],
    ['2.0.0', '1.99.99'],
    ['1.2.0', '1.2.0-rc.1'],
    ['1.2.0-rc.10', '1.2.0-rc.9'],
    ['1.2.0-rc.1', '1.2.0-beta.5'],
    ['1.2.0-beta', '1.2.0-7'],
    ['1.2.0-rc.1.1', '1.2.0-rc.1'],
    ['1.4.2+58', '1.4.2+57'],
    ['v1.2.4', '1.2.3'],
  ])('[SES-063] %s is newer than %s', (deployed, current) => {
    expect(isNewerVersion(deployed, current)).toBe(true);
    expect(isNewerVersion(current, deployed)).toBe(false);
  });

  it.each([
    ['1.2.3', '1.2.3'],
    ['1.2.3+build.7', '1.2.3+build.9'],
    ['1.2.3+57', '1.2.3'],
    ['v1.2.3', '1.2.3'],
  ])('[SES-063] %s and %s are the same version: not newer', (deployed, current) => {
    expect(compareVersions(deployed, current)).toBe(0);
    expect(isNewerVersion(deployed, current)).toBe(false);
  });

  it.each([null, undefined, '', 'abc', '1.2', '1.2.3.4', '01.2.3', 42, { version: '9.9.9' }])(
    '[SES-063] an unreadable version (%s) is never newer and compares as unknown',
    (unreadable) => {
      expect(compareVersions(unreadable, '1.0.0')).toBeNull();
      expect(compareVersions('1.0.0', unreadable)).toBeNull();
      expect(isNewerVersion(unreadable, '1.0.0')).toBe(false);
      expect(isNewerVersion('9.0.0', unreadable)).toBe(false);
    },
  );
});
