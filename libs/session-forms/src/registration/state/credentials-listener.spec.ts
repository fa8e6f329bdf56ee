import { authSendCredentials } from '@kickoff/platform-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { overridablePlatform } from '@kickoff/testing';
import { createRegistrationSite, type RegistrationSiteOptions } from '../../testing/registration-site';
import type { CredentialsCard } from '../domain/credentials-card';
import { registrationApi } from './registration-api';
import { openRegistration } from './registration-slice';
import { selectRegistration } from './registration-selectors';
import {
  credentialsSaveRequested,
  registrationClosed,
  registrationCountryChosen,
  registrationSubmitted,
} from './registration-slice';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

const card = (login: string, password: string): CredentialsCard => ({
  heading: 'Your login details',
  lines: [`Login: ${login}`, `Password: ${password}`],
  fileBaseName: 'login-details',
});

/** A one-click registration done for real, the modal on its credentials step. */
async function registeredOneClick(options: RegistrationSiteOptions = {}) {
  const s = createRegistrationSite(platform.mock, options);
  s.store.dispatch(openRegistration());
  const countries = await s.store.dispatch(registrationApi.endpoints.registrationCountries.initiate());
  s.store.dispatch(
    registrationCountryChosen(countries.data?.[0] ?? { id: 1, code: 'ru', telCode: '7', name: 'Россия' }),
  );
  s.store.dispatch(registrationSubmitted());
  await vi.waitFor(() => expect(selectRegistration(s.store.getState()).step).toBe('credentials'));
  const credentials = selectRegistration(s.store.getState()).credentials;
  if (!credentials) throw new Error('no credentials offered');
  return { s, credentials, card: card(credentials.login, credentials.password) };
}

const savingOf = (s: ReturnType<typeof createRegistrationSite>) => selectRegistration(s.store.getState()).saving;

describe('saving the one-click credentials', () => {
  it('[SES-044] option 0 downloads a text file with the login and password', async () => {
    const { s, credentials, card } = await registeredOneClick();
    s.store.dispatch(credentialsSaveRequested({ option: 0, card }));
    await vi.waitFor(() => expect(savingOf(s)).toEqual({ option: 0, status: 'saved', email: null }));
    expect(s.recorded.downloads).toEqual([
      {
        kind: 'text',
        fileName: 'login-details.txt',
        text: `Your login details\r\n\r\nLogin: ${credentials.login}\r\nPassword: ${credentials.password}\r\n`,
      },
    ]);
  });

  it('[SES-044] option 1 downloads a PNG picture of the card', async () => {
    const { s, card } = await registeredOneClick();
    s.store.dispatch(credentialsSaveRequested({ option: 1, card }));
    await vi.waitFor(() => expect(savingOf(s)?.status).toBe('saved'));
    expect(s.recorded.downloads).toEqual([{ kind: 'image', fileName: 'login-details.png', card }]);
  });

  it('[SES-044] option 2 has the platform mail them to the given address', async () => {
    const { s, credentials, card } = await registeredOneClick();
    s.store.dispatch(credentialsSaveRequested({ option: 2, email: ' me@example.com ', card }));
    await vi.waitFor(() => expect(savingOf(s)).toEqual({ option: 2, status: 'saved', email: 'me@example.com' }));
    expect(platform.mock.requests('authSendCredentials').at(-1)?.body).toEqual({ email: 'me@example.com' });
    const mails = platform.mock.snapshot()['sentMails'] as { to: string; login: string; password: string }[];
    expect(mails).toEqual([
      expect.objectContaining({ to: 'me@example.com', login: credentials.login, password: credentials.password }),
    ]);
  });

  it('[SES-044] option 2 with no usable address sends nothing and marks the field', async () => {
    const { s, card } = await registeredOneClick();
    s.store.dispatch(credentialsSaveRequested({ option: 2, email: 'me-at-home', card }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(savingOf(s)).toEqual({ option: 2, status: 'invalid-email', email: 'me-at-home' });
    expect(platform.mock.requests('authSendCredentials')).toHaveLength(0);
  });

  it('a saving that fails says so, is logged, and another way can be tried', async () => {
    const { s, card } = await registeredOneClick({ failDownloads: true });
    s.store.dispatch(credentialsSaveRequested({ option: 1, card }));
    await vi.waitFor(() => expect(savingOf(s)?.status).toBe('failed'));
    expect(s.logMessages()).toContain('registration: saving the credentials failed');

    platform.use(http.post(`*${authSendCredentials.path}`, () => HttpResponse.json({ success: false })));
    s.store.dispatch(credentialsSaveRequested({ option: 2, email: 'me@example.com', card }));
    await vi.waitFor(() => expect(savingOf(s)).toMatchObject({ option: 2, status: 'failed' }));
  });

  it('closing the credentials step forgets them and, signed in now, tracks no registration-leave', async () => {
    const { s } = await registeredOneClick();
    s.store.dispatch(registrationClosed());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectRegistration(s.store.getState())).toMatchObject({ isOpen: false, step: 'form', credentials: null });
    expect(s.recorded.tracked).toEqual([]);
  });
});
