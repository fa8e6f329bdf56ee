import { systemClock, systemTimers } from '@kickoff/runtime';
import {
  authFormSlice,
  browserDownloads,
  type CaptchaStartListening,
  captchaSlice,
  createCaptchaBridge,
  forgotPasswordActions,
  forgotPasswordResources,
  type ForgotPasswordStartListening,
  forgotPasswordSlice,
  loginModalClosed,
  loginModalOpened,
  openRegistration,
  type OneTapStartListening,
  oneTapSlice,
  registerAfterSignInNavigation,
  registerCaptchaListeners,
  registerForgotPassword,
  registerOneTapListeners,
  registerRegistrationListeners,
  registerSignInListeners,
  type RegistrationStartListening,
  registrationResources,
  registrationSlice,
  sessionCaptchaResources,
  sessionOneTapResources,
  signInResources,
  selectLoginModalReturnTo,
  type SessionStartListening,
  type SignInStartListening,
} from '@kickoff/session';
import { selectSiteConfig } from '@kickoff/site-config';
import { addFormTexts } from './form-texts';
import { googleOneTapCredential } from '../app/google-one-tap';
import { rootReducer, type RootState } from '../app/store';
import type { SessionForms, SessionFormsDeps } from './session-forms-api';

/** The country one-tap sign-up registers in until the visitor's own is known (the site's home market). */
const HOME_COUNTRY_ID = 1;

/**
 * Sign-in, captcha, one-tap, registration and forgot password: their slices join the store and their listeners
 * start the first time one of them is needed (this module is its own chunk).
 */
export function installSessionForms({ store, startListening, i18n, route, navigate, scripts, afterSignIn, track, log }: SessionFormsDeps): SessionForms {
  addFormTexts(i18n, [signInResources, sessionCaptchaResources, sessionOneTapResources, registrationResources, forgotPasswordResources]);
  rootReducer.inject(authFormSlice);
  rootReducer.inject(captchaSlice);
  rootReducer.inject(oneTapSlice);
  rootReducer.inject(registrationSlice);
  rootReducer.inject(forgotPasswordSlice);
  const siteConfig = (state: unknown) => selectSiteConfig(state as RootState, i18n.language);
  const captcha = createCaptchaBridge({ log });
  registerSignInListeners(startListening as SignInStartListening, {
    timers: systemTimers,
    clock: systemClock,
    componentsData: () => JSON.stringify({ language: navigator.language, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
    log,
  });
  registerCaptchaListeners(startListening as CaptchaStartListening, { timers: systemTimers, analytics: { track }, log });
  registerOneTapListeners(startListening as OneTapStartListening, {
    requestCredential: googleOneTapCredential(scripts, log),
    openUrl: (url) => window.location.assign(url),
    siteOrigin: window.location.origin,
    signInContext: (state) => ({ language: i18n.language, currency: siteConfig(state)?.defaultCurrency, countryId: HOME_COUNTRY_ID }),
    log,
  });
  registerRegistrationListeners(startListening as RegistrationStartListening, {
    currentPage: () => {
      const name = route.routeName();
      return name === 'registration' || name === 'login' ? name : 'other';
    },
    // The site is not embedded as a widget anywhere yet: a widget host brings its own ports when it is.
    isWidgetMode: () => false,
    registrationSettings: (state) => {
      const config = siteConfig(state);
      return config ? { isRegistrationEnabled: config.isRegistrationEnabled, registrationTypes: config.registrationTypes, defaultCurrency: config.defaultCurrency } : null;
    },
    navigate: () => navigate(`/${i18n.language}/registration`),
    openWidget: () => undefined,
    track: (event) => track(event.type),
    downloads: browserDownloads({ document, createObjectURL: (blob) => URL.createObjectURL(blob), revokeObjectURL: (url) => URL.revokeObjectURL(url), timers: systemTimers }),
    openUrl: (url) => window.location.assign(url),
    language: () => i18n.language,
    log,
  });
  registerForgotPassword(startListening as ForgotPasswordStartListening, { timers: systemTimers, clock: systemClock, log });
  const navigation = afterSignIn();
  registerAfterSignInNavigation(startListening as SessionStartListening, {
    ...navigation,
    // A login modal opened by the login guard over the current page remembers where the player was going.
    returnAddress: () => selectLoginModalReturnTo(store.getState()) ?? navigation.returnAddress(),
  });
  captcha.attach(store);
  return {
    solveCaptcha: captcha.solveCaptcha,
    openLogin: (returnTo) => void store.dispatch(loginModalOpened(returnTo === undefined ? undefined : { returnTo })),
    // SES-037 … SES-040 decide whether this is the modal, the page, or nothing.
    openRegistration: () => {
      store.dispatch(loginModalClosed());
      store.dispatch(openRegistration());
    },
    openForgotPassword: () => {
      store.dispatch(loginModalClosed());
      store.dispatch(forgotPasswordActions.forgotPasswordOpened());
    },
  };
}
