import type { SocialNetwork } from '@kickoff/platform-api';

/** A country the player registers from; for phone registration also the phone's country. */
export interface RegistrationCountry {
  id: number;
  /** Lower-case ISO code (`ru`), as the platform wants it (SES-026). */
  code: string;
  /** Dialling code digits (`7`). */
  telCode: string;
  name: string;
}

/** What the player typed or picked. Held only while registration is open: never persisted. */
export interface RegistrationFields {
  email: string;
  /** As typed; only its digits are sent. */
  phone: string;
  password: string;
  promoCode: string;
  country: RegistrationCountry | null;
}

/** The account the social network returned to the registration page (authorization code), waiting to register. */
export interface SocialAuthorization {
  network: SocialNetwork;
  code: string;
}

export const EMPTY_REGISTRATION_FIELDS: RegistrationFields = {
  email: '',
  phone: '',
  password: '',
  promoCode: '',
  country: null,
};

/** Fields the form shows and marks. */
export type RegistrationField = 'email' | 'phone' | 'password' | 'promoCode' | 'country' | 'social';

export type FieldProblem = 'required' | 'invalid' | 'too-short' | 'too-long';

export interface RegistrationFieldProblem {
  field: RegistrationField;
  problem: FieldProblem;
}
