// The document's script loader: a chunk of its own (adapters.ts loads it at the first load; only remote apps and
// the one-tap sign-in load scripts).
import type { ScriptLoader } from './scripts';

/** `<script async src>` in the document's head; one load per address, a failed one may be tried again. */
export function documentScriptLoader(doc: Document = document): ScriptLoader {
  const loads = new Map<string, Promise<void>>();
  return {
    load: (src) => {
      const known = loads.get(src);
      if (known) return known;
      const loading = new Promise<void>((resolve, reject) => {
        const script = doc.createElement('script');
        script.async = true;
        script.src = src;
        script.addEventListener('load', () => resolve());
        script.addEventListener('error', () => {
          loads.delete(src);
          script.remove();
          reject(new Error(`script failed to load: ${src}`));
        });
        doc.head.append(script);
      });
      loads.set(src, loading);
      return loading;
    },
    global: (name) => (doc.defaultView as unknown as Record<string, unknown> | null)?.[name],
  };
}
