/** Texts of the shell pages the web app renders until the shell-routing lib owns them. */
export const webResources = {
  ru: {
    shell_site_name: 'Kickoff',
    shell_home_title: 'Ставки на спорт и казино',
    shell_home_intro: 'Линия и лайв, киберспорт, казино и лайв-казино в одном месте.',
    shell_nav_label: 'Основная навигация',
    shell_language_label: 'Язык',
    shell_footer_age: '18+',
    shell_footer_responsible: 'Играйте ответственно. Азартные игры только для лиц старше 18 лет.',
    shell_not_found_title: '404',
    shell_not_found_text: 'Страница не найдена',
    shell_to_home: 'На главную',
    main_error: 'Ошибка',
  },
  en: {
    shell_site_name: 'Kickoff',
    shell_home_title: 'Sports betting and casino',
    shell_home_intro: 'Line and live betting, cyber sports, casino and live casino in one place.',
    shell_nav_label: 'Main navigation',
    shell_language_label: 'Language',
    shell_footer_age: '18+',
    shell_footer_responsible: 'Play responsibly. Gambling is for people over 18 only.',
    shell_not_found_title: '404',
    shell_not_found_text: 'This page could not be found',
    shell_to_home: 'To the home page',
    main_error: 'Error',
  },
} as const;
