/** Marks every element the shell adds for a remote app, so unloading can find all of them and nothing else. */
export const REMOTE_APP_ATTRIBUTE = 'data-remote-app';

/**
 * Everything that makes a remote app's code run or go away, behind an adapter: jsdom neither fetches nor runs
 * scripts, so specs pass a fake and the browser implementation is exercised by the stories in Chromium.
 */
export interface RemoteAppDom {
  /** Adds `<script src>` for the app once; resolves when it ran, rejects when it failed to load. */
  loadScript(appName: string, src: string): Promise<void>;
  /** Runs code text synchronously; throws what the code threw, so the caller can fail the app. */
  runCode(appName: string, code: string): void;
  /** Removes the app's styles and scripts (RA-005). */
  unload(appName: string): void;
}

export interface BrowserDomOptions {
  /** CSP nonce for the script elements, when the site's policy asks for one. */
  nonce?: string;
}

const byApp = (appName: string) => `[${REMOTE_APP_ATTRIBUTE}="${CSS.escape(appName)}"]`;

export function browserRemoteAppDom(doc: Document = document, { nonce }: BrowserDomOptions = {}): RemoteAppDom {
  const script = (appName: string) => {
    const element = doc.createElement('script');
    element.setAttribute(REMOTE_APP_ATTRIBUTE, appName);
    if (nonce) element.nonce = nonce;
    return element;
  };
  return {
    loadScript(appName, src) {
      const present = [...doc.head.querySelectorAll<HTMLScriptElement>(`script${byApp(appName)}`)].some(
        (element) => element.src === new URL(src, doc.baseURI).href,
      );
      if (present) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const element = script(appName);
        // Dynamically inserted scripts are async by default; the remote's scripts depend on each other in order.
        element.async = false;
        element.onload = () => resolve();
        element.onerror = () => {
          element.remove();
          reject(new Error(`script failed to load: ${src}`));
        };
        element.src = src;
        doc.head.append(element);
      });
    },
    runCode(appName, code) {
      const view = doc.defaultView;
      let thrown: unknown;
      let threw = false;
      // An inline script reports what it throws to window.onerror, never to the code that appended it:
      // catch it there while it runs synchronously (capture runs first), and keep it off the host's own
      // error reporting: the caller logs it as the remote's failure.
      const onError = (event: ErrorEvent) => {
        threw = true;
        thrown = event.error ?? new Error(event.message);
        event.preventDefault();
        event.stopImmediatePropagation();
      };
      view?.addEventListener('error', onError, { capture: true });
      const element = script(appName);
      element.textContent = code;
      try {
        doc.head.append(element);
      } finally {
        view?.removeEventListener('error', onError, { capture: true });
        // The code has run; the element would only pile up in <head> on every page change.
        element.remove();
      }
      if (threw) throw thrown;
    },
    unload(appName) {
      for (const element of doc.head.querySelectorAll(byApp(appName))) element.remove();
    },
  };
}
