import { describe, expect, it } from 'vitest';
import { createOriginPolicy } from './origin-policy';

const policy = createOriginPolicy(
  ['https://cdn.kickoff.test', 'http://localhost:4200/'],
  'https://www.kickoff.test/ru/casino',
);

describe('origin policy', () => {
  it.each([
    'https://cdn.kickoff.test/casino/app.js',
    'https://cdn.kickoff.test:443/a.js',
    'http://localhost:4200/a.js',
  ])('allows %s', (url) => {
    expect(policy.isAllowed(url)).toBe(true);
  });

  it.each([
    'https://evil.test/app.js',
    'https://cdn.kickoff.test.evil.test/app.js',
    'http://cdn.kickoff.test/app.js',
    'https://cdn.kickoff.test:8443/app.js',
    '//evil.test/app.js',
    '/assets/app.js',
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    'blob:https://cdn.kickoff.test/123',
    'http://[::1',
  ])('refuses %s', (url) => {
    expect(policy.isAllowed(url)).toBe(false);
  });

  it('allows the site itself only when listed', () => {
    const withSite = createOriginPolicy(['https://www.kickoff.test'], 'https://www.kickoff.test/ru');
    expect(withSite.isAllowed('/assets/app.js')).toBe(true);
  });

  it.each(['cdn.kickoff.test', 'https://cdn.kickoff.test/path', '*', 'javascript:alert(1)'])(
    'refuses to build from a non-origin "%s"',
    (origin) => {
      expect(() => createOriginPolicy([origin], 'https://www.kickoff.test/')).toThrow(TypeError);
    },
  );
});
