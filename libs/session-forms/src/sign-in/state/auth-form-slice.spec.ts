import { describe, expect, it } from 'vitest';
import { createFormSite } from '../../testing/forms-site';
import { AUTH_FORMS } from '../domain/auth-forms';
import {
  selectAuthForm,
  selectCurrentForm,
  selectIsLoginModalOpen,
  selectLoginModalReturnTo,
} from './auth-form-selectors';
import {
  authFormSlice,
  countryChanged,
  fieldChanged,
  formSwitched,
  loginModalClosed,
  loginModalOpened,
  rememberChanged,
  signInFailed,
  signInStarted,
  signInSucceeded,
  smsCodeSent,
  twoStepCancelled,
  twoStepRequired,
} from './auth-form-slice';

const newStore = () => createFormSite([authFormSlice]).store;

describe('auth form state', () => {
  it('[SES-019] currentForm takes login_password, phone_password, sms and login_password_two_step_code, and the form switches between them', () => {
    const store = newStore();
    const seen = [selectCurrentForm(store.getState())];
    store.dispatch(formSwitched('phone_password'));
    seen.push(selectCurrentForm(store.getState()));
    store.dispatch(formSwitched('sms'));
    seen.push(selectCurrentForm(store.getState()));
    store.dispatch(twoStepRequired({ twoStepToken: '2s-1', via: 'login' }));
    seen.push(selectCurrentForm(store.getState()));
    expect(seen).toEqual([...AUTH_FORMS]);
    // Back from the second step: to the form that asked for it, the token dropped.
    store.dispatch(twoStepCancelled());
    expect(selectAuthForm(store.getState())).toMatchObject({ currentForm: 'sms', twoStepToken: null });
    store.dispatch(formSwitched('login_password'));
    expect(selectCurrentForm(store.getState())).toBe('login_password');
  });

  it('[SES-019] the two-step form cannot be picked by hand: only a login that asks for a second step leads there', () => {
    const store = newStore();
    store.dispatch(formSwitched('login_password_two_step_code' as never));
    expect(selectCurrentForm(store.getState())).toBe('login_password');
  });

  it('[SES-020] holds currentForm, login, phone, a password per password form, and remember', () => {
    const store = newStore();
    store.dispatch(fieldChanged({ field: 'login', value: 'demo' }));
    store.dispatch(fieldChanged({ field: 'password', value: 'by-login' }));
    store.dispatch(formSwitched('phone_password'));
    store.dispatch(fieldChanged({ field: 'phone', value: '(900) 000-10-01' }));
    store.dispatch(countryChanged('GB'));
    store.dispatch(fieldChanged({ field: 'password', value: 'by-phone' }));
    store.dispatch(rememberChanged(true));
    expect(selectAuthForm(store.getState())).toMatchObject({
      currentForm: 'phone_password',
      login: 'demo',
      phone: '(900) 000-10-01',
      countryCode: 'gb',
      passwords: { login_password: 'by-login', phone_password: 'by-phone' },
      remember: true,
    });
  });

  it('[SES-020] a success keeps login, phone and remember for next time and drops passwords and codes', () => {
    const store = newStore();
    store.dispatch(fieldChanged({ field: 'login', value: 'demo' }));
    store.dispatch(fieldChanged({ field: 'password', value: 'demo1234' }));
    store.dispatch(rememberChanged(true));
    store.dispatch(twoStepRequired({ twoStepToken: '2s-1', via: 'login' }));
    store.dispatch(fieldChanged({ field: 'twoStepCode', value: '123456' }));
    store.dispatch(signInStarted());
    store.dispatch(signInSucceeded());
    expect(selectAuthForm(store.getState())).toMatchObject({
      currentForm: 'login_password',
      login: 'demo',
      remember: true,
      passwords: { login_password: '', phone_password: '' },
      twoStepCode: '',
      twoStepToken: null,
      submitting: false,
    });
  });

  it('an expired second step sends the visitor back to the password form with the reason', () => {
    const store = newStore();
    store.dispatch(formSwitched('phone_password'));
    store.dispatch(twoStepRequired({ twoStepToken: '2s-1', via: 'login' }));
    store.dispatch(signInStarted());
    store.dispatch(signInFailed('code-expired'));
    expect(selectAuthForm(store.getState())).toMatchObject({
      currentForm: 'phone_password',
      twoStepToken: null,
      error: 'code-expired',
      submitting: false,
    });
  });

  it('a wrong code keeps the second step open to try again', () => {
    const store = newStore();
    store.dispatch(twoStepRequired({ twoStepToken: '2s-1', via: 'social' }));
    store.dispatch(signInFailed('code-wrong'));
    expect(selectAuthForm(store.getState())).toMatchObject({
      currentForm: 'login_password_two_step_code',
      twoStepToken: '2s-1',
      twoStepVia: 'social',
      error: 'code-wrong',
    });
  });

  it('opens the login modal with its return address and closes it dropping secrets and the second step', () => {
    const store = newStore();
    store.dispatch(loginModalOpened({ returnTo: '/office/account' }));
    expect(selectIsLoginModalOpen(store.getState())).toBe(true);
    expect(selectLoginModalReturnTo(store.getState())).toBe('/office/account');
    store.dispatch(fieldChanged({ field: 'login', value: 'twostep' }));
    store.dispatch(fieldChanged({ field: 'password', value: 'demo1234' }));
    store.dispatch(twoStepRequired({ twoStepToken: '2s-1', via: 'login' }));
    store.dispatch(loginModalClosed());
    expect(selectAuthForm(store.getState())).toMatchObject({
      loginModal: { open: false, returnTo: null },
      currentForm: 'login_password',
      login: 'twostep',
      passwords: { login_password: '', phone_password: '' },
      twoStepToken: null,
    });
  });

  it('a changed phone number or country forgets the SMS code sent to the old one', () => {
    const store = newStore();
    store.dispatch(formSwitched('sms'));
    store.dispatch(fieldChanged({ field: 'phone', value: '9000001001' }));
    store.dispatch(smsCodeSent({ sentTo: '79000001001', resendAt: 60_000, secondsLeft: 60 }));
    store.dispatch(fieldChanged({ field: 'smsCode', value: '1234' }));
    store.dispatch(fieldChanged({ field: 'phone', value: '9000001002' }));
    expect(selectAuthForm(store.getState())).toMatchObject({ smsSentTo: null, smsCode: '', smsResendSecondsLeft: 60 });
    store.dispatch(smsCodeSent({ sentTo: '79000001002', resendAt: 60_000, secondsLeft: 60 }));
    store.dispatch(countryChanged('kz'));
    expect(selectAuthForm(store.getState()).smsSentTo).toBeNull();
  });

  it('reads as a fresh, closed form in a store the slice was never injected into', () => {
    expect(selectCurrentForm({})).toBe('login_password');
    expect(selectIsLoginModalOpen({})).toBe(false);
  });
});
