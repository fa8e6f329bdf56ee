import { describe, expect, it } from 'vitest';
import {
  areContactsFilled,
  isNotVerified,
  isPendingVerification,
  isRequiredProfileFilled,
  mailingFlagsOf,
  userSettingsOf,
} from './profile-rules';

const FULL = {
  date_birthday: '1990-04-12',
  document_type_id: 1,
  inn: null,
  name: 'Ivan',
  passport: '4510123456',
  passport_date: '2010-05-01',
  passport_end_date: null,
  registration_address: 'Moscow',
  surname: 'Petrov',
};

describe('profile completeness', () => {
  it('[UC-009] the required profile counts as filled only with birthday, name, surname, passport, passport date and address', () => {
    expect(isRequiredProfileFilled(FULL)).toBe(true);
    for (const field of [
      'date_birthday',
      'name',
      'surname',
      'passport',
      'passport_date',
      'registration_address',
    ] as const) {
      expect(isRequiredProfileFilled({ ...FULL, [field]: null }), field).toBe(false);
      expect(isRequiredProfileFilled({ ...FULL, [field]: '  ' }), `${field} blank`).toBe(false);
    }
    // fields the rule does not name do not count
    expect(isRequiredProfileFilled({ ...FULL, inn: null, passport_end_date: null, document_type_id: null })).toBe(true);
  });

  it('[UC-010] the contacts count as filled only when both phone and e-mail are present', () => {
    expect(areContactsFilled({ phone_number: '9161234567', user_email: 'a@b.c' })).toBe(true);
    expect(areContactsFilled({ phone_number: '', user_email: 'a@b.c' })).toBe(false);
    expect(areContactsFilled({ phone_number: '9161234567', user_email: '' })).toBe(false);
    expect(areContactsFilled({ phone_number: '', user_email: '' })).toBe(false);
  });

  it('[UC-006] [UC-007] verification status 1 is not verified; user status 1 is pending verification', () => {
    expect(isNotVerified({ verification_status: 1 })).toBe(true);
    expect(isNotVerified({ verification_status: 2 })).toBe(false);
    expect(isPendingVerification({ user_status_id: 1 })).toBe(true);
    expect(isPendingVerification({ user_status_id: 2 })).toBe(false);
  });

  it('[UC-011] [UC-012] the mailing flags and settings keys are read, absent ones off / null', () => {
    expect(mailingFlagsOf({ enable_mail_news: true, enable_sms_news: false })).toEqual({
      enable_mail_news: true,
      enable_mail_deposit: false,
      enable_mail_bets: false,
      enable_sms_news: false,
    });
    expect(userSettingsOf({ bonus_type: 2 })).toEqual({ bonus_type: 2, first_deposit_bonus_type: null });
  });
});
