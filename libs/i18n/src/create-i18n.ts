import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from './languages';

type Texts = Readonly<Record<string, string>>;
/** What each lib exports: its texts per language. */
export type ResourceBundle = Readonly<Partial<Record<string, Texts>>>;

export function mergeBundles(...bundles: ResourceBundle[]): Record<string, Record<string, string>> {
  const merged: Record<string, Record<string, string>> = {};
  for (const bundle of bundles) {
    for (const [language, texts] of Object.entries(bundle)) {
      const target = (merged[language] ??= {});
      for (const [key, text] of Object.entries(texts ?? {})) {
        if (key in target && target[key] !== text) {
          throw new Error(`i18n: key "${key}" (${language}) is defined twice with different texts`);
        }
        target[key] = text;
      }
    }
  }
  return merged;
}

export interface CreateI18nOptions {
  language?: string;
  bundles: ResourceBundle[];
}

/** A fresh instance per app / story / test, so they never share language state. */
export function createI18n({ language = DEFAULT_LANGUAGE, bundles }: CreateI18nOptions): i18n {
  const merged = mergeBundles(...bundles);
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    resources: Object.fromEntries(Object.entries(merged).map(([lng, texts]) => [lng, { translation: texts }])),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
