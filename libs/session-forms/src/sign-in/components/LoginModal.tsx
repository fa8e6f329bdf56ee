import { Modal } from '@kickoff/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginForm, type LoginFormProps } from './LoginForm';

export interface LoginModalProps extends Omit<LoginFormProps, 'firstFieldRef' | 'labelledBy'> {
  open: boolean;
  /** Escape, a click outside or the ×: the owner closes it (a sign-in under way still finishes). */
  onClose(): void;
}

/** MOD-016, modal variant: the sign-in form over the page, its first field focused, focus kept inside. */
export function LoginModal({ open, onClose, ...form }: LoginModalProps) {
  const { t } = useTranslation();
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open={open}
      title={t('session_login_title')}
      size="medium"
      onClose={() => onClose()}
      initialFocusRef={firstField}
    >
      <LoginForm {...form} firstFieldRef={firstField} />
    </Modal>
  );
}
