import type { UserConfig } from '@kickoff/platform-api';

export type { UserConfig };

/** verification_status: 1 means not verified (doc 000 §6); 2 is Kickoff's "verified". */
const VERIFIED = 2;
const NOT_VERIFIED = 1;

export function createUserConfig(id: number, login: string, verified: boolean): UserConfig {
  return {
    disallow_line_sport: false,
    disallow_live_sport: false,
    phone_number: verified ? `900${String(id).padStart(7, '0')}` : '',
    phone_code: verified ? '7' : '',
    user_email: `${login}@kickoff.test`,
    user_name: login,
    user_country_code: 'ru',
    user_country_id: 1,
    activation_type: verified ? 2 : 1,
    user_ref_id: 1,
    user_msg_count: 0,
    is_active_secure_question: false,
    user_hide_balance: false,
    changed_pass_day_count: 30,
    protection_level: verified ? 70 : 30,
    protection_methods: {
      is_changed_password: verified,
      enable_two_factor_auth: false,
      enable_phone_binding: verified,
      enable_security_question: false,
      enable_email_auth: verified,
    },
    should_sync_protection_methods: false,
    is_need_identification: !verified,
    ban_level: 0,
    ban_version: 0,
    user_status_id: verified ? 0 : 1,
    verification_status: verified ? VERIFIED : NOT_VERIFIED,
    verification_types: [],
    verification_status_group_code: null,
    requested_additional_document: false,
    has_deposit: verified,
    is_identification_bonus: false,
    show_verification_modal_on_deposit_page: false,
    remaining_days_to_activate: verified ? null : 14,
    user_data: verified
      ? {
          date_birthday: '1990-01-15',
          document_type_id: 1,
          inn: '771234567890',
          name: 'Ivan',
          passport: '4510 123456',
          passport_date: '2010-02-01',
          passport_end_date: null,
          registration_address: 'Moscow, Tverskaya 1',
          surname: 'Petrov',
        }
      : {
          date_birthday: null,
          document_type_id: null,
          inn: null,
          name: null,
          passport: null,
          passport_date: null,
          passport_end_date: null,
          registration_address: null,
          surname: null,
        },
    isCCLine: false,
    isCClive: false,
    enable_mail_news: true,
    enable_mail_deposit: true,
    enable_mail_bets: false,
    enable_sms_news: false,
    bonus_type: 1,
    first_deposit_bonus_type: 1,
  };
}
