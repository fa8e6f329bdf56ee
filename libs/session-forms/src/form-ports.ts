import { selectSiteConfig } from '@kickoff/site-config';
import type { FeatureContext } from '@kickoff/store';
import type { CaptchaPorts } from './captcha/state/captcha-listener';
import { googleOneTapCredential } from './one-tap/browser/google-one-tap';
import type { OneTapPorts } from './one-tap/state/one-tap-listener';
import { browserDownloads } from './registration/browser/browser-downloads';
import type { CredentialsDownloads, RegistrationPorts } from './registration/state/registration-ports';
import type { SignInPorts } from './sign-in/state/sign-in-listener';

/** The country one-tap sign-up registers in until the visitor's own is known (the site's home market). */
const HOME_COUNTRY_ID = 1;

export const formsLog =
  ({ adapters }: Pick<FeatureContext, 'adapters'>) =>
  (message: string, detail?: unknown) =>
    adapters.logger.warn(`[session] ${message}`, detail);

/** The analytics lib is not built yet: until it is, its events are only logged. */
const analytics =
  ({ adapters }: Pick<FeatureContext, 'adapters'>) =>
  (event: number | string, detail?: unknown) =>
    adapters.logger.info('[analytics]', { event, detail });

export function signInPorts(ctx: FeatureContext): SignInPorts {
  const { adapters } = ctx;
  return {
    timers: adapters.timers,
    clock: adapters.clock,
    componentsData: () => JSON.stringify(adapters.page.locale()),
    log: formsLog(ctx),
  };
}

export function captchaPorts(ctx: FeatureContext): CaptchaPorts {
  return { timers: ctx.adapters.timers, analytics: { track: analytics(ctx) }, log: formsLog(ctx) };
}

export function oneTapPorts(ctx: FeatureContext): OneTapPorts {
  const { adapters, i18n } = ctx;
  return {
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

export function registrationPorts(ctx: FeatureContext): RegistrationPorts {
  const { adapters, i18n, ports, navigation } = ctx;
  const track = analytics(ctx);
  return {
    currentPage: () => {
      const name = ports.get('shell.currentRoute').routeName();
      return name === 'registration' || name === 'login' ? name : 'other';
    },
    // The site is not embedded as a widget anywhere yet: a widget host brings its own ports when it is.
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
    track: (event) => track(event.type),
    downloads: pageDownloads(ctx),
    openUrl: (url) => adapters.page.assign(url),
    language: () => i18n.language,
    log: formsLog(ctx),
  };
}
