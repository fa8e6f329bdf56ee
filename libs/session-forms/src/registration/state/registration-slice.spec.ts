import { describe, expect, it } from 'vitest';
import { selectShouldOfferFinishRegistration } from './registration-selectors';
import {
  initialRegistrationState,
  registrationClosed,
  registrationFailed,
  registrationFieldChanged,
  registrationOpened,
  registrationPrepared,
  registrationSlice,
  registrationSubmitted,
  registrationSucceeded,
  registrationTypeChosen,
} from './registration-slice';

const reduce = registrationSlice.reducer;
const offer = { types: ['one-click' as const, 'full' as const], currency: 'RUB', socialNetworks: [] };
const russia = { id: 1, code: 'ru', telCode: '7', name: 'Россия' };
const opened = () => {
  const state = reduce(initialRegistrationState, registrationOpened({ offer }));
  return { ...state, fields: { ...state.fields, country: russia } };
};

describe('registrationSlice', () => {
  it('is named registration and starts closed', () => {
    expect(registrationSlice.name).toBe('registration');
    expect(reduce(undefined, { type: 'unknown' })).toEqual(initialRegistrationState);
  });

  it('[SES-042] only an offered type can be chosen', () => {
    expect(reduce(opened(), registrationTypeChosen('phone')).type).toBe('one-click');
    expect(reduce(opened(), registrationTypeChosen('full')).type).toBe('full');
  });

  it('a submit of a complete form starts sending; an incomplete one names its problems', () => {
    expect(reduce(opened(), registrationSubmitted())).toMatchObject({ submitting: true, problems: [] });
    const full = reduce(opened(), registrationTypeChosen('full'));
    expect(reduce(full, registrationSubmitted())).toMatchObject({
      submitting: false,
      problems: [
        { field: 'email', problem: 'required' },
        { field: 'password', problem: 'required' },
      ],
    });
  });

  it('typing in a field clears that field’s problem only', () => {
    const full = reduce(reduce(opened(), registrationTypeChosen('full')), registrationSubmitted());
    expect(reduce(full, registrationFieldChanged({ field: 'email', value: 'a@b.co' })).problems).toEqual([
      { field: 'password', problem: 'required' },
    ]);
  });

  it('[SES-044] a one-click success keeps the modal open (even if closed meanwhile) on the credentials step', () => {
    const closedWhileSending = reduce(reduce(opened(), registrationSubmitted()), registrationClosed());
    const state = reduce(
      closedWhileSending,
      registrationSucceeded({ credentials: { login: '123456789', password: 'abcd2345' }, isPayAndPlay: false }),
    );
    expect(state).toMatchObject({
      isOpen: true,
      step: 'credentials',
      credentials: { login: '123456789', password: 'abcd2345' },
      submitting: false,
    });
  });

  it('the registration page shown again does not wipe credentials still on screen', () => {
    const saving = reduce(
      opened(),
      registrationSucceeded({ credentials: { login: '1', password: '2' }, isPayAndPlay: false }),
    );
    expect(reduce(saving, registrationPrepared({ offer }))).toBe(saving);
  });

  it('any other success closes the modal and forgets the password typed', () => {
    const typed = reduce(opened(), registrationFieldChanged({ field: 'password', value: 'secret-123' }));
    const state = reduce(typed, registrationSucceeded({ credentials: null, isPayAndPlay: false }));
    expect(state).toMatchObject({ isOpen: false, step: 'form', fields: { password: '', country: russia } });
  });

  it('[SES-046] a pay-and-play success makes finishing due, offered once registration is off screen', () => {
    const oneClick = reduce(
      opened(),
      registrationSucceeded({ credentials: { login: '1', password: '2' }, isPayAndPlay: true }),
    );
    expect(oneClick.finish.due).toBe(true);
    expect(selectShouldOfferFinishRegistration({ registration: oneClick })).toBe(false);
    expect(selectShouldOfferFinishRegistration({ registration: reduce(oneClick, registrationClosed()) })).toBe(true);
  });

  it('a refused field (142) is marked on the form', () => {
    const state = reduce(
      reduce(opened(), registrationSubmitted()),
      registrationFailed({ reason: 'invalid-field', field: 'email' }),
    );
    expect(state).toMatchObject({
      submitting: false,
      failure: { reason: 'invalid-field', field: 'email' },
      problems: [{ field: 'email', problem: 'invalid' }],
    });
  });

  it('reads as registration never opened in a store without the slice', () => {
    expect(selectShouldOfferFinishRegistration({})).toBe(false);
  });
});
