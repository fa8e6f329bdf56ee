import { useTranslation } from 'react-i18next';
import { storyLanguageOf } from './story-texts';

type Globals = Record<string, unknown>;

/**
 * What callers would put into ui's components in the stories (labels, titles, messages), in the toolbar's
 * languages: a story renders the active language's texts and its play function looks elements up by them,
 * so no story shows Russian to an English reader or leans on a fixed string. The only Cyrillic of ui's stories.
 */
const ru = {
  // Answers and questions of dialogs
  open: 'Открыть',
  sure: 'Вы уверены?',
  logoutText: 'Вы выйдете из аккаунта на этом устройстве.',
  cancel: 'Отмена',
  logout: 'Выйти',
  ok: 'ОК',
  error: 'Ошибка',
  done: 'Готово',
  termsError: 'Не удалось подтвердить условия. Обновите страницу.',
  limitSaved: 'Лимит сохранён.',
  // Navigation and rules
  menu: 'Меню навигации',
  line: 'Линия',
  live: 'Лайв',
  casino: 'Казино',
  rules: 'Правила',
  rule: (n: number) => `Пункт ${n}. Ставки принимаются до начала события.`,
  // Bets and the coupon
  placeBet: 'Сделать ставку',
  more: 'Подробнее',
  betAccepted: 'Ставка принята',
  coupon: 'Купон № 1234',
  couponPlaced: 'Купон № 1234 оформлен.',
  oddsChanged: 'Коэффициенты изменились',
  oddsRefresh: 'Коэффициенты обновляются каждые 15 секунд.',
  limit: 'Лимит',
  depositLimitLeft: 'До лимита депозитов осталось 500 ₽',
  // Failures and results
  lineFailed: 'Не удалось загрузить линию',
  pageFailed: 'Не удалось загрузить страницу.',
  dictionaryFailed: 'Не удалось загрузить словарь.',
  serverError: 'Внутренняя ошибка сервера.',
  serviceDown: 'Сервис временно недоступен',
  unstableConnection: 'Соединение нестабильно',
  passwordSaved: 'Пароль сохранён.',
  pageNotFound: 'Страница не найдена',
  toHome: 'На главную',
  reload: 'Обновить',
  showError: 'Показать ошибку',
  // Notices
  information: 'Информация',
  attention: 'Внимание',
  maintenance: 'Технические работы',
  maintenanceText: 'Сайт может работать медленнее с 03:00 до 06:00.',
  adBlocker: 'Отключите блокировщик рекламы',
  adBlockerText: 'Сайт блокируется расширением браузера.',
  newVersion: 'Доступна новая версия',
  newVersionText: 'Обновите страницу, чтобы продолжить.',
  reloadPage: 'Обновить страницу',
  // Loading
  loadingGame: 'Загрузка игры',
  loadingGames: 'Загрузка игр',
  startNavigation: 'Начать переход',
  finishNavigation: 'Завершить переход',
  // Form fields
  email: 'E-mail',
  emailHint: 'Пришлём код на этот адрес',
  emailError: 'Введите адрес e-mail',
  country: 'Страна',
  countryError: 'Выберите страну телефона',
  russia: 'Россия (+7)',
  kazakhstan: 'Казахстан (+7)',
  belarus: 'Беларусь (+375)',
  phone: 'Телефон',
  password: 'Пароль',
  passwordError: 'Не менее 8 символов',
  bonus: 'Бонус',
  noBonus: 'Без бонуса',
  sport: 'Спорт',
  rememberMe: 'Запомнить меня',
  // The Foundations page: one heading per token group, then its columns and a text sample
  tokens: {
    colour: 'Цвета',
    typography: 'Типографика',
    spacing: 'Отступы, скругления и тени',
    layer: 'Слои (z-index)',
    token: 'Токен',
    light: 'Светлая тема',
    dark: 'Тёмная тема',
    sample: 'Съешь же ещё этих мягких французских булок, да выпей чаю. 0123456789',
  },
};

export type DemoTexts = typeof ru;

const en: DemoTexts = {
  open: 'Open',
  sure: 'Are you sure?',
  logoutText: 'You will be logged out on this device.',
  cancel: 'Cancel',
  logout: 'Log out',
  ok: 'OK',
  error: 'Error',
  done: 'Done',
  termsError: 'The terms could not be confirmed. Reload the page.',
  limitSaved: 'The limit is saved.',
  menu: 'Navigation menu',
  line: 'Line',
  live: 'Live',
  casino: 'Casino',
  rules: 'Rules',
  rule: (n: number) => `Item ${n}. Bets are accepted until the event starts.`,
  placeBet: 'Place a bet',
  more: 'More details',
  betAccepted: 'Bet accepted',
  coupon: 'Coupon No. 1234',
  couponPlaced: 'Coupon No. 1234 placed.',
  oddsChanged: 'The odds have changed',
  oddsRefresh: 'Odds are refreshed every 15 seconds.',
  limit: 'Limit',
  depositLimitLeft: '500 ₽ left before your deposit limit',
  lineFailed: 'The line could not be loaded',
  pageFailed: 'The page could not be loaded.',
  dictionaryFailed: 'The dictionary could not be loaded.',
  serverError: 'Internal server error.',
  serviceDown: 'The service is temporarily unavailable',
  unstableConnection: 'The connection is unstable',
  passwordSaved: 'The password is saved.',
  pageNotFound: 'Page not found',
  toHome: 'To the home page',
  reload: 'Reload',
  showError: 'Show an error',
  information: 'Information',
  attention: 'Attention',
  maintenance: 'Maintenance',
  maintenanceText: 'The site may be slower from 03:00 to 06:00.',
  adBlocker: 'Turn off your ad blocker',
  adBlockerText: 'A browser extension is blocking the site.',
  newVersion: 'A new version is available',
  newVersionText: 'Reload the page to go on.',
  reloadPage: 'Reload the page',
  loadingGame: 'Loading the game',
  loadingGames: 'Loading games',
  startNavigation: 'Start navigation',
  finishNavigation: 'Finish navigation',
  email: 'E-mail',
  emailHint: 'We send the code here',
  emailError: 'Enter an e-mail address',
  country: 'Country',
  countryError: 'Choose the country of your phone',
  russia: 'Russia (+7)',
  kazakhstan: 'Kazakhstan (+7)',
  belarus: 'Belarus (+375)',
  phone: 'Phone',
  password: 'Password',
  passwordError: 'At least 8 characters',
  bonus: 'Bonus',
  noBonus: 'No bonus',
  sport: 'Sport',
  rememberMe: 'Remember me',
  tokens: {
    colour: 'Colours',
    typography: 'Typography',
    spacing: 'Spacing, corners and shadows',
    layer: 'Layers (z-index)',
    token: 'Token',
    light: 'Light theme',
    dark: 'Dark theme',
    sample: 'The quick brown fox jumps over the lazy dog. 0123456789',
  },
};

export const demoTexts = { ru, en };

/** A story's caller texts, written once for every language: the story renders them in the active one. */
export type InLanguage<T> = (t: DemoTexts) => T;

/** The demo texts of a story's toolbar language (`globals.locale`): what play functions look elements up by. */
export const demoTextsIn = (globals: Globals): DemoTexts => demoTexts[storyLanguageOf(globals)];

/** The demo texts of the language the story renders in (the toolbar's, through the story's i18next). */
export function useDemoTexts(): DemoTexts {
  return demoTextsIn({ locale: useTranslation().i18n.language });
}
