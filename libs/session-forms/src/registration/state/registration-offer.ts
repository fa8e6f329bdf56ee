import type { RegistrationType, SocialNetwork } from '@kickoff/platform-api';
import {
  offeredRegistrationTypes,
  offeredSocialNetworks,
  type RegistrationLog,
  SOCIAL_NETWORKS,
} from '../domain/registration-choices';
import type { RegistrationSettings } from './registration-deps';

/** What the site offers this time, read from site config when registration opens (SES-042). */
export interface RegistrationOffer {
  types: RegistrationType[];
  /** Site config `defaultCurrency`: the new account's currency. */
  currency: string;
  socialNetworks: SocialNetwork[];
}

/** SES-042 / SES-045: the offer of the settings; social registration without a known network is not offered. */
export function registrationOffer(settings: RegistrationSettings, log: RegistrationLog): RegistrationOffer {
  const socialNetworks = offeredSocialNetworks(settings.socialNetworks ?? SOCIAL_NETWORKS, log);
  const types = offeredRegistrationTypes(settings.registrationTypes, log).filter(
    (type) => type !== 'social' || socialNetworks.length > 0,
  );
  return { types, currency: settings.defaultCurrency, socialNetworks };
}
