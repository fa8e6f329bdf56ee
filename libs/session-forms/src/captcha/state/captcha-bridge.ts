import type { UnknownAction } from '@reduxjs/toolkit';
import { captchaKindFor } from '../domain/captcha-kinds';
import { selectCaptcha, selectCaptchaOutcome, type CaptchaRootState } from './captcha-selectors';
import { captchaOpened } from './captcha-slice';

/** The part of the store the bridge uses. */
export interface CaptchaBridgeStore {
  dispatch(action: UnknownAction): unknown;
  getState(): unknown;
  subscribe(listener: () => void): () => void;
}

export interface CaptchaBridge {
  /** `PlatformEnvironment.solveCaptcha`: opens the captcha and resolves with the accepted answer, or null (API-020). */
  solveCaptcha(code: number, call: string): Promise<string | null>;
  /** Connects the store once it exists; returns a function that disconnects it (an open captcha then resolves null). */
  attach(store: CaptchaBridgeStore): () => void;
}

/**
 * The platform client is built before the store (the store's thunk extra carries it), yet solving a captcha
 * needs the store (the modal, the listeners). The bridge is handed to the client first and attached later.
 * One captcha at a time: a second request that needs one while another is open stops silently.
 */
export function createCaptchaBridge(
  options: { log?: (message: string, detail?: unknown) => void } = {},
): CaptchaBridge {
  let store: CaptchaBridgeStore | undefined;
  let stopWatching: (() => void) | undefined;
  let nextRequestId = 1;
  let pending: { requestId: number; resolve: (answer: string | null) => void } | undefined;

  const settle = (answer: string | null) => {
    const open = pending;
    pending = undefined;
    open?.resolve(answer);
  };
  const stateOf = () => (store?.getState() ?? {}) as CaptchaRootState;
  const watch = () => {
    const outcome = selectCaptchaOutcome(stateOf());
    if (pending && outcome?.requestId === pending.requestId) settle(outcome.answer);
  };

  return {
    solveCaptcha(code, call) {
      const refuse = (reason: string) => {
        options.log?.(`captcha: ${reason}`, { code, call });
        return Promise.resolve(null);
      };
      if (!store) return refuse('asked for before the store was attached');
      if (pending) return refuse('another captcha is open');
      if (!captchaKindFor(code)) return refuse('unknown captcha code');
      const requestId = nextRequestId++;
      const answer = new Promise<string | null>((resolve) => (pending = { requestId, resolve }));
      store.dispatch(captchaOpened({ requestId, code, call }));
      // A store without the captcha slice would leave the request waiting for ever.
      if (selectCaptcha(stateOf()).requestId !== requestId) {
        options.log?.('captcha: the store has no captcha slice', { code, call });
        settle(null);
      }
      return answer;
    },
    attach(next) {
      stopWatching?.();
      store = next;
      const unsubscribe = next.subscribe(watch);
      stopWatching = unsubscribe;
      return () => {
        if (stopWatching !== unsubscribe) return;
        unsubscribe();
        stopWatching = undefined;
        store = undefined;
        settle(null);
      };
    },
  };
}
