import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { registrationTextOf as textOf, withRegistrationTexts } from '../../testing/registration-texts';
import { CredentialsSaving, type CredentialsSavingProps } from './CredentialsSaving';

const credentials = { login: '123456789', password: 'abcd2345' };

function renderSaving(more: Partial<CredentialsSavingProps> = {}) {
  const props: CredentialsSavingProps = { credentials, saving: null, onSave: vi.fn(), onDone: vi.fn(), ...more };
  render(withRegistrationTexts(<CredentialsSaving {...props} />));
  return props;
}

describe('CredentialsSaving', () => {
  it('[SES-044] shows the login and password and the options 0 file, 1 image, 2 e-mail', () => {
    renderSaving();
    expect(screen.getByText('123456789')).toBeInTheDocument();
    expect(screen.getByText('abcd2345')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: textOf('session_registration_save_how') });
    expect([...group.querySelectorAll('input')].map((input) => input.value)).toEqual(['0', '1', '2']);
    expect(screen.getByRole('radio', { name: textOf('session_registration_save_0') })).toBeChecked();
  });

  it('[SES-044] saves by the chosen option; by e-mail with the address typed', async () => {
    const user = userEvent.setup();
    const props = renderSaving();
    await user.click(screen.getByRole('button', { name: textOf('session_registration_save_download') }));
    expect(props.onSave).toHaveBeenLastCalledWith(0, undefined);
    await user.click(screen.getByRole('radio', { name: textOf('session_registration_save_1') }));
    await user.click(screen.getByRole('button', { name: textOf('session_registration_save_download') }));
    expect(props.onSave).toHaveBeenLastCalledWith(1, undefined);
    await user.click(screen.getByRole('radio', { name: textOf('session_registration_save_2') }));
    await user.type(screen.getByLabelText(textOf('session_registration_save_email')), 'me@example.com');
    await user.click(screen.getByRole('button', { name: textOf('session_registration_save_send') }));
    expect(props.onSave).toHaveBeenLastCalledWith(2, 'me@example.com');
    await user.click(screen.getByRole('button', { name: textOf('session_registration_done') }));
    expect(props.onDone).toHaveBeenCalledTimes(1);
  });

  it('tells how the saving went', () => {
    const { rerender } = render(
      withRegistrationTexts(
        <CredentialsSaving
          credentials={credentials}
          saving={{ option: 2, status: 'saved', email: 'me@example.com' }}
          onSave={vi.fn()}
          onDone={vi.fn()}
        />,
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      textOf('session_registration_saved_2', 'en', { email: 'me@example.com' }),
    );
    rerender(
      withRegistrationTexts(
        <CredentialsSaving
          credentials={credentials}
          saving={{ option: 1, status: 'failed', email: null }}
          onSave={vi.fn()}
          onDone={vi.fn()}
        />,
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(textOf('session_registration_save_failed'));
  });
});
