import { useTranslation } from 'react-i18next';
import type { CredentialsCard } from '../domain/credentials-card';
import type { GeneratedCredentials } from '../state/registration-slice';

/** The saved file's and picture's words, in the player's language. */
export function useCredentialsCard(credentials: GeneratedCredentials | null): CredentialsCard | null {
  const { t } = useTranslation();
  if (!credentials) return null;
  return {
    heading: t('session_registration_credentials_heading'),
    lines: [
      `${t('session_registration_credentials_login')}: ${credentials.login}`,
      `${t('session_registration_credentials_password')}: ${credentials.password}`,
    ],
    fileBaseName: t('session_registration_credentials_file_name'),
  };
}
