import { CREDENTIAL_SAVING } from '@kickoff/platform-api';
import { Button, Notice, RadioGroup, TextField } from '@kickoff/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CREDENTIAL_SAVING_OPTIONS, type CredentialSavingOption } from '../domain/registration-choices';
import type { CredentialSaving, GeneratedCredentials } from '../state/registration-slice';
import styles from './Registration.module.css';

export interface CredentialsSavingProps {
  credentials: GeneratedCredentials;
  /** The last saving asked for and how it went. */
  saving: CredentialSaving | null;
  onSave(option: CredentialSavingOption, email?: string): void;
  onDone(): void;
}

function SavingStatus({ saving }: { saving: CredentialSaving | null }) {
  const { t } = useTranslation();
  if (!saving || saving.status === 'invalid-email') return null;
  if (saving.status === 'failed')
    return (
      <Notice tone="error" className={styles.message}>
        {t('session_registration_save_failed')}
      </Notice>
    );
  const text =
    saving.status === 'saving'
      ? t('session_registration_saving')
      : t(`session_registration_saved_${saving.option}`, { email: saving.email ?? '' });
  return (
    <Notice tone={saving.status === 'saved' ? 'success' : 'info'} className={styles.message}>
      {text}
    </Notice>
  );
}

/** SES-044: the one-click login and password, and the three ways to keep them: file, picture, e-mail. */
export function CredentialsSaving({ credentials, saving, onSave, onDone }: CredentialsSavingProps) {
  const { t } = useTranslation();
  const [option, setOption] = useState<CredentialSavingOption>(CREDENTIAL_SAVING.file);
  const [email, setEmail] = useState('');
  const busy = saving?.status === 'saving';
  const byEmail = option === CREDENTIAL_SAVING.email;
  return (
    <div className={styles.form}>
      <p className={styles.text}>{t('session_registration_credentials_text')}</p>
      <dl className={styles.credentials}>
        <dt>{t('session_registration_credentials_login')}</dt>
        <dd>{credentials.login}</dd>
        <dt>{t('session_registration_credentials_password')}</dt>
        <dd>{credentials.password}</dd>
      </dl>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave(option, byEmail ? email : undefined);
        }}
      >
        <RadioGroup<CredentialSavingOption>
          legend={t('session_registration_save_how')}
          value={option}
          onChange={setOption}
          options={CREDENTIAL_SAVING_OPTIONS.map((value) => ({
            value,
            label: t(`session_registration_save_${value}`),
          }))}
        />
        {byEmail ? (
          <TextField
            label={t('session_registration_save_email')}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            error={
              saving?.option === CREDENTIAL_SAVING.email && saving.status === 'invalid-email'
                ? t('session_registration_email_invalid')
                : undefined
            }
            onChange={(event) => setEmail(event.target.value)}
          />
        ) : null}
        <SavingStatus saving={saving} />
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" disabled={busy}>
            {byEmail ? t('session_registration_save_send') : t('session_registration_save_download')}
          </Button>
          <Button onClick={onDone}>{t('session_registration_done')}</Button>
        </div>
      </form>
    </div>
  );
}
