import { useDispatch, useSelector } from 'react-redux';
import { selectCaptcha } from '../state/captcha-selectors';
import { captchaAnswerSubmitted, captchaClosed, captchaNewChallengeRequested } from '../state/captcha-slice';
import { CaptchaModal } from './CaptchaModal';

/** The captcha modal as the layout mounts it once: open while a sign-in waits for a captcha. */
export function ConnectedCaptchaModal() {
  const captcha = useSelector(selectCaptcha);
  const dispatch = useDispatch();
  if (captcha.phase === 'closed' || captcha.kind === null) return null;
  return (
    <CaptchaModal
      open
      kind={captcha.kind}
      challenge={captcha.challenge?.content ?? null}
      secondsLeft={captcha.secondsLeft}
      checking={captcha.phase === 'validating'}
      notice={captcha.notice}
      onSubmit={(answer) => dispatch(captchaAnswerSubmitted(answer))}
      onNewChallenge={() => dispatch(captchaNewChallengeRequested())}
      onClose={() => dispatch(captchaClosed())}
    />
  );
}
