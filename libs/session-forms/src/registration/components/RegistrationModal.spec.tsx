import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { registrationTextOf as textOf, withRegistrationTexts } from '../../testing/registration-texts';
import { EMPTY_REGISTRATION_FIELDS } from '../domain/registration-fields';
import type { RegistrationFailure } from '../domain/registration-failure';
import type { RegistrationFormProps } from './RegistrationForm';
import { RegistrationModal, type RegistrationModalProps } from './RegistrationModal';

const russia = { id: 1, code: 'ru', telCode: '7', name: 'Россия' };

function formProps(more: Partial<RegistrationFormProps> = {}): RegistrationFormProps {
  return {
    types: ['one-click', 'phone', 'full', 'social'],
    type: 'one-click',
    onTypeChange: vi.fn(),
    fields: { ...EMPTY_REGISTRATION_FIELDS, country: russia },
    onFieldChange: vi.fn(),
    countries: [russia, { id: 66, code: 'gb', telCode: '44', name: 'United Kingdom' }],
    onCountryChange: vi.fn(),
    currency: 'RUB',
    bonus: 0,
    onBonusChange: vi.fn(),
    socialNetworks: ['vk', 'google'],
    social: null,
    socialStarting: null,
    onSocialNetworkChosen: vi.fn(),
    problems: [],
    failure: null,
    submitting: false,
    onSubmit: vi.fn(),
    ...more,
  };
}

function renderModal(more: Partial<RegistrationModalProps> = {}, language: 'ru' | 'en' = 'en') {
  const props: RegistrationModalProps = { open: true, onClose: vi.fn(), step: 'form', form: formProps(), ...more };
  render(withRegistrationTexts(<RegistrationModal {...props} />, language));
  return { props, dialog: screen.getByRole('dialog', { name: textOf('session_registration_title', language) }) };
}

describe('RegistrationModal', () => {
  it.each(['ru', 'en'] as const)(
    '[SES-042] [SES-043] offers the types, the bonus choice and the submit in %s',
    (language) => {
      const { dialog } = renderModal({}, language);
      const types = within(dialog).getByRole('group', { name: textOf('session_registration_types', language) });
      expect(
        within(types)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(
        [
          'session_registration_type_one_click',
          'session_registration_type_phone',
          'session_registration_type_full',
          'session_registration_type_social',
        ].map((key) => textOf(key, language)),
      );
      const bonus = within(dialog).getByRole('group', { name: textOf('session_registration_bonus', language) });
      expect(
        within(bonus)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual([0, 1, 2].map((id) => textOf(`session_registration_bonus_${id}`, language)));
      expect(
        within(bonus).getByRole('radio', { name: textOf('session_registration_bonus_0', language) }),
      ).toBeChecked();
      expect(
        within(dialog).getByRole('button', { name: textOf('session_registration_submit', language) }),
      ).toBeInTheDocument();
    },
  );

  it('[SES-042] each type asks for its own fields', () => {
    const { unmount } = render(
      withRegistrationTexts(
        <RegistrationModal open onClose={vi.fn()} step="form" form={formProps({ type: 'full' })} />,
      ),
    );
    expect(screen.getByLabelText(textOf('session_registration_email'))).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(textOf('session_registration_password'))).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    unmount();

    const phone = render(
      withRegistrationTexts(
        <RegistrationModal open onClose={vi.fn()} step="form" form={formProps({ type: 'phone' })} />,
      ),
    );
    expect(screen.getByLabelText(textOf('session_registration_phone'))).toHaveAttribute('type', 'tel');
    expect(screen.getByText('+7')).toBeInTheDocument();
    expect(screen.queryByLabelText(textOf('session_registration_email'))).toBeNull();
    phone.unmount();

    const social = render(
      withRegistrationTexts(
        <RegistrationModal open onClose={vi.fn()} step="form" form={formProps({ type: 'social' })} />,
      ),
    );
    expect(
      screen.getByRole('button', { name: textOf('session_registration_social_with', 'en', { network: 'VK' }) }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: textOf('session_registration_social_with', 'en', { network: 'Google' }) }),
    ).toBeInTheDocument();
    // Nothing to submit before the network has answered.
    expect(screen.queryByRole('button', { name: textOf('session_registration_submit') })).toBeNull();
    social.unmount();

    renderModal();
    expect(screen.getByText(textOf('session_registration_one_click_text'))).toBeInTheDocument();
    expect(screen.queryByLabelText(textOf('session_registration_password'))).toBeNull();
  });

  it('[SES-042] [SES-043] the switcher, bonus, fields and submit report what the player did', async () => {
    const user = userEvent.setup();
    const form = formProps({ type: 'full' });
    renderModal({ form });
    await user.click(screen.getByRole('radio', { name: textOf('session_registration_type_phone') }));
    expect(form.onTypeChange).toHaveBeenCalledWith('phone');
    await user.click(screen.getByRole('radio', { name: textOf('session_registration_bonus_2') }));
    expect(form.onBonusChange).toHaveBeenCalledWith(2);
    await user.type(screen.getByLabelText(textOf('session_registration_email')), 'a');
    expect(form.onFieldChange).toHaveBeenCalledWith('email', 'a');
    await user.selectOptions(screen.getByLabelText(textOf('session_registration_country')), 'United Kingdom');
    expect(form.onCountryChange).toHaveBeenCalledWith({ id: 66, code: 'gb', telCode: '44', name: 'United Kingdom' });
    await user.click(screen.getByRole('button', { name: textOf('session_registration_submit') }));
    expect(form.onSubmit).toHaveBeenCalledTimes(1);
  });

  it.each<[RegistrationFailure, string]>([
    [{ reason: 'already-registered' }, 'session_registration_error_already_registered'],
    [{ reason: 'registration-disabled' }, 'session_registration_error_disabled'],
    [{ reason: 'invalid-field', field: null }, 'session_registration_error_invalid_field'],
    [{ reason: 'network' }, 'session_registration_error_network'],
    [{ reason: 'unknown' }, 'session_registration_error_generic'],
    [{ reason: 'captcha', silent: false }, 'session_registration_error_captcha'],
  ])('announces the failure %j', (failure, key) => {
    renderModal({ form: formProps({ failure }) });
    expect(screen.getByRole('alert')).toHaveTextContent(textOf(key));
  });

  it('a captcha given up on stops the form without a message', () => {
    renderModal({ form: formProps({ failure: { reason: 'captcha', silent: true } }) });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks each field with its problem', () => {
    renderModal({
      form: formProps({
        type: 'full',
        problems: [
          { field: 'email', problem: 'invalid' },
          { field: 'password', problem: 'too-short' },
        ],
      }),
    });
    expect(screen.getByLabelText(textOf('session_registration_email'))).toHaveAccessibleDescription(
      textOf('session_registration_email_invalid'),
    );
    expect(screen.getByLabelText(textOf('session_registration_password'))).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(textOf('session_registration_password_short', 'en', { min: 8 }))).toBeInTheDocument();
  });

  it('while sending, the submit says so and cannot be pressed again', () => {
    renderModal({ form: formProps({ submitting: true }) });
    expect(screen.getByRole('button', { name: textOf('session_registration_submitting') })).toBeDisabled();
  });

  it('says so when nothing is offered', () => {
    renderModal({ form: formProps({ types: [], type: null }) });
    expect(screen.getByText(textOf('session_registration_nothing_offered'))).toBeInTheDocument();
  });

  it('closes by its × and Escape, not by a click beside it', async () => {
    const user = userEvent.setup();
    const { props } = renderModal();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(props.onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: textOf('ui_close') }));
    expect(props.onClose).toHaveBeenCalledTimes(2);
  });
});
