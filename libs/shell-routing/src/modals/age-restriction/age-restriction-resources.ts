/**
 * Texts of the age restriction notice (its title is the spec's `proof_of_age_popup_title`), added as it first
 * renders (`useLazyTexts` of @kickoff/store), so the first load never carries them.
 */
export const ageRestrictionResources = {
  ru: {
    shell_age_text:
      'Сайт содержит азартные игры и предназначен только для совершеннолетних. Продолжая, вы подтверждаете, что вам исполнилось 18 лет.',
    shell_age_confirm: 'Да, мне есть 18',
  },
  en: {
    shell_age_text:
      'This site offers gambling and is for adults only. By continuing you confirm that you are at least 18 years old.',
    shell_age_confirm: 'Yes, I am 18 or older',
  },
} as const;
