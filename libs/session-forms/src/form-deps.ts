import { analyticsOf, sessionPlayer } from '@kickoff/contracts';
import { selectSiteConfig } from '@kickoff/site-config';
import type { FeatureContext } from '@kickoff/store';
import type { CaptchaDeps } from './captcha/state/captcha-listener';
import { googleOneTapCredential } from './one-tap/browser/google-one-tap';
import type { OneTapDeps } from './one-tap/state/one-tap-listener';
import { browserDownloads } from './registration/browser/browser-downloads';
import type { CredentialsDownloads, RegistrationDeps } from './registration/state/registration-deps';
import type { SignInDeps } from './sign-in/state/sign-in-listener';

/** The country one-tap sign-up registers in until the visitor's own is known (the site's home market). */
const HOME_COUNTRY_ID = 1;

export const formsLog =
  ({ adapters }: Pick<FeatureContext, 'adapters'>) =>
  (message: string, detail?: unknown) =>
    adapters.logger.warn(`[session] ${message}`, detail);

/** ANA: the one analytics port (the shell's logger stand-in until the analytics lib provides it). */
const analytics = (ctx: Pick<FeatureContext, 'adapters' | 'ports'>) => analyticsOf(ctx.ports, formsLog(ctx));

export function signInDeps(ctx: FeatureContext): SignInDeps {
  const { adapters } = ctx;
  return {
    timers: adapters.timers,
    clock: adapters.clock,
    componentsData: () => JSON.stringify(adapters.page.locale()),
    log: formsLog(ctx),
  };
}

export function captchaDeps(ctx: FeatureContext): CaptchaDeps {
  return { timers: ctx.adapters.timers, track: analytics(ctx), log: formsLog(ctx) };
}

export function oneTapDeps(ctx: FeatureContext): OneTapDeps {
  const { adapters, i18n } = ctx;
  return {
    isAuthenticated: sessionPlayer(ctx.ports).isAuthenticated,
    requestCredential: googleOneTapCredential(adapters.scripts, formsLog(ctx)),
    openUrl: (url) => adapters.page.assign(url),
    siteOrigin: adapters.page.address().origin,
    signInContext: (state) => ({
      language: i18n.language,
      currency: selectSiteConfig(state, i18n.language)?.defaultCurrency,
      countryId: HOME_COUNTRY_ID,
    }),
    log: formsLog(ctx),
  };
}

/** Downloads go through the page's document, found when the player asks for one (there is none on a server). */
function pageDownloads({ adapters }: FeatureContext): CredentialsDownloads {
  const downloads = () => {
    const document = adapters.page.document();
    if (!document) throw new Error('no document to download into');
    return browserDownloads({
      document,
      createObjectURL: (blob) => URL.createObjectURL(blob),
      revokeObjectURL: (url) => URL.revokeObjectURL(url),
      timers: adapters.timers,
    });
  };
  return {
    downloadText: (fileName, text) => downloads().downloadText(fileName, text),
    downloadImage: (fileName, card) => downloads().downloadImage(fileName, card),
  };
}

export function registrationDeps(ctx: FeatureContext): RegistrationDeps {
  const { adapters, i18n, ports, navigation } = ctx;
  return {
    isAuthenticated: sessionPlayer(ports).isAuthenticated,
    currentPage: () => {
      const name = ports.get('shell.currentRoute').routeName();
      return name === 'registration' || name === 'login' ? name : 'other';
    },
    // The site is not embedded as a widget anywhere yet: a widget host brings its own links when it is.
    isWidgetMode: () => false,
    registrationSettings: (state) => {
      const config = selectSiteConfig(state, i18n.language);
      return config
        ? {
            isRegistrationEnabled: config.isRegistrationEnabled,
            registrationTypes: config.registrationTypes,
            defaultCurrency: config.defaultCurrency,
          }
        : null;
    },
    navigate: () =>
      navigation.navigate(ports.get('shell.currentRoute').pathOf('registration') ?? `/${i18n.language}/registration`),
    openWidget: () => undefined,
    track: analytics(ctx),
    downloads: pageDownloads(ctx),
    openUrl: (url) => adapters.page.assign(url),
    language: () => i18n.language,
    log: formsLog(ctx),
  };
}
