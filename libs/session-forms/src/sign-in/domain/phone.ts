/** SES-026: a phone country as the sign-in forms read it; `country_code` lower-case (`RU` → `ru`). */
export interface PhoneCountry {
  id: number;
  name: string;
  country_code: string;
  tel_code: string;
}

/** SES-027: a phone mask as read: `#` stands for a digit, Min/Max bound the national number's digits. */
export interface PhoneMask {
  CountryId: number;
  Mask: string;
  Max: number;
  Min: number;
}

/** What a national phone number of the picked country must look like; `telCode` null = the country is unknown. */
export interface PhoneRule {
  telCode: string | null;
  mask: string | null;
  min: number;
  max: number;
}

/** The contract's bounds for `phone_number` (authLoginByPhone): used while no mask is known for the country. */
const ANY_NATIONAL_NUMBER = { min: 4, max: 15 } as const;

export function readPhoneCountry(raw: {
  id: number;
  name: string;
  country_code: string;
  tel_code: string;
}): PhoneCountry {
  return { id: raw.id, name: raw.name, country_code: raw.country_code.toLowerCase(), tel_code: raw.tel_code };
}

export function readPhoneMask(raw: { CountryId: number; Mask: string; Max: number; Min: number }): PhoneMask {
  return { CountryId: raw.CountryId, Mask: raw.Mask, Max: raw.Max, Min: raw.Min };
}

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

export function phoneRuleFor(
  countryCode: string,
  countries: readonly PhoneCountry[] | undefined,
  masks: readonly PhoneMask[] | undefined,
): PhoneRule {
  const country = countries?.find((candidate) => candidate.country_code === countryCode.toLowerCase());
  const mask = country ? masks?.find((candidate) => candidate.CountryId === country.id) : undefined;
  // A mask whose bounds contradict each other would lock the visitor out: fall back to the contract's bounds.
  const bounds = mask && mask.Min > 0 && mask.Min <= mask.Max ? { min: mask.Min, max: mask.Max } : ANY_NATIONAL_NUMBER;
  return { telCode: country?.tel_code ?? null, mask: mask?.Mask ?? null, ...bounds };
}

export function fitsPhoneRule(nationalDigits: string, rule: PhoneRule): boolean {
  return nationalDigits.length >= rule.min && nationalDigits.length <= rule.max;
}

/** The full international number the SMS calls take (`phone-number`): dialling code and national digits. */
export function internationalNumber(rule: PhoneRule, nationalDigits: string): string | null {
  return rule.telCode === null ? null : `${rule.telCode}${nationalDigits}`;
}
