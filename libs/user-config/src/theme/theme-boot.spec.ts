import { describe, expect, it } from 'vitest';
import { THEME_BOOT_SCRIPT } from './theme-boot';

/** Runs the boot snippet the way index.html does, against the given cookie header. */
function bootWith(cookie: string) {
  document.documentElement.removeAttribute('data-theme');
  document.cookie.split(';').forEach((pair) => {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
  for (const pair of cookie.split(';').filter(Boolean)) document.cookie = `${pair.trim()}; Path=/`;
  new Function(THEME_BOOT_SCRIPT)();
  return document.documentElement.getAttribute('data-theme');
}

describe('the theme boot script', () => {
  it("[UC-014] sets the player's theme on <html> before the first paint: 1 dark, 0 light, else the device's", () => {
    expect(bootWith('app_theme=1')).toBe('dark');
    expect(bootWith('app_theme=0')).toBe('light');
    expect(bootWith('')).toBe('system');
    expect(bootWith('other=1; app_theme=1')).toBe('dark');
    expect(bootWith('xapp_theme=1')).toBe('system');
    expect(bootWith('app_theme=2')).toBe('system');
  });

  it('never puts the cookie text into the page', () => {
    expect(bootWith('app_theme="><img src=x onerror=alert(1)>')).toBe('system');
    expect(document.documentElement.outerHTML).not.toContain('onerror');
  });
});
