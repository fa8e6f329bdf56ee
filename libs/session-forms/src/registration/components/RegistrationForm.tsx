import type { RegistrationBonus, RegistrationType, SocialNetwork } from '@kickoff/platform-api';
import { Button, RadioGroup, TextField } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import type { RegistrationFailure } from '../domain/registration-failure';
import type {
  RegistrationCountry,
  RegistrationField,
  RegistrationFieldProblem,
  RegistrationFields,
  SocialAuthorization,
} from '../domain/registration-fields';
import { BonusChoice } from './BonusChoice';
import { CountrySelect } from './CountrySelect';
import { fieldProblemText } from './field-problem-text';
import styles from './Registration.module.css';
import { RegistrationFailureMessage } from './RegistrationFailureMessage';
import { type EditableRegistrationField, RegistrationTypeFields } from './RegistrationTypeFields';
import { PostableForm } from '../../no-script/PostableForm';

const TYPE_TEXT = {
  'one-click': 'session_registration_type_one_click',
  phone: 'session_registration_type_phone',
  full: 'session_registration_type_full',
  social: 'session_registration_type_social',
} as const;

export interface RegistrationFormProps {
  /** The offered types (site config ∩ known, SES-042); empty = registration offers nothing now. */
  types: readonly RegistrationType[];
  type: RegistrationType | null;
  onTypeChange(type: RegistrationType): void;
  fields: RegistrationFields;
  onFieldChange(field: EditableRegistrationField, value: string): void;
  countries: readonly RegistrationCountry[];
  /** The country list could not be loaded: registration cannot be sent without a country. */
  countriesFailed?: boolean;
  onCountryChange(country: RegistrationCountry): void;
  currency: string;
  bonus: RegistrationBonus;
  onBonusChange(bonus: RegistrationBonus): void;
  socialNetworks: readonly SocialNetwork[];
  social: SocialAuthorization | null;
  socialStarting: SocialNetwork | null;
  onSocialNetworkChosen(network: SocialNetwork): void;
  problems: readonly RegistrationFieldProblem[];
  failure: RegistrationFailure | null;
  submitting: boolean;
  onSubmit(): void;
}

/** The registration form of the modal and of the registration page: type switcher, the type's fields, bonus, submit. */
export function RegistrationForm(props: RegistrationFormProps) {
  const { t } = useTranslation();
  const { types, type, fields, problems, submitting } = props;
  if (!type || types.length === 0) return <p className={styles.text}>{t('session_registration_nothing_offered')}</p>;
  const problemOf = (field: RegistrationField) => problems.find((problem) => problem.field === field)?.problem;
  const waitsForNetwork = type === 'social' && !props.social;
  return (
    <PostableForm
      form="registration"
      className={styles.form}
      noValidate
      aria-busy={submitting || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      {types.length > 1 ? (
        <RadioGroup<RegistrationType>
          legend={t('session_registration_types')}
          value={type}
          onChange={props.onTypeChange}
          options={types.map((value) => ({ value, label: t(TYPE_TEXT[value]), disabled: submitting }))}
        />
      ) : null}
      <RegistrationFailureMessage failure={props.failure} />
      <RegistrationTypeFields
        type={type}
        fields={fields}
        problemOf={problemOf}
        onFieldChange={props.onFieldChange}
        socialNetworks={props.socialNetworks}
        social={props.social}
        socialStarting={props.socialStarting}
        onSocialNetworkChosen={props.onSocialNetworkChosen}
        disabled={submitting}
      />
      {waitsForNetwork ? null : (
        <>
          <CountrySelect
            countries={props.countries}
            value={fields.country}
            onChange={props.onCountryChange}
            disabled={submitting}
            error={
              props.countriesFailed
                ? t('session_registration_countries_failed')
                : fieldProblemText(t, 'country', problemOf('country'))
            }
          />
          <p className={styles.muted}>{t('session_registration_currency', { currency: props.currency })}</p>
          <BonusChoice value={props.bonus} onChange={props.onBonusChange} disabled={submitting} />
          <TextField
            label={t('session_registration_promo_code')}
            name="promo_code"
            autoComplete="off"
            value={fields.promoCode}
            error={fieldProblemText(t, 'promoCode', problemOf('promoCode'))}
            disabled={submitting}
            onChange={(event) => props.onFieldChange('promoCode', event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={submitting}>
              {submitting ? t('session_registration_submitting') : t('session_registration_submit')}
            </Button>
          </div>
        </>
      )}
    </PostableForm>
  );
}
