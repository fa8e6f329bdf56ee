import { signedIn } from '@kickoff/contracts';
import type { Clock, Timers } from '@kickoff/runtime';
import type { AppStartListening } from '@kickoff/store';
import type { TwoStepVia } from '../domain/auth-forms';
import { formInputOf, selectAuthForm } from './auth-form-selectors';
import {
  type AuthFormState,
  loginModalClosed,
  loginModalOpened,
  problemsFound,
  signInFailed,
  signInStarted,
  signInStopped,
  signInSubmitted,
  signInSucceeded,
  smsCodeRequested,
  socialSignInRequested,
  tokenSignInRequested,
  twoStepRequired,
} from './auth-form-slice';
import { formProblems, hasProblems } from '../domain/form-problems';
import { callSignIn, type CallOutcome, loadPhoneRule } from './platform-calls';
import { digitsOf, type PhoneRule, phoneRuleFor } from '../domain/phone';
import type { SignedInAnswer } from './sign-in-api';
import { signInFailureOf } from '../domain/sign-in-failure';

/** What the sign-in listeners need from the outside world; the forms' feature fills it from the adapters. */
export interface SignInDeps {
  /** Ticks the SMS resend countdown. */
  timers: Timers;
  /** Dates the resend deadline, so a countdown in a throttled background tab still ends on time. */
  clock: Clock;
  /** Device components as one JSON string for the login calls' `components_data`; undefined sends none. */
  componentsData?: () => string | undefined;
  log?: (message: string, detail?: unknown) => void;
}

type Api = Parameters<Parameters<AppStartListening>[0]['effect']>[1];

/** The call the form on screen makes, with what was typed into it. */
function send(api: Api, form: AuthFormState, deps: SignInDeps): Promise<CallOutcome<SignedInAnswer>> {
  const componentsData = deps.componentsData?.();
  const { dispatch } = api;
  switch (form.currentForm) {
    case 'login_password':
      return callSignIn(dispatch, 'signInByLogin', {
        login: form.login,
        password: form.passwords.login_password,
        remember: form.remember,
        componentsData,
      });
    case 'phone_password':
      return callSignIn(dispatch, 'signInByPhone', {
        phoneNumber: digitsOf(form.phone),
        countryCode: form.countryCode,
        password: form.passwords.phone_password,
        remember: form.remember,
        componentsData,
      });
    case 'sms':
      // The number the code went to, not whatever is typed now (changing the number drops the sent code anyway).
      return callSignIn(dispatch, 'signInBySms', { phoneNumber: form.smsSentTo ?? '', code: form.smsCode.trim() });
    case 'login_password_two_step_code': {
      const check = { twoStepToken: form.twoStepToken ?? '', code: form.twoStepCode.trim() };
      return form.twoStepVia === 'social'
        ? callSignIn(dispatch, 'signInSocialTwoStep', check)
        : callSignIn(dispatch, 'signInTwoStep', check);
    }
  }
}

/**
 * What a sign-in answer does to the form and the session. Success: the session learns the user (`via: 'login'`
 * starts the after-sign-in navigation) and the modal closes. `reveal`: a sign-in started outside the form
 * (token, social) opens the modal when the visitor has something to see there.
 */
function settle(
  api: Api,
  outcome: CallOutcome<SignedInAnswer>,
  via: TwoStepVia,
  deps: SignInDeps,
  reveal = false,
): void {
  if (outcome.ok) {
    api.dispatch(signInSucceeded());
    api.dispatch(signedIn({ userId: outcome.data.userId, via: 'login' }));
    api.dispatch(loginModalClosed());
    return;
  }
  const failure = signInFailureOf(outcome.error);
  if (failure.kind === 'silent') {
    api.dispatch(signInStopped());
    return;
  }
  if (reveal && !selectAuthForm(api.getState()).loginModal.open) api.dispatch(loginModalOpened());
  if (failure.kind === 'two-step-required') {
    api.dispatch(twoStepRequired({ twoStepToken: failure.twoStepToken, via }));
    return;
  }
  if (failure.reason === 'failed') deps.log?.('sign-in failed', outcome.error);
  api.dispatch(signInFailed(failure.reason));
}

const needsPhoneRule = (form: AuthFormState) => form.currentForm === 'phone_password' || form.currentForm === 'sms';

/** SES-019 … SES-024: the submit of the form on screen, and sign-ins that arrive by token or from a social network. */
export function registerSignIn(startListening: AppStartListening, deps: SignInDeps): () => void {
  const stops = [
    startListening({
      actionCreator: signInSubmitted,
      effect: async (_, api) => {
        const before = selectAuthForm(api.getState());
        if (before.submitting || before.sendingSms) return;
        if (before.currentForm === 'sms' && before.smsSentTo === null) {
          api.dispatch(smsCodeRequested());
          return;
        }
        const rule: PhoneRule = needsPhoneRule(before)
          ? await loadPhoneRule(api.dispatch, before.countryCode)
          : phoneRuleFor('', undefined, undefined);
        // Read again after the wait: a second Enter may have started a sign-in meanwhile.
        const form = selectAuthForm(api.getState());
        if (form.submitting) return;
        const problems = formProblems(formInputOf(form), rule);
        if (hasProblems(problems)) {
          api.dispatch(problemsFound(problems));
          return;
        }
        api.dispatch(signInStarted());
        settle(
          api,
          await send(api, form, deps),
          form.currentForm === 'login_password_two_step_code' && form.twoStepVia === 'social' ? 'social' : 'login',
          deps,
        );
      },
    }),
    startListening({
      actionCreator: tokenSignInRequested,
      effect: async ({ payload }, api) => {
        if (selectAuthForm(api.getState()).submitting) return;
        api.dispatch(signInStarted());
        settle(api, await callSignIn(api.dispatch, 'signInByToken', payload), 'login', deps, true);
      },
    }),
    startListening({
      actionCreator: socialSignInRequested,
      effect: async ({ payload }, api) => {
        if (selectAuthForm(api.getState()).submitting) return;
        api.dispatch(signInStarted());
        settle(api, await callSignIn(api.dispatch, 'signInBySocial', payload), 'social', deps, true);
      },
    }),
  ];
  return () => stops.forEach((stop) => stop({ cancelActive: true }));
}
