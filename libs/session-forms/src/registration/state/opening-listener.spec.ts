import { ANALYTICS_EVENT, signedIn } from '@kickoff/contracts';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { overridablePlatform } from '@kickoff/testing';
import { ALL_REGISTRATION_SETTINGS, createRegistrationSite } from '../../testing/registration-site';
import { openRegistration, registrationPageEntered } from './registration-slice';
import { selectIsRegistrationOpen, selectRegistration } from './registration-selectors';
import { registrationClosed } from './registration-slice';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

/** Listeners run after the dispatch returns; the opening ones finish within a few microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('opening registration', () => {
  it('opens the modal with the offer of site config on any other page', async () => {
    const s = createRegistrationSite(platform.mock);
    s.store.dispatch(openRegistration());
    await settle();
    const registration = selectRegistration(s.store.getState());
    expect(registration.isOpen).toBe(true);
    expect(registration.offer).toEqual({
      types: ['one-click', 'phone', 'full', 'social'],
      currency: 'RUB',
      socialNetworks: expect.arrayContaining(['vk', 'google']),
    });
    expect(registration.type).toBe('one-click');
    expect(registration.bonus).toBe(0);
    expect(s.recorded.navigations).toEqual([]);
  });

  it('[SES-037] does nothing when the user is already on the registration page', async () => {
    const s = createRegistrationSite(platform.mock, { page: 'registration' });
    s.store.dispatch(openRegistration());
    await settle();
    expect(selectIsRegistrationOpen(s.store.getState())).toBe(false);
    expect(s.recorded.navigations).toEqual([]);
    expect(s.recorded.widgetOpenings).toBe(0);
  });

  it('[SES-038] does nothing when site config disables registration, or is not known yet', async () => {
    const s = createRegistrationSite(platform.mock, {
      settings: { ...ALL_REGISTRATION_SETTINGS, isRegistrationEnabled: false },
    });
    s.store.dispatch(openRegistration());
    s.setPage('login');
    s.store.dispatch(openRegistration());
    s.setSettings(null);
    s.setPage('other');
    s.store.dispatch(openRegistration());
    await settle();
    expect(selectIsRegistrationOpen(s.store.getState())).toBe(false);
    expect(s.recorded.navigations).toEqual([]);
  });

  it('[SES-039] on the login page navigates to the registration page instead of opening the modal', async () => {
    const s = createRegistrationSite(platform.mock, { page: 'login', widgetMode: true });
    s.store.dispatch(openRegistration());
    await settle();
    expect(s.recorded.navigations).toEqual(['registration']);
    expect(s.recorded.widgetOpenings).toBe(0);
    expect(selectIsRegistrationOpen(s.store.getState())).toBe(false);
  });

  it('[SES-040] in widget mode opens the registration widget and, once it is open, navigates to the registration page', async () => {
    let widgetOpened: () => void = () => undefined;
    const s = createRegistrationSite(platform.mock, {
      widgetMode: true,
      openWidget: () => new Promise<void>((resolve) => (widgetOpened = resolve)),
    });
    s.store.dispatch(openRegistration());
    await settle();
    expect(s.recorded.widgetOpenings).toBe(1);
    expect(s.recorded.navigations).toEqual([]);
    widgetOpened();
    await vi.waitFor(() => expect(s.recorded.navigations).toEqual(['registration']));
    expect(selectIsRegistrationOpen(s.store.getState())).toBe(false);
  });

  it('[SES-040] a widget that fails to open is logged and the registration page still follows', async () => {
    const s = createRegistrationSite(platform.mock, {
      widgetMode: true,
      openWidget: () => Promise.reject(new Error('widget script missing')),
    });
    s.store.dispatch(openRegistration());
    await vi.waitFor(() => expect(s.recorded.navigations).toEqual(['registration']));
    expect(s.logMessages()).toContain('registration: the registration widget failed to open');
  });

  it('a signed-in user gets no registration', async () => {
    const s = createRegistrationSite(platform.mock);
    s.store.dispatch(signedIn({ userId: 1001 }));
    s.store.dispatch(openRegistration());
    await settle();
    expect(selectIsRegistrationOpen(s.store.getState())).toBe(false);
  });

  it('[SES-042] [SES-045] offers the known site config types only; unknown ones are logged as errors, nothing crashes', async () => {
    const s = createRegistrationSite(platform.mock, {
      settings: {
        ...ALL_REGISTRATION_SETTINGS,
        registrationTypes: ['full', 'quick', 'phone'],
        socialNetworks: ['vk', 'myspace'],
      },
    });
    s.store.dispatch(openRegistration());
    await settle();
    expect(selectRegistration(s.store.getState()).offer).toEqual({
      types: ['phone', 'full'],
      currency: 'RUB',
      socialNetworks: ['vk'],
    });
    expect(selectRegistration(s.store.getState()).type).toBe('phone');
    expect(s.recorded.logs).toContainEqual({ message: 'registration: unknown registration type', detail: 'quick' });
    expect(s.recorded.logs).toContainEqual({ message: 'registration: unknown social network', detail: 'myspace' });
  });

  it('social registration is not offered when no known network is', async () => {
    const s = createRegistrationSite(platform.mock, { settings: { ...ALL_REGISTRATION_SETTINGS, socialNetworks: [] } });
    s.store.dispatch(openRegistration());
    await settle();
    expect(selectRegistration(s.store.getState()).offer?.types).toEqual(['one-click', 'phone', 'full']);
  });

  it('[SES-043] [SES-045] an opener may preset a known type and bonus; unknown ones are logged and ignored', async () => {
    const s = createRegistrationSite(platform.mock);
    s.store.dispatch(openRegistration({ type: 'full', bonus: '2' }));
    await settle();
    expect(selectRegistration(s.store.getState())).toMatchObject({ type: 'full', bonus: 2 });
    s.store.dispatch(registrationClosed());
    s.store.dispatch(openRegistration({ type: 'fax', bonus: 9 }));
    await settle();
    expect(selectRegistration(s.store.getState())).toMatchObject({ isOpen: true, type: 'one-click', bonus: 0 });
    expect(s.logMessages()).toEqual(
      expect.arrayContaining(['registration: unknown registration type', 'registration: unknown bonus id']),
    );
  });

  it('[SES-041] closing the modal while unauthenticated sends registration-leave through the analytics port', async () => {
    const s = createRegistrationSite(platform.mock);
    s.store.dispatch(openRegistration());
    await settle();
    s.store.dispatch(registrationClosed());
    await settle();
    expect(s.recorded.tracked).toEqual([{ id: ANALYTICS_EVENT.registrationLeave }]);
    expect(selectIsRegistrationOpen(s.store.getState())).toBe(false);
  });

  it('[SES-041] closing the modal while authenticated tracks nothing, nor does closing a modal that was not open', async () => {
    const s = createRegistrationSite(platform.mock);
    s.store.dispatch(registrationClosed());
    s.store.dispatch(openRegistration());
    await settle();
    s.store.dispatch(signedIn({ userId: 1001 }));
    s.store.dispatch(registrationClosed());
    await settle();
    expect(s.recorded.tracked).toEqual([]);
  });

  it('[SES-045] the registration page prepares the form with a returned social account; an unknown network is logged and dropped', async () => {
    const s = createRegistrationSite(platform.mock, { page: 'registration' });
    s.store.dispatch(registrationPageEntered({ type: 'social', network: 'vk', code: 'demo-code:new-player' }));
    await settle();
    expect(selectRegistration(s.store.getState())).toMatchObject({
      isOpen: false,
      type: 'social',
      social: { network: 'vk', code: 'demo-code:new-player' },
    });
    s.store.dispatch(registrationPageEntered({ type: 'social', network: 'myspace', code: 'x' }));
    await settle();
    expect(selectRegistration(s.store.getState())).toMatchObject({ type: 'social', social: null });
    expect(s.recorded.logs).toContainEqual({ message: 'registration: unknown social network', detail: 'myspace' });
  });
});
