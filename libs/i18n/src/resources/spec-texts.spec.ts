import { describe, expect, it } from 'vitest';
import { createI18n } from '../create-i18n';
import { mergeBundles } from '../merge-bundles';
import { specResources } from './spec-texts';

const ru = createI18n({ language: 'ru', bundles: [specResources] });
const en = createI18n({ language: 'en', bundles: [specResources] });

/** Resolved through i18next in both languages, and the en text is a text, not the key echoed back. */
function expectResolves(key: string, ruText: string, enText: string) {
  expect(ru.t(key)).toBe(ruText);
  expect(en.t(key)).toBe(enText);
  expect(en.t(key)).not.toBe(key);
}

describe('spec texts', () => {
  it('[I18N-005] main_error resolves to the error view title', () => {
    expectResolves('main_error', 'Ошибка', 'Error');
  });

  it('[I18N-006] main_done resolves to the generic "done" text', () => {
    expectResolves('main_done', 'Готово', 'Done');
  });

  it('[I18N-007] main_ok resolves to the generic "ok" text', () => {
    expectResolves('main_ok', 'ОК', 'OK');
  });

  it('[I18N-008] header_you_sure resolves to the logout question', () => {
    expectResolves('header_you_sure', 'Вы уверены, что хотите выйти?', 'Are you sure you want to log out?');
  });

  it('[I18N-009] proof_of_age_popup_title resolves to the age-restriction title', () => {
    expectResolves('proof_of_age_popup_title', 'Вам исполнилось 18 лет?', 'Are you 18 or older?');
  });

  it('[I18N-010] the update notice title and text resolve', () => {
    expectResolves(
      'main_update_notify_title_text',
      'Доступна новая версия сайта',
      'A new version of the site is available',
    );
    expectResolves(
      'main_update_notify_content_text',
      'Обновите страницу, чтобы продолжить работу в новой версии.',
      'Reload the page to continue with the new version.',
    );
  });

  it('[I18N-011] information_confirm_terms_error resolves to the confirm-terms error', () => {
    expectResolves(
      'information_confirm_terms_error',
      'Не удалось подтвердить согласие с правилами. Попробуйте ещё раз позже.',
      'We could not confirm your acceptance of the terms. Please try again later.',
    );
  });

  it('[I18N-012] the remote page load error title, text and button resolve', () => {
    expectResolves('main_dictionary_load_error', 'Не удалось загрузить страницу', 'The page could not be loaded');
    expectResolves(
      'main_dictionary_refresh_page',
      'Проверьте подключение к интернету и обновите страницу.',
      'Check your internet connection and refresh the page.',
    );
    expectResolves('main_refreshing_button', 'Обновить', 'Refresh');
  });

  it('[I18N-013] main_session_limit_ended resolves to the session-limit message', () => {
    expectResolves(
      'main_session_limit_ended',
      'Время вашей игровой сессии истекло.',
      'Your gaming session time limit has been reached.',
    );
  });

  it('holds exactly the keys the spec names, each in ru and en, the ru ones free of Latin letters', () => {
    const named = [
      'header_you_sure',
      'information_confirm_terms_error',
      'main_dictionary_load_error',
      'main_dictionary_refresh_page',
      'main_done',
      'main_error',
      'main_ok',
      'main_refreshing_button',
      'main_session_limit_ended',
      'main_update_notify_content_text',
      'main_update_notify_title_text',
      'proof_of_age_popup_title',
    ];
    expect(Object.keys(specResources.ru).sort()).toEqual(named);
    expect(Object.keys(specResources.en).sort()).toEqual(named);
    for (const text of Object.values(specResources.ru)) expect(text).toMatch(/^[^a-z]*$/i);
  });

  it('agrees with the generic texts the ui lib defines, so the app can merge both', () => {
    const uiGeneric = {
      ru: { main_error: 'Ошибка', main_done: 'Готово', main_ok: 'ОК' },
      en: { main_error: 'Error', main_done: 'Done', main_ok: 'OK' },
    };
    expect(() => mergeBundles(uiGeneric, specResources)).not.toThrow();
  });
});
