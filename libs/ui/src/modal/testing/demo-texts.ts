/**
 * What callers would put into modals in the stories, in the toolbar's languages: play functions look elements
 * up by the active language's text, never by a fixed one.
 */
export const demoTexts = {
  ru: {
    open: 'Открыть',
    sure: 'Вы уверены?',
    logoutText: 'Вы выйдете из аккаунта на этом устройстве.',
    cancel: 'Отмена',
    logout: 'Выйти',
    ok: 'ОК',
    error: 'Ошибка',
    termsError: 'Не удалось подтвердить условия. Обновите страницу.',
    menu: 'Меню навигации',
    line: 'Линия',
    live: 'Лайв',
    casino: 'Казино',
    rules: 'Правила',
    rule: (n: number) => `Пункт ${n}. Ставки принимаются до начала события.`,
    betAccepted: 'Ставка принята',
    coupon: 'Купон № 1234 оформлен.',
    lineFailed: 'Не удалось загрузить линию',
  },
  en: {
    open: 'Open',
    sure: 'Are you sure?',
    logoutText: 'You will be logged out on this device.',
    cancel: 'Cancel',
    logout: 'Log out',
    ok: 'OK',
    error: 'Error',
    termsError: 'The terms could not be confirmed. Reload the page.',
    menu: 'Navigation menu',
    line: 'Line',
    live: 'Live',
    casino: 'Casino',
    rules: 'Rules',
    rule: (n: number) => `Item ${n}. Bets are accepted until the event starts.`,
    betAccepted: 'Bet accepted',
    coupon: 'Coupon No. 1234 placed.',
    lineFailed: 'The line could not be loaded',
  },
};

export type DemoTexts = (typeof demoTexts)['ru'];

/** The stories' two languages; anything else shows the default, Russian. */
export function languageOf(locale: unknown): keyof typeof demoTexts {
  return locale === 'en' ? 'en' : 'ru';
}
