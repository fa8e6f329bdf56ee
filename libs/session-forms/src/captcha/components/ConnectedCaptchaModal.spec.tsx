import { ANALYTICS_EVENT } from '@kickoff/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, beforeEach } from 'vitest';
import { createCaptchaSite, demoCaptchaAnswer } from '../../testing/captcha-site';
import { overridablePlatform } from '@kickoff/testing';
import { captchaOneTapTextOf as textOf, withCaptchaOneTapTexts } from '../../testing/with-captcha-one-tap-texts';
import { ConnectedCaptchaModal } from './ConnectedCaptchaModal';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

function renderOverPlatform() {
  const h = createCaptchaSite(platform.mock);
  render(
    withCaptchaOneTapTexts(
      <Provider store={h.store}>
        <ConnectedCaptchaModal />
      </Provider>,
    ),
  );
  return h;
}

describe('ConnectedCaptchaModal', () => {
  it('[API-011] [SES-029] [SES-028] signing in as `captcha` opens the question captcha; the solved answer lets the retried login through', async () => {
    const user = userEvent.setup();
    const h = renderOverPlatform();
    expect(screen.queryByRole('dialog')).toBeNull();

    const signIn = h.signIn('captcha');
    const dialog = await screen.findByRole('dialog', { name: textOf('session_captcha_title') });
    expect(dialog).toHaveAccessibleDescription(textOf('session_captcha_hint_question'));
    const challenge = await screen.findByText(/^Type \d{4}$/);
    await user.type(
      screen.getByRole('textbox', { name: textOf('session_captcha_answer') }),
      demoCaptchaAnswer(challenge.textContent ?? ''),
    );
    await user.click(screen.getByRole('button', { name: textOf('session_captcha_submit') }));

    await expect(signIn).resolves.toMatchObject({ data: { user_id: expect.any(Number) } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(h.tracked.map((event) => event.id)).toEqual([ANALYTICS_EVENT.captchaSuccess]);
    h.stop();
  });

  it('[SES-029] a wrong answer shows the error and a new challenge; the modal stays open', async () => {
    const user = userEvent.setup();
    const h = renderOverPlatform();
    void h.signIn('captcha');
    const first = (await screen.findByText(/^Type \d{4}$/)).textContent;
    await user.type(screen.getByRole('textbox', { name: textOf('session_captcha_answer') }), '0000');
    await user.click(screen.getByRole('button', { name: textOf('session_captcha_submit') }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong captcha answer');
    await waitFor(() => expect(screen.getByText(/^Type \d{4}$/).textContent).not.toBe(first));
    expect(screen.getByRole('textbox', { name: textOf('session_captcha_answer') })).toHaveValue('');
    expect(h.tracked.map((event) => event.id)).toEqual([ANALYTICS_EVENT.captchaFail]);
    h.stop();
  });
});
