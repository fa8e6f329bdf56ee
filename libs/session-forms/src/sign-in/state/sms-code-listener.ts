import type { TimerHandle } from '@kickoff/runtime';
import type { Dispatch } from '@reduxjs/toolkit';
import { selectAuthForm } from './auth-form-selectors';
import { problemsFound, smsCodeSent, smsResendTicked, smsSendFailed, smsSendStarted } from './auth-form-slice';
import { hasProblems, smsPhoneProblems } from '../domain/form-problems';
import { callSignIn, loadPhoneRule } from './platform-calls';
import { digitsOf, internationalNumber } from '../domain/phone';
import { RESEND_TICK_MS, resendDeadline, secondsUntil } from '../domain/resend-countdown';
import { smsCodeRequested } from './auth-form-slice';
import { signInFailureOf } from '../domain/sign-in-failure';
import type { AppStartListening } from '@kickoff/store';
import type { SignInDeps } from './sign-in-listener';

/** SES-023's first half: the code is sent to the full number, and another may be asked for after `resend_after`. */
export function registerSmsCode(startListening: AppStartListening, deps: SignInDeps): () => void {
  let ticking: TimerHandle | undefined;
  const stopCountdown = () => {
    if (ticking !== undefined) deps.timers.clearInterval(ticking);
    ticking = undefined;
  };
  const startCountdown = (dispatch: Dispatch, resendAt: number) => {
    stopCountdown();
    ticking = deps.timers.setInterval(() => {
      const left = secondsUntil(resendAt, deps.clock.now());
      dispatch(smsResendTicked(left));
      if (left === 0) stopCountdown();
    }, RESEND_TICK_MS);
  };

  const stop = startListening({
    actionCreator: smsCodeRequested,
    effect: async (_, api) => {
      const before = selectAuthForm(api.getState());
      if (before.sendingSms || before.submitting || secondsUntil(before.smsResendAt, deps.clock.now()) > 0) return;
      const rule = await loadPhoneRule(api.dispatch, before.countryCode);
      const form = selectAuthForm(api.getState());
      if (form.sendingSms) return;
      const problems = smsPhoneProblems(form.phone, rule);
      if (hasProblems(problems)) {
        api.dispatch(problemsFound(problems));
        return;
      }
      const number = internationalNumber(rule, digitsOf(form.phone));
      if (number === null) {
        // No dialling code: the countries list did not load, or the country is not on it.
        deps.log?.('sms sign-in: no dialling code for the phone country', form.countryCode);
        api.dispatch(smsSendFailed('failed'));
        return;
      }
      api.dispatch(smsSendStarted());
      const outcome = await callSignIn(api.dispatch, 'signInSendSms', { phoneNumber: number });
      if (outcome.ok && outcome.data.sent) {
        const resendAt = resendDeadline(deps.clock.now(), outcome.data.resendAfterSeconds);
        const secondsLeft = secondsUntil(resendAt, deps.clock.now());
        api.dispatch(smsCodeSent({ sentTo: number, resendAt, secondsLeft }));
        if (secondsLeft > 0) startCountdown(api.dispatch, resendAt);
        return;
      }
      const failure = outcome.ok ? ({ kind: 'error', reason: 'failed' } as const) : signInFailureOf(outcome.error);
      if (failure.kind !== 'silent') deps.log?.('sms code not sent', outcome.ok ? outcome.data : outcome.error);
      api.dispatch(
        smsSendFailed(failure.kind === 'error' ? failure.reason : failure.kind === 'silent' ? null : 'failed'),
      );
    },
  });
  return () => {
    stop({ cancelActive: true });
    stopCountdown();
  };
}
