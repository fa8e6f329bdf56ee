import { Button, Notice } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import type { OneTapStatus } from '../state/one-tap-slice';

export interface OneTapPromptViewProps {
  status: OneTapStatus;
  /** The client id is there (SES-033): the provider can be asked. */
  ready: boolean;
  onContinue: () => void;
  onDismiss: () => void;
  className?: string;
}

/** The one-tap card: what the visitor sees at each step; the provider's own UI opens on "continue". */
export function OneTapPromptView({ status, ready, onContinue, onDismiss, className }: OneTapPromptViewProps) {
  const { t } = useTranslation();
  if (status === 'redirecting') {
    return (
      <Notice tone="success" title={t('session_one_tap_title')} className={className}>
        {t('session_one_tap_redirecting')}
      </Notice>
    );
  }
  const working = status === 'working';
  return (
    <Notice
      tone={status === 'failed' ? 'warning' : 'info'}
      title={t('session_one_tap_title')}
      className={className}
      onClose={working ? undefined : onDismiss}
      actions={
        <Button onClick={onContinue} disabled={!ready || working} aria-busy={working || undefined}>
          {working ? t('session_one_tap_working') : t('session_one_tap_continue')}
        </Button>
      }
    >
      {status === 'failed' ? t('session_one_tap_failed') : t('session_one_tap_text')}
    </Notice>
  );
}
