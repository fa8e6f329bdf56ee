import type { RemoteAppDom } from '../registry/remote-app-dom';

export interface FakeDom extends RemoteAppDom {
  readonly calls: string[];
  /** Scripts whose load fails, code that throws. */
  failingScripts: Set<string>;
  throwingCode: Set<string>;
}

/** jsdom runs no scripts: this adapter records what the shell asked for, in order. */
export function fakeRemoteAppDom(): FakeDom {
  const calls: string[] = [];
  const failingScripts = new Set<string>();
  const throwingCode = new Set<string>();
  return {
    calls,
    failingScripts,
    throwingCode,
    async loadScript(appName, src) {
      calls.push(`load ${appName} ${src}`);
      if (failingScripts.has(src)) throw new Error(`script failed to load: ${src}`);
    },
    runCode(appName, code) {
      calls.push(`run ${appName} ${code}`);
      if (throwingCode.has(code)) throw new Error('remote code threw');
    },
    unload(appName) {
      calls.push(`unload ${appName}`);
    },
  };
}
