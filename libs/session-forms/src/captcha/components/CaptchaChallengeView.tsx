import { Preloader } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import type { CaptchaContent } from '../domain/captcha-challenge';
import type { CaptchaKind } from '../domain/captcha-kinds';
import styles from './CaptchaModal.module.css';

export interface CaptchaChallengeViewProps {
  kind: CaptchaKind;
  /** Null while a challenge is on its way. */
  content: CaptchaContent | null;
  id?: string;
}

/** The challenge itself: the picture of a picture kind, the text of a question or sum. */
export function CaptchaChallengeView({ kind, content, id }: CaptchaChallengeViewProps) {
  const { t } = useTranslation();
  return (
    <div id={id} className={styles.challenge} data-kind={kind}>
      {content === null ? (
        <Preloader label={t('session_captcha_loading')} />
      ) : content.kind === 'picture' ? (
        <img className={styles.picture} src={content.src} alt={t('session_captcha_picture_alt')} />
      ) : (
        <p className={styles.text}>{content.text}</p>
      )}
    </div>
  );
}
