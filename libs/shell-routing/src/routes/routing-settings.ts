import { SUPPORTED_LANGUAGES } from '@kickoff/i18n';
import type { RoutingContext, RoutingSettings } from './route-types';

/**
 * What routing assumes for a flag the site config does not carry: the built-in fallback config's values
 * (FALLBACK_SITE_CONFIG of @kickoff/site-config, kept equal by a test), so the server and the client
 * decide alike before all.json arrives.
 */
export const ROUTING_DEFAULTS = {
  isIdentificationEnabled: false,
  isRegistrationEnabled: true,
  isPaymentRouteEnabled: true,
  isPaymentAuthRequired: true,
  isSlotFirstDepositRedirectEnabled: false,
  promoBonusToOffer: false,
} as const;

const DEFAULT_LANGUAGES: ReadonlySet<string> = new Set(SUPPORTED_LANGUAGES);

export function routingSettings({
  siteConfig = {},
  isProduction,
}: Pick<RoutingContext, 'siteConfig' | 'isProduction'>): RoutingSettings {
  const languages = siteConfig.languages?.length
    ? new Set(siteConfig.languages.map((language) => language.code))
    : DEFAULT_LANGUAGES;
  return {
    availableRoutes: siteConfig.availableRoutes ?? {},
    languages,
    isIdentificationEnabled: siteConfig.isIdentificationEnabled ?? ROUTING_DEFAULTS.isIdentificationEnabled,
    isRegistrationEnabled: siteConfig.isRegistrationEnabled ?? ROUTING_DEFAULTS.isRegistrationEnabled,
    isPaymentRouteEnabled: siteConfig.isPaymentRouteEnabled ?? ROUTING_DEFAULTS.isPaymentRouteEnabled,
    isPaymentAuthRequired: siteConfig.isPaymentAuthRequired ?? ROUTING_DEFAULTS.isPaymentAuthRequired,
    isSlotFirstDepositRedirectEnabled:
      siteConfig.isSlotFirstDepositRedirectEnabled ?? ROUTING_DEFAULTS.isSlotFirstDepositRedirectEnabled,
    promoBonusToOffer: siteConfig.promoBonusToOffer ?? ROUTING_DEFAULTS.promoBonusToOffer,
    isProduction,
  };
}
