type Texts = Readonly<Record<string, string>>;
/** What each lib exports: its texts per language, `{ ru: {...}, en: {...} }`. */
export type ResourceBundle = Readonly<Partial<Record<string, Texts>>>;

/** A key defined twice with different texts throws, so two libs cannot silently fight over a key. */
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
