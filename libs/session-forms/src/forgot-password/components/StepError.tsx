import { Notice } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';

/** The failure the player can do nothing about but try again (network, server, a malformed answer). */
export function StepError() {
  const { t } = useTranslation();
  return (
    <Notice tone="error" headingLevel={3}>
      {t('session_forgot_generic')}
    </Notice>
  );
}
