import { describe, expect, it, vi } from 'vitest';
import type { SessionForms, SessionFormsDeps } from './session-forms-api';
import { createSessionFormsLoader } from './session-forms-loader';

const forms: SessionForms = { solveCaptcha: async () => null, openLogin: vi.fn(), openRegistration: vi.fn(), openForgotPassword: vi.fn() };

function deps(): SessionFormsDeps & { logs: string[] } {
  const logs: string[] = [];
  return { logs, log: (message: string) => void logs.push(message) } as unknown as SessionFormsDeps & { logs: string[] };
}

describe('the session forms chunk', () => {
  it('is installed once, however many ask at once, and says when it is in', async () => {
    const install = vi.fn(() => forms);
    const loader = createSessionFormsLoader(deps(), async () => ({ installSessionForms: install }));
    const heard = vi.fn();
    loader.subscribe(heard);
    expect(loader.isLoaded()).toBe(false);
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).toBe(forms);
    expect(second).toBe(forms);
    expect(install).toHaveBeenCalledOnce();
    expect(loader.isLoaded()).toBe(true);
    expect(heard).toHaveBeenCalledOnce();
  });

  it('a chunk that failed to load is logged and tried again by the next ask', async () => {
    const d = deps();
    const importForms = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ installSessionForms: () => forms });
    const loader = createSessionFormsLoader(d, importForms);
    await expect(loader.load()).rejects.toThrow('Failed to fetch');
    expect(d.logs).toEqual(['session forms: chunk failed to load']);
    expect(loader.isLoaded()).toBe(false);
    await expect(loader.load()).resolves.toBe(forms);
    expect(importForms).toHaveBeenCalledTimes(2);
  });
});
