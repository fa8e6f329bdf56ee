import type { Timers } from '@kickoff/runtime';
import { useLazyTexts } from '@kickoff/store';
import { Alert } from '@kickoff/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { logoutResources } from './logout-resources';

export interface LogoutConfirmationProps {
  open: boolean;
  /** The logout callback (session's logout, SES-013 … SES-017). The owner also closes the modal. */
  onConfirm: () => void;
  /** Cancel, Escape, ×, an outside click or the auto-close timer: the owner closes the modal, the session stays. */
  onCancel: () => void;
  /** Opt-in auto-close (SR-102, `MODAL_AUTO_CLOSE_MS`); running out counts as cancel. */
  autoCloseMs?: number;
  timers?: Timers;
}

/**
 * "Are you sure you want to log out?" (`header_you_sure`) with confirm and cancel. Focus starts on cancel, the
 * less destructive answer. Only the first answer of an opening counts: an owner that keeps the modal open
 * while the logout request runs must not get a second logout from a double click, nor a cancel after it.
 */
export function LogoutConfirmation({ open, onConfirm, onCancel, autoCloseMs, timers }: LogoutConfirmationProps) {
  useLazyTexts(logoutResources);
  const { t } = useTranslation();
  const answered = useRef(false);
  useEffect(() => {
    if (open) answered.current = false;
  }, [open]);
  const answer = (callback: () => void) => () => {
    if (answered.current) return;
    answered.current = true;
    callback();
  };
  return (
    <Alert
      open={open}
      title={t('header_you_sure')}
      action={{ label: t('shell_logout_confirm'), onClick: answer(onConfirm) }}
      secondaryAction={{ label: t('shell_logout_cancel'), onClick: answer(onCancel) }}
      onClose={answer(onCancel)}
      autoCloseMs={autoCloseMs}
      timers={timers}
    />
  );
}
