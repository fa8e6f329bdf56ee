import type { UserConfig } from '@kickoff/platform-api';

/** UC-002 activation_type. */
export const ACTIVATION_TYPE = { none: 0, email: 1, emailAndPhone: 2, phoneOnly: 3 } as const;

/** UC-011: the mailing flags, in the spec's order. */
export const MAILING_FLAGS = [
  'enable_mail_news',
  'enable_mail_deposit',
  'enable_mail_bets',
  'enable_sms_news',
] as const;
export type MailingFlag = (typeof MAILING_FLAGS)[number];

/** UC-012: the user settings keys. */
export const USER_SETTINGS_KEYS = ['bonus_type', 'first_deposit_bonus_type'] as const;

/** A field counts as present when it holds something other than blanks. */
const present = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

/** UC-009: birthday, name, surname, passport, passport date and registration address, all of them. */
export function isRequiredProfileFilled(data: UserConfig['user_data']): boolean {
  return [
    data.date_birthday,
    data.name,
    data.surname,
    data.passport,
    data.passport_date,
    data.registration_address,
  ].every(present);
}

/** UC-010: phone and e-mail, both. */
export function areContactsFilled(config: Pick<UserConfig, 'phone_number' | 'user_email'>): boolean {
  return present(config.phone_number) && present(config.user_email);
}

/** UC-006. */
export const isNotVerified = (config: Pick<UserConfig, 'verification_status'>): boolean =>
  config.verification_status === 1;

/** UC-007. */
export const isPendingVerification = (config: Pick<UserConfig, 'user_status_id'>): boolean =>
  config.user_status_id === 1;

/** UC-011: a flag the answer leaves out is off. */
export function mailingFlagsOf(config: Partial<Record<MailingFlag, boolean>>): Record<MailingFlag, boolean> {
  return Object.fromEntries(MAILING_FLAGS.map((flag) => [flag, config[flag] === true])) as Record<MailingFlag, boolean>;
}

/** UC-012: the settings keys the answer carries (absent ones are null). */
export function userSettingsOf(config: Partial<Record<(typeof USER_SETTINGS_KEYS)[number], number>>) {
  return { bonus_type: config.bonus_type ?? null, first_deposit_bonus_type: config.first_deposit_bonus_type ?? null };
}
