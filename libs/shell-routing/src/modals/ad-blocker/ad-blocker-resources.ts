/**
 * Texts of the ad blocker notice, added as it first
 * renders (`useLazyTexts` of @kickoff/store), so the first load never carries them.
 */
export const adBlockerResources = {
  ru: {
    shell_adblock_title: 'Сайт заблокирован блокировщиком рекламы',
    shell_adblock_text:
      'Отключите блокировщик рекламы для этого сайта и обновите страницу, чтобы всё работало как надо.',
  },
  en: {
    shell_adblock_title: 'The website is blocked by an ad blocker',
    shell_adblock_text: 'Please disable your ad blocker for this site and reload the page so that everything works.',
  },
} as const;
