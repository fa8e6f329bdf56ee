import { useLazyTexts } from '@kickoff/store';
import { Button, Modal } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { userConfigResources } from '../i18n/resources';

export interface VerificationModalProps {
  open: boolean;
  /** Where verification happens (`/{lng}/office/verification`). */
  verificationHref: string;
  onLater(): void;
}

/** MOD-027: asks a player whose config says so to verify before depositing. */
export function VerificationModal({ open, verificationHref, onLater }: VerificationModalProps) {
  useLazyTexts(userConfigResources);
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('user_config_verification_title')}
      description={t('user_config_verification_text')}
      onClose={onLater}
      size="small"
      actions={
        <>
          <a href={verificationHref}>{t('user_config_verification_go')}</a>
          <Button variant="secondary" onClick={onLater}>
            {t('user_config_verification_later')}
          </Button>
        </>
      }
    />
  );
}
