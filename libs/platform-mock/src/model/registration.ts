import {
  REGISTRATION_ERROR_CODES,
  type RegistrationBonus,
  type RegistrationType,
  type SocialNetwork,
} from '@kickoff/platform-api';
import { ACCOUNT_TYPE, createAccount, findCurrency } from './accounts';
import { LOGIN_CAPTCHA_CODE, consumeSolvedCaptcha } from './captchas';
import { type ModelContext, nextId } from './context';
import { generatedLogin, generatedPassword, isLongEnough } from './credentials';
import { DEMO_PAY_AND_PLAY_PROMO } from './demo-users';
import { type SignInOutcome, checkFingerprint, findUserByLogin, findUserByPhone, secondStepOrSession } from './login';
import { PHONE_COUNTRIES, telCodeOf } from './phone-countries';
import { type Refusal, refuse } from './refusal';
import { findUserBySocial, linkSocialAccount } from './social-accounts';
import type { Session } from './state';
import { type UserConfig, createUserConfig } from './user-config';
import type { User } from './users';

/** The `authRegister` body with the password already decoded. */
export type RegistrationRequest = {
  type: RegistrationType;
  bonus: RegistrationBonus;
  currency: string;
  country_id: number;
  email?: string;
  phone_number?: string;
  country_code?: string;
  password?: string;
  network?: SocialNetwork;
  code?: string;
  promo_code?: string;
};

export type Registration = {
  ok: true;
  user: User;
  session: Session;
  token: string;
  /** One-click only: what the player must save to sign in again. */
  credentials: { login: string; password: string } | null;
  isPayAndPlay: boolean;
};

export type RegistrationOutcome = Registration | Refusal | Extract<SignInOutcome, { ok: false }>;

/** Who the new player is, by what the registration type asked for; null where the model generates it. */
type NewIdentity = {
  login: string | null;
  password: string | null;
  email: string;
  phone: { number: string; code: string } | null;
  social: { network: SocialNetwork; code: string } | null;
};

/** doc 000 §3.7 activation_type: 0 none, 1 e-mail, 3 phone only. */
const ACTIVATION_BY_TYPE: Record<RegistrationType, 0 | 1 | 3> = { full: 1, phone: 3, social: 0, 'one-click': 0 };
const MAX_LOGIN_ATTEMPTS = 1_000;

function isOffered(context: ModelContext, type: RegistrationType): boolean {
  const { isRegistrationEnabled, registrationTypes } = context.state.siteConfig;
  return isRegistrationEnabled === true && Array.isArray(registrationTypes) && registrationTypes.includes(type);
}

function invalid(field: string, why: string): Refusal {
  return refuse(REGISTRATION_ERROR_CODES.invalidField, `${field}: ${why}`, field);
}

function identityOf(request: RegistrationRequest): NewIdentity | Refusal {
  const none: NewIdentity = { login: null, password: null, email: '', phone: null, social: null };
  switch (request.type) {
    case 'full': {
      if (!request.email) return invalid('email', 'required');
      if (!isLongEnough(request.password)) return invalid('password', 'at least 8 characters');
      const email = request.email.toLowerCase();
      return { ...none, login: email, password: request.password, email };
    }
    case 'phone': {
      if (!request.phone_number) return invalid('phone_number', 'required');
      const code = request.country_code ? telCodeOf(request.country_code) : undefined;
      if (!code) return invalid('country_code', 'required, a known phone country');
      if (!isLongEnough(request.password)) return invalid('password', 'at least 8 characters');
      return {
        ...none,
        login: request.phone_number,
        password: request.password,
        phone: { number: request.phone_number, code },
      };
    }
    case 'social':
      if (!request.network) return invalid('network', 'required');
      if (!request.code) return invalid('code', 'required');
      return { ...none, social: { network: request.network, code: request.code } };
    case 'one-click':
      return none;
  }
}

/** A national phone number signs in without its country (authLoginByPhone), so it may belong to one player only. */
function isTaken(context: ModelContext, identity: NewIdentity): boolean {
  if (identity.login !== null && findUserByLogin(context, identity.login)) return true;
  if (identity.phone && findUserByPhone(context, identity.phone.number, true)) return true;
  return (
    identity.social !== null && findUserBySocial(context, identity.social.network, identity.social.code) !== undefined
  );
}

function freeLogin(context: ModelContext, userId: number): string {
  for (let attempt = 0; attempt < MAX_LOGIN_ATTEMPTS; attempt += 1) {
    const login = generatedLogin(context.state.seed, userId, attempt);
    if (!findUserByLogin(context, login)) return login;
  }
  throw new RangeError('no free login left for a one-click player');
}

function countryCodeOf(countryId: number, fallback: string | undefined): string {
  return PHONE_COUNTRIES.find((country) => country.id === countryId)?.country_code.toLowerCase() ?? fallback ?? '';
}

function createPlayer(
  context: ModelContext,
  request: RegistrationRequest,
  identity: NewIdentity,
  currencyIso: string,
  isPayAndPlay: boolean,
): User {
  const id = nextId(context, 'user');
  const login = identity.login ?? freeLogin(context, id);
  const config: UserConfig = {
    ...createUserConfig(id, login, false),
    user_email: identity.email,
    phone_number: identity.phone?.number ?? '',
    phone_code: identity.phone?.code ?? '',
    user_country_id: request.country_id,
    user_country_code: countryCodeOf(request.country_id, request.country_code),
    activation_type: ACTIVATION_BY_TYPE[request.type],
    bonus_type: request.bonus,
    is_pay_and_play: isPayAndPlay,
  };
  return {
    id,
    login,
    password: identity.password ?? generatedPassword(context.state.seed, id),
    scenario: `Registered here (${request.type})`,
    alwaysCaptcha: false,
    failedPasswords: 0,
    // Registering accepts the terms as they stand.
    termsChanged: false,
    termsConfirmedAt: context.clock.now(),
    twoStepCode: null,
    config,
    accounts: [createAccount(nextId(context, 'account'), ACCOUNT_TYPE.main, currencyIso, 0, true)],
    bonuses: [],
    // doc 001 §4 bonus choice 0 declines bonuses, the first-deposit one too.
    isAvailableFirstDepositBonus: request.bonus !== 0,
    isAccountFrozen: false,
    convertAccountStatus: 2,
    limits: [],
    realityCheck: { intervalMinutes: null, doNotShowAgain: false, lastAction: null, lastActionAt: null },
    cookiesAgreeTime: null,
  };
}

/**
 * Checks in the order sign-in uses: the fingerprint first, then whether the site offers this registration,
 * then the captcha the model asks for (before any field is looked at, so nobody learns which e-mails are
 * registered without solving one), then the fields, then whether the account exists already.
 */
export function register(
  context: ModelContext,
  request: RegistrationRequest,
  fingerprint: string | null,
  captcha: string | null,
): RegistrationOutcome {
  const noFingerprint = checkFingerprint(context, fingerprint);
  if (noFingerprint && !noFingerprint.ok) return noFingerprint;
  if (!isOffered(context, request.type))
    return refuse(REGISTRATION_ERROR_CODES.registrationDisabled, `Registration (${request.type}) is not offered`);
  if (context.state.registrationCaptcha && !consumeSolvedCaptcha(context, captcha))
    return refuse(LOGIN_CAPTCHA_CODE, 'Captcha required');
  const currency = findCurrency(request.currency);
  if (!currency) return invalid('currency', 'not a currency of the platform');
  const identity = identityOf(request);
  if ('ok' in identity) return identity;
  if (isTaken(context, identity))
    return refuse(REGISTRATION_ERROR_CODES.alreadyRegistered, 'This account is registered already');

  const isPayAndPlay = request.promo_code?.trim().toUpperCase() === DEMO_PAY_AND_PLAY_PROMO;
  const user = createPlayer(context, request, identity, currency.iso, isPayAndPlay);
  context.state.users[user.login] = user;
  if (identity.social) linkSocialAccount(context, identity.social.network, identity.social.code, user);

  const signedIn = secondStepOrSession(context, user);
  if (!signedIn.ok) return signedIn;
  const credentials = request.type === 'one-click' ? { login: user.login, password: user.password } : null;
  return { ...signedIn, credentials, isPayAndPlay };
}
