import { describe, expect, it } from 'vitest';
import { registrationOpening, type RegistrationOpeningContext } from './registration-opening';

const anywhere: RegistrationOpeningContext = {
  page: 'other',
  isRegistrationEnabled: true,
  isWidgetMode: false,
  isAuthenticated: false,
};

describe('registrationOpening', () => {
  it('opens the modal over any other page when registration is enabled', () => {
    expect(registrationOpening(anywhere)).toBe('modal');
  });

  it('[SES-037] does nothing on the registration page, whatever else applies', () => {
    expect(registrationOpening({ ...anywhere, page: 'registration' })).toBe('none');
    expect(registrationOpening({ ...anywhere, page: 'registration', isWidgetMode: true })).toBe('none');
  });

  it('[SES-038] does nothing when site config disables registration, on the login page and in widget mode too', () => {
    expect(registrationOpening({ ...anywhere, isRegistrationEnabled: false })).toBe('none');
    expect(registrationOpening({ ...anywhere, isRegistrationEnabled: false, page: 'login' })).toBe('none');
    expect(registrationOpening({ ...anywhere, isRegistrationEnabled: false, isWidgetMode: true })).toBe('none');
  });

  it('[SES-039] on the login page goes to the registration page instead of the modal, widget mode or not', () => {
    expect(registrationOpening({ ...anywhere, page: 'login' })).toBe('page');
    expect(registrationOpening({ ...anywhere, page: 'login', isWidgetMode: true })).toBe('page');
  });

  it('[SES-040] in widget mode opens the registration widget, then the registration page', () => {
    expect(registrationOpening({ ...anywhere, isWidgetMode: true })).toBe('widget-then-page');
  });

  it('a signed-in user has nothing to register: nothing opens', () => {
    expect(registrationOpening({ ...anywhere, isAuthenticated: true })).toBe('none');
    expect(registrationOpening({ ...anywhere, isAuthenticated: true, page: 'login' })).toBe('none');
  });
});
