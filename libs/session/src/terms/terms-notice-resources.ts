/** Texts of the terms update notice, added as it first renders (`useLazyTexts`): the first load never carries them. */
export const termsNoticeResources = {
  ru: {
    session_terms_notice_title: 'Обновлены правила и политика конфиденциальности',
    session_terms_notice_text:
      'Мы изменили правила сайта и политику конфиденциальности. Ознакомьтесь с изменениями и примите их, чтобы продолжить игру.',
    session_terms_notice_link: 'Ознакомиться и принять',
  },
  en: {
    session_terms_notice_title: 'Terms and privacy policy updated',
    session_terms_notice_text:
      'We have changed our terms and privacy policy. Please review and accept the changes to keep playing.',
    session_terms_notice_link: 'Review and accept',
  },
} as const;
