import { Button, Modal, Notice, TextField } from '@kickoff/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_BODIES } from './captcha-bodies';
import type { CaptchaContent } from '../domain/captcha-challenge';
import { formatCountdown } from '../domain/captcha-countdown';
import type { CaptchaKind } from '../domain/captcha-kinds';
import type { CaptchaNotice } from '../state/captcha-slice';
import { CaptchaChallengeView } from './CaptchaChallengeView';
import styles from './CaptchaModal.module.css';

export interface CaptchaModalProps {
  open: boolean;
  /** The kind the sign-in error code opened (SES-028): decides the instruction and the keyboard. */
  kind: CaptchaKind;
  /** Null while a challenge is on its way. */
  challenge: CaptchaContent | null;
  /** Seconds the challenge stays valid (SES-031); null shows no countdown. */
  secondsLeft: number | null;
  /** The answer is being checked. */
  checking?: boolean;
  notice: CaptchaNotice | null;
  onSubmit: (answer: string) => void;
  /** SES-030: the "new challenge" button. */
  onNewChallenge: () => void;
  /** Escape or the close button: the request that needed the captcha stops silently. */
  onClose: () => void;
}

function NoticeText({ notice }: { notice: CaptchaNotice }) {
  const { t } = useTranslation();
  if (notice.kind === 'expired') return <Notice tone="info">{t('session_captcha_expired')}</Notice>;
  const text =
    notice.kind === 'wrong' ? (notice.message ?? t('session_captcha_wrong')) : t('session_captcha_check_failed');
  return <Notice tone="error">{text}</Notice>;
}

/** The captcha a sign-in asked for (MOD-018): one body per kind, the countdown, a new-challenge button. */
export function CaptchaModal({
  open,
  kind,
  challenge,
  secondsLeft,
  checking = false,
  notice,
  onSubmit,
  onNewChallenge,
  onClose,
}: CaptchaModalProps) {
  const { t } = useTranslation();
  const body = CAPTCHA_BODIES[kind];
  const challengeId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState('');
  // A new challenge wants a new answer.
  const [answered, setAnswered] = useState(challenge);
  if (answered !== challenge) {
    setAnswered(challenge);
    setAnswer('');
  }
  const ready = challenge !== null && !checking;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && answer.trim() !== '') onSubmit(answer.trim());
  };

  return (
    <Modal
      open={open}
      size="small"
      title={t('session_captcha_title')}
      description={t(body.hint)}
      onClose={onClose}
      closeOnBackdropClick={false}
      initialFocusRef={inputRef}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {notice && <NoticeText notice={notice} />}
        <CaptchaChallengeView kind={kind} content={challenge} id={challengeId} />
        {secondsLeft !== null && challenge !== null && (
          <p role="timer" className={styles.timer}>
            {t('session_captcha_time_left', { time: formatCountdown(secondsLeft) })}
          </p>
        )}
        <TextField
          ref={inputRef}
          label={t('session_captcha_answer')}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          inputMode={body.inputMode}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-describedby={challengeId}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onNewChallenge} disabled={!ready}>
            {t('session_captcha_new')}
          </Button>
          <Button type="submit" disabled={!ready || answer.trim() === ''}>
            {t('session_captcha_submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
