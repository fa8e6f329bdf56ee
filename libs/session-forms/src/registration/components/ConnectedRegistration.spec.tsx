import { ANALYTICS_EVENT } from '@kickoff/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, beforeEach } from 'vitest';
import { overridablePlatform } from '@kickoff/testing';
import { createRegistrationSite, type RegistrationSiteOptions } from '../../testing/registration-site';
import { registrationTextOf as textOf, withRegistrationTexts } from '../../testing/registration-texts';
import { openRegistration } from '../state/registration-slice';
import { finishRegistrationOffered } from '../state/registration-slice';
import { ConnectedFinishRegistrationModal } from './ConnectedFinishRegistrationModal';
import { ConnectedRegistrationForm } from './ConnectedRegistrationForm';
import { ConnectedRegistrationModal } from './ConnectedRegistrationModal';
import { isSignedInOn } from '../../testing/forms-site';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

/** The layout's modals over a real store and the platform mock, registration opened from a header button. */
async function openedFromHeader(options: RegistrationSiteOptions = {}) {
  const user = userEvent.setup();
  const s = createRegistrationSite(platform.mock, options);
  render(
    withRegistrationTexts(
      <Provider store={s.store}>
        <button type="button" onClick={() => s.store.dispatch(openRegistration())}>
          Register
        </button>
        <ConnectedRegistrationModal />
        <ConnectedFinishRegistrationModal />
      </Provider>,
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Register' }));
  const dialog = await screen.findByRole('dialog', { name: textOf('session_registration_title') });
  // The platform's countries arrive and the first is chosen.
  await waitFor(() => expect(within(dialog).getByLabelText(textOf('session_registration_country'))).toHaveValue('1'));
  return { user, s, dialog };
}

describe('registration in the page, over the platform mock', () => {
  it('[SES-042] [SES-044] one-click registration signs the player in and offers the credentials, saved to a file', async () => {
    const { user, s, dialog } = await openedFromHeader();
    await user.click(within(dialog).getByRole('button', { name: textOf('session_registration_submit') }));
    const credentials = await screen.findByRole('dialog', { name: textOf('session_registration_credentials_title') });
    expect(isSignedInOn(s)).toBe(true);
    const login = within(credentials).getByText(/^\d{9}$/);

    await user.click(within(credentials).getByRole('button', { name: textOf('session_registration_save_download') }));
    await waitFor(() =>
      expect(within(credentials).getByRole('status')).toHaveTextContent(textOf('session_registration_saved_0')),
    );
    expect(s.recorded.downloads).toEqual([
      expect.objectContaining({
        kind: 'text',
        fileName: `${textOf('session_registration_credentials_file_name')}.txt`,
      }),
    ]);
    expect(s.recorded.downloads[0]?.text).toContain(
      `${textOf('session_registration_credentials_login')}: ${login.textContent}`,
    );

    await user.click(within(credentials).getByRole('button', { name: textOf('session_registration_done') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(s.recorded.tracked).toEqual([]);
  });

  it('e-mail registration of an address taken already shows "already registered" (140)', async () => {
    // A player whose login is this address exists on the platform.
    platform.mock.patchState({ users: { 'taken@example.com': {} } });
    const { user, dialog, s } = await openedFromHeader();
    await user.click(within(dialog).getByRole('radio', { name: textOf('session_registration_type_full') }));
    await user.type(within(dialog).getByLabelText(textOf('session_registration_email')), 'taken@example.com');
    await user.type(within(dialog).getByLabelText(textOf('session_registration_password')), 'other-pass-1');
    await user.click(within(dialog).getByRole('button', { name: textOf('session_registration_submit') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      textOf('session_registration_error_already_registered'),
    );
    expect(isSignedInOn(s)).toBe(false);
  });

  it('[SES-041] closing the modal with its × while anonymous tracks registration-leave', async () => {
    const { user, s, dialog } = await openedFromHeader();
    await user.click(within(dialog).getByRole('button', { name: textOf('ui_close') }));
    await waitFor(() => expect(s.recorded.tracked).toEqual([{ id: ANALYTICS_EVENT.registrationLeave }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[SES-046] the finish-registration modal shows for a pay-and-play account and "later" puts it away', async () => {
    const { user, s } = await openedFromHeader();
    await user.click(screen.getByRole('button', { name: textOf('ui_close') }));
    act(() => void s.store.dispatch(finishRegistrationOffered()));
    const finish = await screen.findByRole('dialog', { name: textOf('session_registration_finish_title') });
    await user.click(within(finish).getByRole('button', { name: textOf('session_registration_finish_later') }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the registration page shows the same form without a modal, the social account it came back with connected', async () => {
    const s = createRegistrationSite(platform.mock, { page: 'registration' });
    render(
      withRegistrationTexts(
        <Provider store={s.store}>
          <ConnectedRegistrationForm type="social" network="vk" code="demo-code:page-player" />
        </Provider>,
      ),
    );
    expect(
      await screen.findByText(textOf('session_registration_social_connected', 'en', { network: 'VK' })),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText(textOf('session_registration_country'))).toHaveValue('1'));
    await userEvent.setup().click(screen.getByRole('button', { name: textOf('session_registration_submit') }));
    await waitFor(() => expect(isSignedInOn(s)).toBe(true));
  });
});
