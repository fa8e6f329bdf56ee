import { useLazyTexts } from '@kickoff/store';
import { Alert } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { noticesResources } from './notices-resources';

export interface InactivityNoticeProps {
  open: boolean;
  /** OK, Escape, an outside click or the ×: the user has read it. */
  onDismiss: () => void;
}

/**
 * MOD-022 (SES-012): the last visit ended by auto logoff. Told once, on the next load; nothing to decide, so
 * every usual way of closing it counts as "read".
 */
export function InactivityNotice({ open, onDismiss }: InactivityNoticeProps) {
  useLazyTexts(noticesResources);
  const { t } = useTranslation();
  return (
    <Alert
      open={open}
      title={t('session_inactivity_title')}
      text={t('session_inactivity_text')}
      action={{ label: t('main_ok'), onClick: onDismiss }}
      onClose={onDismiss}
    />
  );
}
