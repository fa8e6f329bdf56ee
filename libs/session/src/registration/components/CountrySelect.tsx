import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationCountry } from '../domain/registration-fields';
import styles from './Registration.module.css';

export interface CountrySelectProps {
  countries: readonly RegistrationCountry[];
  value: RegistrationCountry | null;
  onChange(country: RegistrationCountry): void;
  error?: string;
  disabled?: boolean;
}

/** A native select, labelled like the ui fields, so every browser and screen reader knows it. */
export function CountrySelect({ countries, value, onChange, error, disabled }: CountrySelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('session_registration_country')}
      </label>
      <select
        id={id}
        className={[styles.select, error ? styles.selectInvalid : ''].filter(Boolean).join(' ')}
        value={value ? String(value.id) : ''}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
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
      </select>
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
