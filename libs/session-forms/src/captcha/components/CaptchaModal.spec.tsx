import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captchaOneTapTextOf as textOf, withCaptchaOneTapTexts } from '../../testing/with-captcha-one-tap-texts';
import type { CaptchaContent } from '../domain/captcha-challenge';
import type { CaptchaKind } from '../domain/captcha-kinds';
import { CaptchaModal, type CaptchaModalProps } from './CaptchaModal';

const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function renderModal(props: Partial<CaptchaModalProps> = {}) {
  const handlers = { onSubmit: vi.fn(), onNewChallenge: vi.fn(), onClose: vi.fn() };
  const all: CaptchaModalProps = {
    open: true,
    kind: 'question',
    challenge: { kind: 'text', text: 'Type 4213' },
    secondsLeft: 600,
    notice: null,
    ...handlers,
    ...props,
  };
  const view = render(withCaptchaOneTapTexts(<CaptchaModal {...all} />));
  return {
    ...view,
    ...handlers,
    rerenderWith: (next: Partial<CaptchaModalProps>) =>
      view.rerender(withCaptchaOneTapTexts(<CaptchaModal {...all} {...next} />)),
  };
}

const bodies: [code: number, kind: CaptchaKind, content: CaptchaContent, hint: string, inputMode: string][] = [
  [100, 'picture-text', { kind: 'picture', src: PICTURE }, 'session_captcha_hint_picture_text', 'text'],
  [111, 'question', { kind: 'text', text: 'What colour is the sky?' }, 'session_captcha_hint_question', 'text'],
  [112, 'picture-math', { kind: 'picture', src: PICTURE }, 'session_captcha_hint_picture_math', 'numeric'],
  [113, 'text-math', { kind: 'text', text: '7 + 5 = ?' }, 'session_captcha_hint_text_math', 'numeric'],
];

describe('CaptchaModal', () => {
  it.each(bodies)(
    '[SES-028] code %i shows the %s body: its instruction, its challenge, its keyboard',
    (_code, kind, content, hint, inputMode) => {
      renderModal({ kind, challenge: content });
      const dialog = screen.getByRole('dialog', { name: textOf('session_captcha_title') });
      expect(dialog).toHaveAccessibleDescription(textOf(hint));
      if (content.kind === 'picture')
        expect(within(dialog).getByRole('img', { name: textOf('session_captcha_picture_alt') })).toHaveAttribute(
          'src',
          content.src,
        );
      else expect(within(dialog).getByText(content.text)).toBeVisible();
      expect(within(dialog).getByRole('textbox', { name: textOf('session_captcha_answer') })).toHaveAttribute(
        'inputmode',
        inputMode,
      );
    },
  );

  it('[SES-031] shows the time left as a countdown', () => {
    renderModal({ secondsLeft: 125 });
    expect(screen.getByRole('timer')).toHaveTextContent(textOf('session_captcha_time_left', 'en', { time: '2:05' }));
  });

  it('[SES-029] sends the trimmed answer; the answer field starts focused', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderModal();
    const field = screen.getByRole('textbox', { name: textOf('session_captcha_answer') });
    expect(field).toHaveFocus();
    await user.type(field, ' 4213 {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('4213');
  });

  it('[SES-029] shows the service’s error message after a wrong answer, else its own', () => {
    const { rerenderWith } = renderModal({ notice: { kind: 'wrong', message: 'Wrong captcha answer' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong captcha answer');
    rerenderWith({ notice: { kind: 'wrong', message: null } });
    expect(screen.getByRole('alert')).toHaveTextContent(textOf('session_captcha_wrong'));
  });

  it('[SES-030] asks for a new challenge with its button; while it loads nothing can be sent', async () => {
    const user = userEvent.setup();
    const { onNewChallenge, rerenderWith } = renderModal();
    await user.click(screen.getByRole('button', { name: textOf('session_captcha_new') }));
    expect(onNewChallenge).toHaveBeenCalledTimes(1);
    rerenderWith({ challenge: null, secondsLeft: null });
    expect(screen.getByRole('progressbar', { name: textOf('session_captcha_loading') })).toBeVisible();
    expect(screen.getByRole('button', { name: textOf('session_captcha_submit') })).toBeDisabled();
    expect(screen.getByRole('button', { name: textOf('session_captcha_new') })).toBeDisabled();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('a new challenge clears the old answer', async () => {
    const user = userEvent.setup();
    const { rerenderWith } = renderModal();
    const field = screen.getByRole('textbox', { name: textOf('session_captcha_answer') });
    await user.type(field, '1111');
    rerenderWith({ challenge: { kind: 'text', text: 'Type 9876' } });
    expect(field).toHaveValue('');
  });

  it('Escape and the close button close it (the request then stops silently); a click outside does not', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: textOf('ui_close') }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
