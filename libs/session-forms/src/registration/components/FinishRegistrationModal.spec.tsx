import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { registrationTextOf as textOf, withRegistrationTexts } from '../../testing/registration-texts';
import { FinishRegistrationModal, type FinishRegistrationModalProps } from './FinishRegistrationModal';

function renderFinish(more: Partial<FinishRegistrationModalProps> = {}, language: 'ru' | 'en' = 'en') {
  const props: FinishRegistrationModalProps = {
    open: true,
    email: '',
    password: '',
    problems: [],
    submitting: false,
    failed: false,
    onFieldChange: vi.fn(),
    onSubmit: vi.fn(),
    onLater: vi.fn(),
    ...more,
  };
  render(withRegistrationTexts(<FinishRegistrationModal {...props} />, language));
  return props;
}

describe('FinishRegistrationModal', () => {
  it.each(['ru', 'en'] as const)(
    '[SES-046] asks a pay-and-play player for an e-mail and a password (%s)',
    (language) => {
      renderFinish({}, language);
      const dialog = screen.getByRole('dialog', { name: textOf('session_registration_finish_title', language) });
      expect(dialog).toHaveAccessibleDescription(textOf('session_registration_finish_text', language));
      expect(screen.getByLabelText(textOf('session_registration_email', language))).toBeInTheDocument();
      expect(screen.getByLabelText(textOf('session_registration_password', language))).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: textOf('session_registration_finish_later', language) }),
      ).toBeInTheDocument();
    },
  );

  it('[SES-046] saves, or is put off by "later", the × or Escape', async () => {
    const user = userEvent.setup();
    const props = renderFinish();
    await user.type(screen.getByLabelText(textOf('session_registration_email')), 'x');
    expect(props.onFieldChange).toHaveBeenCalledWith('email', 'x');
    await user.click(screen.getByRole('button', { name: textOf('session_registration_finish_save') }));
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: textOf('session_registration_finish_later') }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: textOf('ui_close') }));
    expect(props.onLater).toHaveBeenCalledTimes(3);
  });

  it('says when it cannot be saved now', () => {
    renderFinish({ failed: true, problems: [{ field: 'password', problem: 'too-short' }] });
    expect(screen.getByText(textOf('session_registration_finish_failed'))).toBeInTheDocument();
    expect(screen.getByLabelText(textOf('session_registration_password'))).toHaveAttribute('aria-invalid', 'true');
  });
});
