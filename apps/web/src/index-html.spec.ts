import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EARLY_PRESSES_SCRIPT } from '@kickoff/runtime';
import { THEME_BOOT_SCRIPT } from '@kickoff/user-config';
import { describe, expect, it } from 'vitest';

const page = new DOMParser().parseFromString(
  readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8'),
  'text/html',
);

describe('index.html', () => {
  it('[UC-014] runs the theme boot line of @kickoff/user-config in <head>, before any stylesheet or module script', () => {
    const head = [...page.head.children];
    const boot = head.findIndex((element) => element.tagName === 'SCRIPT' && element.textContent === THEME_BOOT_SCRIPT);
    expect(boot).toBeGreaterThanOrEqual(0);
    const earlier = head.slice(0, boot).filter((element) => element.matches('script, link[rel="stylesheet"], style'));
    expect(earlier).toEqual([]);
  });

  it('keeps the presses made before the site takes the page over with the line of @kickoff/runtime, before any module script', () => {
    const scripts = [...page.querySelectorAll('script')];
    const keeper = scripts.findIndex((element) => element.textContent === EARLY_PRESSES_SCRIPT);
    expect(keeper).toBeGreaterThanOrEqual(0);
    expect(scripts.slice(0, keeper).some((element) => element.type === 'module')).toBe(false);
  });
});
