import type { RegistrationType, SocialNetwork } from '@kickoff/platform-api';
import { Button, Notice, PasswordField, TextField } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import type {
  FieldProblem,
  RegistrationField,
  RegistrationFields,
  SocialAuthorization,
} from '../domain/registration-fields';
import { MIN_PASSWORD_LENGTH } from '../domain/registration-request';
import { fieldProblemText } from './field-problem-text';
import styles from './Registration.module.css';

export type EditableRegistrationField = 'email' | 'phone' | 'password' | 'promoCode';

export interface RegistrationTypeFieldsProps {
  type: RegistrationType;
  fields: RegistrationFields;
  problemOf(field: RegistrationField): FieldProblem | undefined;
  onFieldChange(field: EditableRegistrationField, value: string): void;
  socialNetworks: readonly SocialNetwork[];
  social: SocialAuthorization | null;
  socialStarting: SocialNetwork | null;
  onSocialNetworkChosen(network: SocialNetwork): void;
  disabled: boolean;
}

/** SES-042: what each registration type asks for. */
export function RegistrationTypeFields(props: RegistrationTypeFieldsProps) {
  const { t } = useTranslation();
  const { type, fields, problemOf, onFieldChange, disabled } = props;
  const password = (
    <PasswordField
      label={t('session_registration_password')}
      name="password"
      autoComplete="new-password"
      hint={t('session_registration_password_hint', { min: MIN_PASSWORD_LENGTH })}
      value={fields.password}
      error={fieldProblemText(t, 'password', problemOf('password'))}
      disabled={disabled}
      onChange={(event) => onFieldChange('password', event.target.value)}
    />
  );
  switch (type) {
    case 'one-click':
      return <p className={styles.text}>{t('session_registration_one_click_text')}</p>;
    case 'full':
      return (
        <>
          <TextField
            label={t('session_registration_email')}
            name="email"
            type="email"
            autoComplete="email"
            value={fields.email}
            error={fieldProblemText(t, 'email', problemOf('email'))}
            disabled={disabled}
            onChange={(event) => onFieldChange('email', event.target.value)}
          />
          {password}
        </>
      );
    case 'phone':
      return (
        <>
          <TextField
            label={t('session_registration_phone')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            prefix={fields.country ? `+${fields.country.telCode}` : undefined}
            value={fields.phone}
            error={fieldProblemText(t, 'phone', problemOf('phone'))}
            disabled={disabled}
            onChange={(event) => onFieldChange('phone', event.target.value)}
          />
          {password}
        </>
      );
    case 'social':
      return <SocialChoice {...props} />;
  }
}

function SocialChoice({
  socialNetworks,
  social,
  socialStarting,
  onSocialNetworkChosen,
  problemOf,
  disabled,
}: RegistrationTypeFieldsProps) {
  const { t } = useTranslation();
  if (social) {
    return (
      <Notice tone="success" className={styles.message}>
        {t('session_registration_social_connected', { network: t(`session_registration_network_${social.network}`) })}
      </Notice>
    );
  }
  const problem = fieldProblemText(t, 'social', problemOf('social'));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{t('session_registration_social_choose')}</legend>
      <ul className={styles.networks}>
        {socialNetworks.map((network) => {
          const name = t(`session_registration_network_${network}`);
          return (
            <li key={network}>
              <Button
                variant="secondary"
                disabled={disabled || socialStarting !== null}
                aria-busy={socialStarting === network || undefined}
                onClick={() => onSocialNetworkChosen(network)}
              >
                {socialStarting === network
                  ? t('session_registration_social_opening', { network: name })
                  : t('session_registration_social_with', { network: name })}
              </Button>
            </li>
          );
        })}
      </ul>
      {problem ? (
        <span className={styles.error} role="alert">
          {problem}
        </span>
      ) : null}
    </fieldset>
  );
}
