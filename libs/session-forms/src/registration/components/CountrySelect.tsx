import { SelectField } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import type { RegistrationCountry } from '../domain/registration-fields';

export interface CountrySelectProps {
  countries: readonly RegistrationCountry[];
  value: RegistrationCountry | null;
  onChange(country: RegistrationCountry): void;
  error?: string;
  disabled?: boolean;
}

/** The player's country, a native select labelled like the other fields. */
export function CountrySelect({ countries, value, onChange, error, disabled }: CountrySelectProps) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('session_registration_country')}
      error={error}
      value={value ? String(value.id) : ''}
      disabled={disabled}
      onChange={(event) => {
        const chosen = countries.find((country) => String(country.id) === event.target.value);
        if (chosen) onChange(chosen);
      }}
    >
      {value === null ? <option value="" disabled /> : null}
      {countries.map((country) => (
        <option key={country.id} value={String(country.id)}>
          {country.name}
        </option>
      ))}
    </SelectField>
  );
}
