import { DEMO_RECOVERY_CODE } from '@kickoff/platform-mock';
import type { ForgotPasswordSpecStep } from '../forgot-password/domain/flow';
import { selectForgotPasswordSpecStep } from '../forgot-password/state/forgot-password-selectors';
import { forgotPasswordActions } from '../forgot-password/state/forgot-password-slice';
import { createForgotPasswordSite, type ForgotPasswordSite } from './forgot-password-site';

export type ForgotPasswordDemo = ForgotPasswordSite;

/** The step a story starts at; the store got there through the real calls, as a player would. */
export type ForgotPasswordDemoStart = Exclude<ForgotPasswordSpecStep, 'exit' | 'cancel'>;

export const DEMO_NEW_PASSWORD = 'a-new-secret-42';

function reach(demo: ForgotPasswordDemo, step: ForgotPasswordSpecStep, timeoutMs = 5_000): Promise<void> {
  const at = () => selectForgotPasswordSpecStep(demo.store.getState()) === step;
  if (at()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(
        new Error(
          `forgot password never reached "${step}" (at "${selectForgotPasswordSpecStep(demo.store.getState())}")`,
        ),
      );
    }, timeoutMs);
    const unsubscribe = demo.store.subscribe(() => {
      if (!at()) return;
      clearTimeout(timer);
      unsubscribe();
      resolve();
    });
  });
}

/**
 * A real store over the platform mock (its handlers answer in the page), walked to `start` by the same actions the
 * modal dispatches. Time moves only by `passTime`: the mock's clock and the page's timers together.
 */
export async function forgotPasswordDemo(start: ForgotPasswordDemoStart): Promise<ForgotPasswordDemo> {
  const demo = createForgotPasswordSite();
  const { dispatch } = demo.store;
  dispatch(forgotPasswordActions.forgotPasswordOpened());
  if (start === 'call') return demo;

  dispatch(forgotPasswordActions.loginSubmitted({ login: 'demo' }));
  await reach(demo, 'code sent');
  if (start === 'code sent') return demo;
  if (start === 'time up') {
    demo.passTime(300_000);
    await reach(demo, 'time up');
    return demo;
  }
  if (start === 'code wrong') {
    dispatch(forgotPasswordActions.codeSubmitted({ code: '0000' }));
    await reach(demo, 'code wrong');
    return demo;
  }

  dispatch(forgotPasswordActions.codeSubmitted({ code: DEMO_RECOVERY_CODE }));
  await reach(demo, 'approve');
  if (start === 'approve') return demo;
  dispatch(forgotPasswordActions.passwordSubmitted({ password: DEMO_NEW_PASSWORD }));
  await reach(demo, 'success');
  return demo;
}
