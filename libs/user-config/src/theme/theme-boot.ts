/**
 * The first paint's theme: index.html runs this inline in <head>, before any stylesheet, so the page never shows
 * light then dark. It reads only whether `app_theme` is exactly `1`: the cookie's text never reaches the DOM.
 * apps/web/index.html carries it verbatim (apps/web's index-html.spec.ts pins that). Under a strict CSP the inline
 * script needs the server's nonce (or this text's hash): see the README.
 */
export const THEME_BOOT_SCRIPT =
  "(function(){try{var m=document.cookie.match(/(?:^|;\\s*)app_theme=([^;]*)/);document.documentElement.setAttribute('data-theme',m&&m[1]==='1'?'dark':'light')}catch(e){}})()";

/** The attribute ui's theme.css switches on (`[data-theme='dark']`). */
export const THEME_ATTRIBUTE = 'data-theme';
