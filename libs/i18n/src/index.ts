export { DEFAULT_CURRENCY, DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, isLanguageSegment, isSupportedLanguage } from './languages';
export type { LanguageCode } from './languages';
export { createI18n, mergeBundles } from './create-i18n';
export type { ResourceBundle } from './create-i18n';
