import type {} from '@kickoff/contracts';
import { defineFeature, type FeatureContext } from '@kickoff/store';

const withForms = (ctx: FeatureContext) => ctx.ports.lazy('sessionForms').load();

/**
 * The session's forms as the site installs them: a chunk of their own, loaded the first time a form, a captcha or
 * the login guard needs them. From the start the feature brings the login and registration pages (which load the
 * forms first), the answers every visitor shares, and Google's sign-in as a third party.
 */
export const sessionFormsFeature = defineFeature({
  name: 'session forms',
  later: [
    { name: 'sessionForms', load: () => import('./session-forms-module').then((forms) => forms.sessionFormsModule) },
  ],
  routes: {
    pages: {
      login: (ctx) => withForms(ctx).then((forms) => ({ default: forms.LoginPage })),
      registration: (ctx) => withForms(ctx).then((forms) => ({ default: forms.RegistrationPage })),
    },
  },
  server: {
    sharedAnswers: ['registrationCountries', 'signInPhoneCountries', 'signInPhoneMasks'],
    // Only the server reads it (the page's security policy): a chunk the browser never loads.
    load: () => import('./google-sign-in'),
  },
});
