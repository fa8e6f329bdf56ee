import { SelectField } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import type { PhoneCountry } from '../domain/phone';

export interface CountrySelectProps {
  countries: readonly PhoneCountry[];
  /** Lower-case ISO code. */
  value: string;
  onChange(countryCode: string): void;
}

/** The phone country, a native select: the picker every phone knows, searchable by typing the country's name. */
export function CountrySelect({ countries, value, onChange }: CountrySelectProps) {
  const { t } = useTranslation();
  // While the list loads (or if it failed) the picked country still shows, so the select never looks empty.
  const options = countries.some((country) => country.country_code === value)
    ? countries
    : [{ id: -1, name: value.toUpperCase(), country_code: value, tel_code: '' }, ...countries];
  return (
    <SelectField
      label={t('session_login_country_label')}
      value={value}
      autoComplete="country"
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((country) => (
        <option key={country.country_code} value={country.country_code}>
          {country.tel_code ? `${country.name} (+${country.tel_code})` : country.name}
        </option>
      ))}
    </SelectField>
  );
}
