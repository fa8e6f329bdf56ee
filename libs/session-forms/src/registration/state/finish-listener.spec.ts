import { loggedOut } from '@kickoff/contracts';
import { decodeCredential } from '@kickoff/platform-api';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { overridablePlatform } from '@kickoff/testing';
import { createRegistrationSite, type RegistrationSiteOptions } from '../../testing/registration-site';
import { selectRegistration, selectShouldOfferFinishRegistration } from './registration-selectors';
import {
  finishRegistrationFieldChanged,
  finishRegistrationOffered,
  finishRegistrationPostponed,
  finishRegistrationSubmitted,
} from './registration-slice';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

function payAndPlayAccount(options: RegistrationSiteOptions = {}) {
  const s = createRegistrationSite(platform.mock, options);
  s.store.dispatch(finishRegistrationOffered());
  return s;
}

function fillIn(s: ReturnType<typeof payAndPlayAccount>, email: string, password: string) {
  s.store.dispatch(finishRegistrationFieldChanged({ field: 'email', value: email }));
  s.store.dispatch(finishRegistrationFieldChanged({ field: 'password', value: password }));
}

const finishOf = (s: ReturnType<typeof payAndPlayAccount>) => selectRegistration(s.store.getState()).finish;

describe('finishing a pay-and-play registration', () => {
  it('[SES-046] the missing e-mail and password go to `completeProfile` (password encoded) and the modal is done', async () => {
    const s = payAndPlayAccount();
    expect(selectShouldOfferFinishRegistration(s.store.getState())).toBe(true);
    fillIn(s, ' payer@example.com ', 'secret-123');
    s.store.dispatch(finishRegistrationSubmitted());
    await vi.waitFor(() => expect(finishOf(s).due).toBe(false));
    expect(s.recorded.profiles).toHaveLength(1);
    expect(s.recorded.profiles[0]?.email).toBe('payer@example.com');
    expect(decodeCredential(s.recorded.profiles[0]?.password ?? '')).toBe('secret-123');
  });

  it('[SES-046] an incomplete form is not sent', async () => {
    const s = payAndPlayAccount();
    fillIn(s, 'payer', '123');
    s.store.dispatch(finishRegistrationSubmitted());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(finishOf(s)).toMatchObject({
      due: true,
      submitting: false,
      problems: [
        { field: 'email', problem: 'invalid' },
        { field: 'password', problem: 'too-short' },
      ],
    });
    expect(s.recorded.profiles).toEqual([]);
  });

  it('[SES-046] "later" closes it without saving, and it is not offered again', () => {
    const s = payAndPlayAccount();
    s.store.dispatch(finishRegistrationPostponed());
    expect(selectShouldOfferFinishRegistration(s.store.getState())).toBe(false);
  });

  it('without `completeProfile` the player is told it cannot be saved now; the failure is logged', async () => {
    const s = payAndPlayAccount({ completeProfile: null });
    fillIn(s, 'payer@example.com', 'secret-123');
    s.store.dispatch(finishRegistrationSubmitted());
    await vi.waitFor(() => expect(finishOf(s).failed).toBe(true));
    expect(finishOf(s)).toMatchObject({ due: true, submitting: false });
    expect(s.logMessages()).toContain(
      'registration: no way to save the profile of a pay-and-play account (no completeProfile)',
    );
  });

  it('a `completeProfile` that fails leaves the modal open with its error', async () => {
    const s = payAndPlayAccount({ completeProfile: () => Promise.reject(new Error('503')) });
    fillIn(s, 'payer@example.com', 'secret-123');
    s.store.dispatch(finishRegistrationSubmitted());
    await vi.waitFor(() => expect(finishOf(s).failed).toBe(true));
    expect(s.logMessages()).toContain('registration: finishing the profile failed');
  });

  it('logging out drops it', () => {
    const s = payAndPlayAccount();
    s.store.dispatch(loggedOut());
    expect(selectShouldOfferFinishRegistration(s.store.getState())).toBe(false);
  });
});
