import { signedIn } from '@kickoff/contracts';
import { authRegister, decodeCredential } from '@kickoff/platform-api';
import { DEMO_PAY_AND_PLAY_PROMO } from '@kickoff/platform-mock';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { overridablePlatform } from '@kickoff/testing';
import { createRegistrationSite } from '../../testing/registration-site';
import type { RegistrationCountry } from '../domain/registration-fields';
import { registrationApi } from './registration-api';
import { openRegistration, registrationPageEntered } from './registration-slice';
import { selectRegistration, selectShouldOfferFinishRegistration } from './registration-selectors';
import { isSignedInOn, signedInUserOf } from '../../testing/forms-site';
import {
  registrationBonusChosen,
  registrationCountryChosen,
  registrationFieldChanged,
  registrationSubmitted,
  registrationTypeChosen,
  socialAuthorizationStarted,
} from './registration-slice';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

type TestStore = ReturnType<typeof createRegistrationSite>;

/** The modal open with the platform's first country chosen, as the connected form leaves it. */
async function openedForm(s: TestStore = createRegistrationSite(platform.mock)) {
  s.store.dispatch(openRegistration());
  const countries = await s.store.dispatch(registrationApi.endpoints.registrationCountries.initiate());
  const first = countries.data?.[0];
  if (!first) throw new Error('the mock offers no country');
  s.store.dispatch(registrationCountryChosen(first));
  return s;
}

const registered = (s: TestStore) =>
  vi.waitFor(() => expect(selectRegistration(s.store.getState()).submitting).toBe(false));
/** Registrations the platform looked at: the first one of a fresh device goes without a fingerprint and is retried with one (API-013). */
const registrations = () =>
  platform.mock.requests('authRegister').filter((request) => request.headers['x-fingerprint']);
const sentBodies = () => registrations().map((request) => request.body as Record<string, unknown>);

function fill(s: TestStore, values: Partial<Record<'email' | 'phone' | 'password' | 'promoCode', string>>) {
  for (const [field, value] of Object.entries(values))
    s.store.dispatch(registrationFieldChanged({ field: field as 'email', value }));
}

describe('registration over the platform', () => {
  it('[SES-042] [SES-044] one-click registration signs the player in and offers the generated credentials', async () => {
    const s = await openedForm();
    s.store.dispatch(registrationBonusChosen(1));
    s.store.dispatch(registrationSubmitted());
    await registered(s);

    expect(sentBodies()).toEqual([{ type: 'one-click', bonus: 1, currency: 'RUB', country_id: 1 }]);
    const registration = selectRegistration(s.store.getState());
    expect(registration).toMatchObject({ isOpen: true, step: 'credentials', failure: null });
    expect(registration.credentials?.login).toMatch(/^\d{9}$/);
    expect(registration.credentials?.password).toHaveLength(8);
    expect(isSignedInOn(s)).toBe(true);
    expect(s.actions).toContainEqual(signedIn({ userId: signedInUserOf(s) ?? -1, via: 'registration' }));
    // The answer with its token and password is not kept in the API cache.
    expect(JSON.stringify(s.store.getState().platformApi.mutations)).not.toContain(registration.credentials?.password);
  });

  it('[SES-042] e-mail registration posts the encoded password, signs the player in and closes the modal', async () => {
    const s = await openedForm();
    s.store.dispatch(registrationTypeChosen('full'));
    fill(s, { email: 'new.player@example.com', password: 'пароль-надёжный' });
    s.store.dispatch(registrationBonusChosen(2));
    s.store.dispatch(registrationSubmitted());
    await registered(s);

    const [body] = sentBodies();
    expect(body).toMatchObject({
      type: 'full',
      bonus: 2,
      email: 'new.player@example.com',
      currency: 'RUB',
      country_id: 1,
    });
    expect(body?.['password']).not.toBe('пароль-надёжный');
    expect(decodeCredential(String(body?.['password']))).toBe('пароль-надёжный');
    expect(selectRegistration(s.store.getState())).toMatchObject({
      isOpen: false,
      credentials: null,
      fields: { password: '' },
    });
    expect(s.actions.filter((action) => signedIn.match(action))).toEqual([
      signedIn({ userId: signedInUserOf(s) ?? -1, via: 'registration' }),
    ]);
    expect(s.recorded.tracked).toEqual([]);
  });

  it('[SES-042] phone registration sends the national digits and the phone country', async () => {
    const s = await openedForm();
    s.store.dispatch(registrationTypeChosen('phone'));
    fill(s, { phone: '912 345-67-01', password: 'secret-123' });
    s.store.dispatch(registrationSubmitted());
    await registered(s);
    expect(sentBodies()).toEqual([
      expect.objectContaining({ type: 'phone', phone_number: '9123456701', country_code: 'ru', bonus: 0 }),
    ]);
    expect(isSignedInOn(s)).toBe(true);
  });

  it('[SES-042] social registration: the network’s address is opened, its code registers the player on the registration page', async () => {
    const s = await openedForm();
    s.store.dispatch(registrationTypeChosen('social'));
    s.store.dispatch(socialAuthorizationStarted('vk'));
    await vi.waitFor(() => expect(s.recorded.openedUrls).toHaveLength(1));
    expect(s.recorded.openedUrls[0]).toMatch(/^https:\/\/oauth\.kickoff\.test\/vk\/authorize\?lng=en/);

    s.setPage('registration');
    s.store.dispatch(registrationPageEntered({ type: 'social', network: 'vk', code: 'demo-code:fresh-vk-player' }));
    s.store.dispatch(
      registrationCountryChosen(selectRegistration(s.store.getState()).fields.country as RegistrationCountry),
    );
    s.store.dispatch(registrationSubmitted());
    await registered(s);
    expect(sentBodies()).toEqual([
      expect.objectContaining({ type: 'social', network: 'vk', code: 'demo-code:fresh-vk-player' }),
    ]);
    expect(isSignedInOn(s)).toBe(true);
  });

  it('an incomplete form is not sent: the problems are shown instead', async () => {
    const s = await openedForm();
    s.store.dispatch(registrationTypeChosen('full'));
    fill(s, { email: 'nobody', password: '123' });
    s.store.dispatch(registrationSubmitted());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(platform.mock.requests('authRegister')).toHaveLength(0);
    expect(selectRegistration(s.store.getState()).problems).toEqual([
      { field: 'email', problem: 'invalid' },
      { field: 'password', problem: 'too-short' },
    ]);
  });

  it('a second submit while the first is on its way sends nothing more', async () => {
    const s = await openedForm();
    s.store.dispatch(registrationSubmitted());
    s.store.dispatch(registrationSubmitted());
    await registered(s);
    expect(registrations()).toHaveLength(1);
  });

  it('140: an e-mail registered already shows "already registered" and signs nobody in', async () => {
    const first = await openedForm();
    first.store.dispatch(registrationTypeChosen('full'));
    fill(first, { email: 'twice@example.com', password: 'secret-123' });
    first.store.dispatch(registrationSubmitted());
    await registered(first);

    const s = await openedForm();
    s.store.dispatch(registrationTypeChosen('full'));
    fill(s, { email: 'Twice@example.com', password: 'another-1' });
    s.store.dispatch(registrationSubmitted());
    await registered(s);
    expect(selectRegistration(s.store.getState())).toMatchObject({
      isOpen: true,
      failure: { reason: 'already-registered' },
    });
    expect(isSignedInOn(s)).toBe(false);
  });

  it('141: a type the platform no longer offers shows "registration disabled"', async () => {
    platform.mock.patchState({ siteConfig: { registrationTypes: ['full'] } });
    const s = await openedForm();
    s.store.dispatch(registrationSubmitted());
    await registered(s);
    expect(selectRegistration(s.store.getState()).failure).toEqual({ reason: 'registration-disabled' });
  });

  it('142: the field the platform refused is marked', async () => {
    const s = await openedForm();
    s.store.dispatch(registrationTypeChosen('phone'));
    s.store.dispatch(registrationCountryChosen({ id: 999, code: 'zz', telCode: '999', name: 'Nowhere' }));
    fill(s, { phone: '12345678', password: 'secret-123' });
    s.store.dispatch(registrationSubmitted());
    await registered(s);
    expect(selectRegistration(s.store.getState())).toMatchObject({
      failure: { reason: 'invalid-field', field: 'phone' },
      problems: [{ field: 'phone', problem: 'invalid' }],
    });
  });

  it('[SES-046] a pay-and-play answer makes the finish-registration modal due once the registration modal is closed', async () => {
    const s = await openedForm();
    s.store.dispatch(registrationTypeChosen('full'));
    fill(s, { email: 'payer@example.com', password: 'secret-123', promoCode: DEMO_PAY_AND_PLAY_PROMO });
    s.store.dispatch(registrationSubmitted());
    await registered(s);
    expect(selectRegistration(s.store.getState()).finish.due).toBe(true);
    expect(selectShouldOfferFinishRegistration(s.store.getState())).toBe(true);
  });

  it('no connection: a clear error, logged, the form kept', async () => {
    platform.use(http.post(`*${authRegister.path}`, () => HttpResponse.error()));
    const s = await openedForm();
    s.store.dispatch(registrationSubmitted());
    await registered(s);
    expect(selectRegistration(s.store.getState())).toMatchObject({
      isOpen: true,
      step: 'form',
      failure: { reason: 'network' },
    });
    expect(s.logMessages()).toContain('registration failed');
  });

  it('a malformed answer is a generic error, never a sign-in', async () => {
    platform.use(http.post(`*${authRegister.path}`, () => HttpResponse.json({ user_id: 'seven', token: 'x' })));
    const s = await openedForm();
    s.store.dispatch(registrationSubmitted());
    await registered(s);
    expect(selectRegistration(s.store.getState()).failure).toEqual({ reason: 'unknown' });
    expect(isSignedInOn(s)).toBe(false);
  });
});
