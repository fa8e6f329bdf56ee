import { TextField } from '@kickoff/ui';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from './CountrySelect';
import type { FieldBinding } from './field-binding';
import type { PhoneCountry, PhoneRule } from '../domain/phone';

export interface PhoneNumberFieldProps {
  countries: readonly PhoneCountry[];
  countryCode: string;
  onCountryChange(countryCode: string): void;
  rule: PhoneRule;
  phone: FieldBinding;
  inputRef?: Ref<HTMLInputElement>;
}

/** Country, then the national number after its dialling code; the country's mask shows how to type it. */
export function PhoneNumberField({
  countries,
  countryCode,
  onCountryChange,
  rule,
  phone,
  inputRef,
}: PhoneNumberFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <CountrySelect countries={countries} value={countryCode} onChange={onCountryChange} />
      <TextField
        ref={inputRef}
        label={t('session_login_phone_label')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        prefix={rule.telCode ? `+${rule.telCode}` : undefined}
        placeholder={rule.mask?.replace(/#/g, '0')}
        {...phone}
      />
    </>
  );
}
