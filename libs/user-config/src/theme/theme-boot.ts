/**
 * The first paint's theme: index.html runs this inline in <head>, before any stylesheet, so the page never shows
 * light then dark. `app_theme` exactly `1` is dark, exactly `0` light; anything else (no cookie, junk) is `system`,
 * the device's colour scheme, which theme.css follows by itself. The cookie's text never reaches the DOM.
 * apps/web/index.html carries it verbatim (apps/web's index-html.spec.ts pins that); the server gives it the
 * response's CSP nonce.
 */
export const THEME_BOOT_SCRIPT =
  "(function(){try{var m=document.cookie.match(/(?:^|;\\s*)app_theme=([^;]*)/),v=m&&m[1];document.documentElement.setAttribute('data-theme',v==='1'?'dark':v==='0'?'light':'system')}catch(e){}})()";

/** The attribute ui's theme.css switches on: `light`, `dark` or `system`. */
export const THEME_ATTRIBUTE = 'data-theme';
