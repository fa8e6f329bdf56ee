import { afterEach, describe, expect, it } from 'vitest';
import { documentScriptLoader } from './scripts-browser';

afterEach(() => document.head.querySelectorAll('script').forEach((script) => script.remove()));

describe('script loader', () => {
  it('adds one async script per address and resolves when it has loaded', async () => {
    const scripts = documentScriptLoader(document);
    const first = scripts.load('https://cdn.example/sdk.js');
    const again = scripts.load('https://cdn.example/sdk.js');
    expect(again).toBe(first);
    const tags = document.head.querySelectorAll('script');
    expect(tags).toHaveLength(1);
    expect(tags[0]?.async).toBe(true);
    tags[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('rejects a script that fails, removes it, and lets a later load try again', async () => {
    const scripts = documentScriptLoader(document);
    const failing = scripts.load('/broken.js');
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('script failed to load: /broken.js');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    void scripts.load('/broken.js');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('reads a global the script defined', () => {
    (window as unknown as Record<string, unknown>)['KickoffTestGlobal'] = { ready: true };
    expect(documentScriptLoader(document).global('KickoffTestGlobal')).toEqual({ ready: true });
  });
});
