import type { SessionFormsApi } from '@kickoff/contracts';
import { defineFeature, type Feature, type FeatureContext } from '@kickoff/store';

export interface SessionFormsStandInOptions {
  /** What the forms do when asked (a spy, a captcha answer, a marker for `Forms`); the rest does nothing. */
  api?: Partial<SessionFormsApi>;
  /** Runs when the chunk installs, as the real forms' module would (starting the navigation after their sign-ins). */
  register?: (ctx: FeatureContext) => void | (() => void);
  /**
   * Told each time the chunk is loaded (the session loads it only when a form, a captcha or a guard needs it); a
   * promise it returns that rejects is a chunk that failed to load.
   */
  onLoad?: () => unknown;
}

export interface SessionFormsStandIn {
  /** The lazy feature `sessionForms`, installed where the real `sessionFormsFeature` would be. */
  feature: Feature;
  api: SessionFormsApi;
}

/**
 * The session's forms where the real ones are not under test: the lazy feature `sessionForms` the session loads,
 * answering as `api` says (its `later` part). The kit's one stand-in.
 */
export function sessionFormsStandIn({ api: asked = {}, register, onLoad }: SessionFormsStandInOptions = {}) {
  const api: SessionFormsApi = {
    solveCaptcha: async () => null,
    openLogin: () => undefined,
    openRegistration: () => undefined,
    openForgotPassword: () => undefined,
    Forms: () => null,
    LoginPage: () => null,
    RegistrationPage: () => null,
    ...asked,
  };
  const forms = defineFeature({ name: 'forms stand-in', ...(register ? { register } : {}) });
  const feature = defineFeature({
    name: 'session forms',
    later: [
      {
        name: 'sessionForms',
        load: async () => {
          await onLoad?.();
          return { feature: forms, api: () => api };
        },
      },
    ],
  });
  return { feature, api } satisfies SessionFormsStandIn;
}
