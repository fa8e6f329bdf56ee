import { useLazyTexts } from '@kickoff/store';
import { Button, Notice } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { updateNoticeResources } from './update-resources';

export interface UpdateNoticeProps {
  /** The page reload callback (`location.reload()` in the app). */
  reload: () => void;
  /** Shows a close button; without it the notice stays until the page reloads. */
  onClose?: () => void;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * SR-099 / SR-100: a new version of the site is available, reload to continue with it. Non-modal and polite
 * (`role="status"`): the visitor may finish a bet first, nothing is lost by waiting.
 */
export function UpdateNotice({ reload, onClose, headingLevel, className }: UpdateNoticeProps) {
  useLazyTexts(updateNoticeResources);
  const { t } = useTranslation();
  return (
    <Notice
      tone="info"
      title={t('main_update_notify_title_text')}
      headingLevel={headingLevel}
      className={className}
      onClose={onClose}
      actions={<Button onClick={reload}>{t('shell_update_reload')}</Button>}
    >
      {t('main_update_notify_content_text')}
    </Notice>
  );
}
