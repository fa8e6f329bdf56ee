import { memoryStorage } from '@kickoff/runtime';
import { describe, expect, it, beforeEach } from 'vitest';
import { createListenerSite } from '../testing/session-state';
import { overridablePlatform } from '@kickoff/testing';
import { sessionStarted, sessionStopped } from '../state/session-slice';
import { isPaymentConsultant, isPaymentConsultantQuery } from './payment-consultant';
import { registerPaymentConsultant } from './payment-consultant-listener';
import { PAYMENT_CONSULTANT_STORAGE_KEY } from './startup-timing';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

function loadWith(search: string, storage = memoryStorage()) {
  const s = createListenerSite(platform.mock, { storage });
  registerPaymentConsultant(s.startListening, { storage, currentSearch: () => search });
  s.store.dispatch(sessionStarted());
  s.store.dispatch(sessionStopped());
  return storage;
}

describe('payment consultant', () => {
  it('[SES-061] a load with payment_consultant=1 stores it in local storage under the documented key', () => {
    const storage = loadWith('?utm_source=x&payment_consultant=1');
    expect(storage.getItem(PAYMENT_CONSULTANT_STORAGE_KEY)).toBe('1');
    expect(isPaymentConsultant(storage)).toBe(true);
  });

  it.each([
    '?payment_consultant=0',
    '?payment_consultant=true',
    '?payment_consultant=01',
    '?payment_consultant=',
    '?payment_consultant',
    '?payment_consultant=%201',
    '',
    '?consultant=1',
  ])('[SES-061] any other value is not stored (%s)', (search) => {
    const storage = loadWith(search);
    expect(storage.getItem(PAYMENT_CONSULTANT_STORAGE_KEY)).toBeNull();
    expect(isPaymentConsultant(storage)).toBe(false);
  });

  it('a later load without the parameter leaves the stored flag alone', () => {
    const storage = loadWith('?payment_consultant=1');
    loadWith('?payment_consultant=2', storage);
    expect(isPaymentConsultant(storage)).toBe(true);
  });

  it('reads the query with or without the leading ?', () => {
    expect(isPaymentConsultantQuery('payment_consultant=1')).toBe(true);
    expect(isPaymentConsultantQuery('?payment_consultant=1')).toBe(true);
  });
});
