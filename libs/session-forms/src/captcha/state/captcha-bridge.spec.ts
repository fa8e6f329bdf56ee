import { CAPTCHA_ERROR_CODES } from '@kickoff/platform-api';
import { describe, expect, it, beforeEach } from 'vitest';
import { createCaptchaSite } from '../../testing/captcha-site';
import { createTestStore, overridablePlatform } from '@kickoff/testing';
import { createCaptchaBridge } from './captcha-bridge';
import { selectCaptcha } from './captcha-selectors';
import { captchaClosed } from './captcha-slice';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

describe('captcha bridge', () => {
  it('[SES-028] opens the kind of the code the HTTP layer asks with', async () => {
    const h = createCaptchaSite(platform.mock);
    const kinds = [];
    for (const code of CAPTCHA_ERROR_CODES) {
      const answer = h.bridge.solveCaptcha(code, 'authLogin');
      kinds.push(selectCaptcha(h.store.getState()).kind);
      h.store.dispatch(captchaClosed());
      await expect(answer).resolves.toBeNull();
    }
    expect(kinds).toEqual(['picture-text', 'question', 'picture-math', 'text-math']);
    h.stop();
  });

  it('resolves null when asked before a store is attached', async () => {
    const logs: string[] = [];
    const bridge = createCaptchaBridge({ log: (message) => void logs.push(message) });
    await expect(bridge.solveCaptcha(111, 'authLogin')).resolves.toBeNull();
    expect(logs).toEqual(['captcha: asked for before the store was attached']);
  });

  it('resolves null for a store without the captcha slice instead of waiting for ever', async () => {
    const bridge = createCaptchaBridge();
    bridge.attach(createTestStore({ features: [] }).store);
    await expect(bridge.solveCaptcha(111, 'authLogin')).resolves.toBeNull();
  });

  it('a second captcha while one is open stops that request silently; the first goes on', async () => {
    const h = createCaptchaSite(platform.mock);
    const first = h.bridge.solveCaptcha(111, 'authLogin');
    await expect(h.bridge.solveCaptcha(100, 'authRegister')).resolves.toBeNull();
    expect(selectCaptcha(h.store.getState())).toMatchObject({ code: 111, kind: 'question' });
    h.store.dispatch(captchaClosed());
    await expect(first).resolves.toBeNull();
    h.stop();
  });

  it('detaching the store ends an open captcha with null', async () => {
    const h = createCaptchaSite(platform.mock);
    const answer = h.bridge.solveCaptcha(111, 'authLogin');
    h.detach();
    await expect(answer).resolves.toBeNull();
    await expect(h.bridge.solveCaptcha(111, 'authLogin')).resolves.toBeNull();
    h.stop();
  });
});
