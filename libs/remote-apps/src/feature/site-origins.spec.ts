import { describe, expect, it, vi } from 'vitest';
import { siteConfigOriginPolicy } from './site-origins';

const SITE = 'https://kickoff.test';

describe('origins remote code may come from', () => {
  it('trusts the site itself before site config arrives, and what the config adds once it does', () => {
    let configured: readonly string[] | undefined = undefined;
    const policy = siteConfigOriginPolicy([SITE], () => configured, `${SITE}/ru/line`, {
      warn: vi.fn(),
      error: vi.fn(),
    });
    expect(policy.isAllowed('/assets/remote.js')).toBe(true);
    expect(policy.isAllowed('https://cdn.brand.example/remote.js')).toBe(false);
    configured = ['https://cdn.brand.example'];
    expect(policy.isAllowed('https://cdn.brand.example/remote.js')).toBe(true);
    expect(policy.origins).toEqual([SITE, 'https://cdn.brand.example']);
  });

  it('ignores and logs config entries that are not origins, never widening the list', () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const policy = siteConfigOriginPolicy(
      [SITE],
      () => ['javascript:alert(1)', 'https://cdn.example/path', '*'],
      `${SITE}/`,
      logger,
    );
    expect(policy.origins).toEqual([SITE]);
    expect(policy.isAllowed('https://cdn.example/remote.js')).toBe(false);
    expect(logger.error).toHaveBeenCalledTimes(3);
  });
});
