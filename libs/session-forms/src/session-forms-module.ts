import { type SessionFormsApi } from '@kickoff/contracts';
import { defineFeature, type FeatureContext, type LoadableFeature } from '@kickoff/store';
import { sessionCaptchaResources } from './captcha/captcha-resources';
import { type CaptchaState, captchaSlice } from './captcha/state/captcha-slice';
import { createCaptchaBridge } from './captcha/state/captcha-bridge';
import { registerCaptchaListeners } from './captcha/state/captcha-listener';
import { formEntry } from './form-entry';
import { captchaDeps, formsLog, oneTapDeps, registrationDeps, signInDeps } from './form-deps';
import { forgotPasswordResources } from './forgot-password/forgot-password-resources';
import { registerForgotPassword } from './forgot-password/state/forgot-password-listener';
import type { ForgotPasswordState } from './forgot-password/domain/flow';
import { forgotPasswordSlice } from './forgot-password/state/forgot-password-slice';
import { sessionOneTapResources } from './one-tap/one-tap-resources';
import { registerOneTapListeners } from './one-tap/state/one-tap-listener';
import { type OneTapState, oneTapSlice } from './one-tap/state/one-tap-slice';
import { RegistrationRoutePage } from './registration/components/RegistrationRoutePage';
import { registrationResources } from './registration/registration-resources';
import { registerRegistrationListeners } from './registration/state/register-registration-listeners';
import { type RegistrationState, registrationSlice } from './registration/state/registration-slice';
import { SessionForms } from './SessionForms';
import { LoginRoutePage } from './sign-in/components/LoginRoutePage';
import { signInResources } from './sign-in/sign-in-resources';
import { selectLoginModalReturnTo } from './sign-in/state/auth-form-selectors';
import { type AuthFormState, authFormSlice } from './sign-in/state/auth-form-slice';
import { registerSignInListeners } from './sign-in/state/register-sign-in-listeners';
import { type FormEchoState, formEchoSlice } from './no-script/form-echo-slice';
import { noScriptResources } from './no-script/no-script-resources';
import { readPostedFormEcho } from './no-script/read-form-echo';

declare module '@kickoff/store' {
  /** never persisted: passwords and codes live here only while a form is open */
  interface LazyLoadedSlices {
    authForm: AuthFormState;
    captcha: CaptchaState;
    oneTap: OneTapState;
    registration: RegistrationState;
    forgotPassword: ForgotPasswordState;
    formEcho: FormEchoState;
  }
}

/** Every form's listeners, started on the adapters; the navigation after their sign-ins is the session's. */
function startForms(ctx: FeatureContext): () => void {
  const { startAppListening, adapters, ports } = ctx;
  readPostedFormEcho(adapters.cookies, ctx.store.dispatch);
  const stops = [
    registerSignInListeners(startAppListening, signInDeps(ctx)),
    registerCaptchaListeners(startAppListening, captchaDeps(ctx)),
    registerOneTapListeners(startAppListening, oneTapDeps(ctx)),
    registerRegistrationListeners(startAppListening, registrationDeps(ctx)),
    registerForgotPassword(startAppListening, { timers: adapters.timers, clock: adapters.clock, log: formsLog(ctx) }),
    ports.get('session.afterSignIn').start(selectLoginModalReturnTo),
  ];
  return () => stops.forEach((stop) => stop());
}

/**
 * Sign-in, captcha, one-tap, registration and forgot password: a chunk of their own (they are a fifth of the
 * session's code and no visitor needs them until a form opens). Install after the session, which it links to.
 */
export const sessionFormsFeature = defineFeature({
  name: 'session-forms',
  slices: [authFormSlice, captchaSlice, oneTapSlice, registrationSlice, forgotPasswordSlice, formEchoSlice],
  resources: [
    signInResources,
    sessionCaptchaResources,
    sessionOneTapResources,
    registrationResources,
    forgotPasswordResources,
    noScriptResources,
  ],
  register: startForms,
});

/** The forms' chunk: what `sessionFormsFeature` (the module the app lists) loads the first time they are needed. */
export const sessionFormsModule: LoadableFeature<SessionFormsApi> = {
  feature: sessionFormsFeature,
  api(ctx) {
    // The platform asks for a captcha through the session's port; the open captcha lives in this store.
    const captcha = createCaptchaBridge({ log: formsLog(ctx) });
    captcha.attach(ctx.store);
    return {
      solveCaptcha: captcha.solveCaptcha,
      ...formEntry(ctx.store.dispatch),
      Forms: SessionForms,
      LoginPage: LoginRoutePage,
      RegistrationPage: RegistrationRoutePage,
    };
  },
};
