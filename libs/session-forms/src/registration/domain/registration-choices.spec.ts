import { CREDENTIAL_SAVING, REGISTRATION_BONUS } from '@kickoff/platform-api';
import { describe, expect, it, vi } from 'vitest';
import {
  CREDENTIAL_SAVING_OPTIONS,
  REGISTRATION_BONUSES,
  REGISTRATION_TYPES,
  credentialSavingOf,
  offeredRegistrationTypes,
  offeredSocialNetworks,
  registrationBonusOf,
  registrationTypeOf,
  socialNetworkOf,
} from './registration-choices';

describe('registration choices', () => {
  it('[SES-042] the registration types are one-click, phone, full (e-mail) and social', () => {
    expect(REGISTRATION_TYPES).toEqual(['one-click', 'phone', 'full', 'social']);
  });

  it('[SES-042] offers the site config types that are known, in the form order, each once', () => {
    const log = vi.fn();
    expect(offeredRegistrationTypes(['social', 'full', 'full', 'one-click'], log)).toEqual([
      'one-click',
      'full',
      'social',
    ]);
    expect(offeredRegistrationTypes([], log)).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it('[SES-043] the bonus choice is 0 decline bonuses, 1 sport bonus, 2 casino bonus', () => {
    expect(REGISTRATION_BONUSES).toEqual([0, 1, 2]);
    expect(REGISTRATION_BONUS).toEqual({ decline: 0, sport: 1, casino: 2 });
  });

  it('[SES-044] the credential saving options are 0 to file, 1 to image, 2 by e-mail', () => {
    expect(CREDENTIAL_SAVING_OPTIONS).toEqual([0, 1, 2]);
    expect(CREDENTIAL_SAVING).toEqual({ file: 0, image: 1, email: 2 });
  });

  it('[SES-045] an unknown registration type is logged as an error and left out, never thrown', () => {
    const log = vi.fn();
    expect(registrationTypeOf('sms', log)).toBeNull();
    expect(log).toHaveBeenCalledWith('registration: unknown registration type', 'sms');
    expect(offeredRegistrationTypes(['phone', 'quick', 7, null], log)).toEqual(['phone']);
    expect(log).toHaveBeenCalledWith('registration: unknown registration type', 'quick');
    expect(log).toHaveBeenCalledWith('registration: unknown registration type', 7);
    expect(offeredRegistrationTypes('full', log)).toEqual([]);
    expect(registrationTypeOf('full', log)).toBe('full');
  });

  it('[SES-045] an unknown social network is logged as an error and left out', () => {
    const log = vi.fn();
    expect(socialNetworkOf('myspace', log)).toBeNull();
    expect(log).toHaveBeenCalledWith('registration: unknown social network', 'myspace');
    expect(offeredSocialNetworks(['vk', 'myspace', 'vk', 'telegram'], log)).toEqual(['vk', 'telegram']);
    expect(socialNetworkOf('discord', log)).toBe('discord');
  });

  it('[SES-045] an unknown bonus id is logged as an error; a known one may come as a query string digit', () => {
    const log = vi.fn();
    expect(registrationBonusOf(3, log)).toBeNull();
    expect(registrationBonusOf('-1', log)).toBeNull();
    expect(registrationBonusOf('casino', log)).toBeNull();
    expect(log).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenCalledWith('registration: unknown bonus id', 3);
    expect(registrationBonusOf('2', log)).toBe(2);
    expect(registrationBonusOf(0, log)).toBe(0);
  });

  it('an unknown credential saving option is logged and refused', () => {
    const log = vi.fn();
    expect(credentialSavingOf(3, log)).toBeNull();
    expect(log).toHaveBeenCalledWith('registration: unknown credential saving option', 3);
    expect(credentialSavingOf(1, log)).toBe(1);
  });
});
