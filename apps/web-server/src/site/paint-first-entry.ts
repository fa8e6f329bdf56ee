/** The built template's entry: a module script Vite writes into <head>. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * After the browser's first frame, or 300 ms at the latest (a tab opened in the background draws no frames), and
 * never before the document is parsed: a script added by a script runs as soon as it arrives, not after parsing as
 * the template's module script did, and a page still streaming (a remote page the server waits for) then lacked the
 * server's state: the site rendered from scratch while the parser went on adding the server's HTML (two login
 * forms on /ru/user/login, e2e "hydration reports no error …", about 1 run in 150).
 */
const LOADER = (src: string) =>
  `(function(){var n=document.currentScript&&document.currentScript.nonce,d=0;function add(){var s=document.createElement('script');s.type='module';s.crossOrigin='';if(n)s.nonce=n;s.src=${JSON.stringify(src).replace(/</g, '\\u003c')};document.head.append(s)}function go(){if(d)return;d=1;if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',add);else add()}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,300)})()`;

/**
 * The server's HTML paints by itself: the site's code starts loading once the page is drawn, not while it is.
 * Fetched from the head, the entry and the vendor chunks it imports raced the first paint for the connection and
 * the main thread, and on a slow phone the page appeared only after them (Lighthouse mobile: LCP 1.1 s or 2.2 s
 * depending on who won; started after the first frame, 0.75–1.25 s every time). Presses and typing before the
 * site takes over are kept (index.html's keepers), so nothing is lost meanwhile. The loader is an inline script,
 * so it carries the response's nonce; the policy's 'strict-dynamic' trusts the script it adds.
 */
export function paintFirstEntry(template: string): string {
  const [tag, src] = ENTRY_SCRIPT.exec(template) ?? [];
  if (tag === undefined || src === undefined)
    throw new Error('the site\'s index.html lacks its entry <script type="module" crossorigin src>');
  return template.replace(tag, () => `<script>${LOADER(src)}</script>`);
}
