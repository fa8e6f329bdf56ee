import {
  CREDENTIAL_SAVING,
  REGISTRATION_BONUS,
  type RegistrationBonus,
  type RegistrationType,
  type SocialNetwork,
  SocialNetworkSchema,
} from '@kickoff/platform-api';

/** Logs a rule's complaint; the registration's listeners pass the app's logger. */
export type RegistrationLog = (message: string, detail?: unknown) => void;

/** SES-042 doc 001 §4: the registration types, in the order the form offers them. */
export const REGISTRATION_TYPES: readonly RegistrationType[] = ['one-click', 'phone', 'full', 'social'];

/** SES-043 doc 001 §4: 0 decline bonuses, 1 sport bonus, 2 casino bonus. */
export const REGISTRATION_BONUSES: readonly RegistrationBonus[] = [
  REGISTRATION_BONUS.decline,
  REGISTRATION_BONUS.sport,
  REGISTRATION_BONUS.casino,
];

/** SES-044 doc 001 §4: 0 to file, 1 to image, 2 by e-mail. */
export type CredentialSavingOption = (typeof CREDENTIAL_SAVING)[keyof typeof CREDENTIAL_SAVING];
export const CREDENTIAL_SAVING_OPTIONS: readonly CredentialSavingOption[] = [
  CREDENTIAL_SAVING.file,
  CREDENTIAL_SAVING.image,
  CREDENTIAL_SAVING.email,
];

/** SES-036: every network the platform knows. */
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = SocialNetworkSchema.options;

/** SES-045: a known registration type, or null after logging the unknown one as an error. */
export function registrationTypeOf(value: unknown, log: RegistrationLog): RegistrationType | null {
  if ((REGISTRATION_TYPES as readonly unknown[]).includes(value)) return value as RegistrationType;
  log('registration: unknown registration type', value);
  return null;
}

/** SES-045: a known social network, or null after logging the unknown one as an error. */
export function socialNetworkOf(value: unknown, log: RegistrationLog): SocialNetwork | null {
  if ((SOCIAL_NETWORKS as readonly unknown[]).includes(value)) return value as SocialNetwork;
  log('registration: unknown social network', value);
  return null;
}

/** SES-045: a known bonus id (a number or its digit string, as a query parameter brings it), or null after logging. */
export function registrationBonusOf(value: unknown, log: RegistrationLog): RegistrationBonus | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if ((REGISTRATION_BONUSES as readonly unknown[]).includes(id)) return id as RegistrationBonus;
  log('registration: unknown bonus id', value);
  return null;
}

/** A known credential saving option, or null after logging (a tampered or stale option never reaches the platform). */
export function credentialSavingOf(value: unknown, log: RegistrationLog): CredentialSavingOption | null {
  if ((CREDENTIAL_SAVING_OPTIONS as readonly unknown[]).includes(value)) return value as CredentialSavingOption;
  log('registration: unknown credential saving option', value);
  return null;
}

/**
 * SES-042 / SES-045: the types the form offers are the site config's `registrationTypes` that are known, in the
 * form's order, each once; unknown entries are logged and left out. A list that is not a list offers nothing.
 */
export function offeredRegistrationTypes(configured: unknown, log: RegistrationLog): RegistrationType[] {
  if (!Array.isArray(configured)) {
    log('registration: site config registrationTypes is not a list', configured);
    return [];
  }
  const known = configured
    .map((value) => registrationTypeOf(value, log))
    .filter((type): type is RegistrationType => type !== null);
  return REGISTRATION_TYPES.filter((type) => known.includes(type));
}

/** SES-036 / SES-045: the networks offered for social registration, known ones only, each once, in the given order. */
export function offeredSocialNetworks(configured: unknown, log: RegistrationLog): SocialNetwork[] {
  if (!Array.isArray(configured)) {
    log('registration: social networks is not a list', configured);
    return [];
  }
  const offered: SocialNetwork[] = [];
  for (const value of configured) {
    const network = socialNetworkOf(value, log);
    if (network && !offered.includes(network)) offered.push(network);
  }
  return offered;
}
