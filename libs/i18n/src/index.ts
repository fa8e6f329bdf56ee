// The public face of @kickoff/i18n: the site's languages, the i18next instance, the language cookies and the
// spec's shared texts, as other libs and the app use them. Tests import `src/...`.
export { createI18n, DEFAULT_NAMESPACE } from './create-i18n';
export type { CreateI18nOptions } from './create-i18n';
export { chooseLanguage } from './language-choice';
export type { LanguageChoiceInput, SiteLanguageLike } from './language-choice';
export { LANGUAGE_COOKIE, readLanguageCookies } from './language-cookie';
export { DEFAULT_LANGUAGE, isLanguageSegment, SUPPORTED_LANGUAGES } from './languages';
export type { LanguageCode } from './languages';
export type { ResourceBundle } from './merge-bundles';
export { followLanguage, startLanguage } from './page-language';
export { specResources } from './resources/spec-texts';
