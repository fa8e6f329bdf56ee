import type { ScriptLoader } from '@kickoff/runtime';

/** What a fake script does when "run": defines globals, as a real script would on `window`. */
export type FakeScript = (define: (name: string, value: unknown) => void) => void;

/**
 * A script loader that "runs" a script by calling its stand-in: the globals it defines are what `global(name)`
 * reads afterwards. A path without a script fails to load, as a 404 would.
 */
export function fakeScriptLoader(scripts: Record<string, FakeScript>) {
  const globals = new Map<string, unknown>();
  const loaded: string[] = [];
  const loader: ScriptLoader = {
    load: async (src) => {
      loaded.push(src);
      const script = scripts[src];
      if (!script) throw new Error(`GET ${src}: 404`);
      script((name, value) => void globals.set(name, value));
    },
    global: (name) => globals.get(name),
  };
  return { loader, loaded, globals };
}
