/**
 * The shell's texts. They live in the default namespace and load with the app, not lazily: the not-found and
 * error pages must speak even when a chunk fails to load. Keys are `shell_`-prefixed.
 */
export const shellRoutingResources = {
  ru: {
    shell_site_name: 'Kickoff',
    shell_home_title: 'Ставки на спорт и казино',
    shell_home_intro: 'Линия и лайв, киберспорт, казино и лайв-казино в одном месте.',
    shell_nav_label: 'Основная навигация',
    shell_nav_line: 'Линия',
    shell_nav_live: 'Лайв',
    shell_nav_casino: 'Казино',
    shell_language_label: 'Язык',
    shell_footer_age: '18+',
    shell_footer_responsible: 'Играйте ответственно. Азартные игры только для лиц старше 18 лет.',
    shell_not_found_text: 'Страница не найдена',
    shell_error_text: 'Что-то пошло не так. Попробуйте открыть страницу позже.',
    shell_to_home: 'На главную',
    shell_page_loading: 'Загрузка страницы',
    shell_scroll_to_top: 'Наверх',
    shell_maintenance_label: 'Технические работы',
    shell_blocked_label: 'Доступ ограничен',
  },
  en: {
    shell_site_name: 'Kickoff',
    shell_home_title: 'Sports betting and casino',
    shell_home_intro: 'Line and live betting, cyber sports, casino and live casino in one place.',
    shell_nav_label: 'Main navigation',
    shell_nav_line: 'Line',
    shell_nav_live: 'Live',
    shell_nav_casino: 'Casino',
    shell_language_label: 'Language',
    shell_footer_age: '18+',
    shell_footer_responsible: 'Play responsibly. Gambling is for people over 18 only.',
    shell_not_found_text: 'This page could not be found',
    shell_error_text: 'Something went wrong. Please try opening the page later.',
    shell_to_home: 'To the home page',
    shell_page_loading: 'Page loading',
    shell_scroll_to_top: 'Back to top',
    shell_maintenance_label: 'Maintenance',
    shell_blocked_label: 'Access restricted',
  },
} as const;

export type ShellTextKey = keyof (typeof shellRoutingResources)['en'];
