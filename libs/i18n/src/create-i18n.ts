import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from './languages';
import { mergeBundles, type ResourceBundle } from './merge-bundles';
import { namespaceBackend, type NamespaceLoader } from './namespace-backend';

/** The namespace of `bundles`: the spec's keys and every text used without a namespace. */
export const DEFAULT_NAMESPACE = 'translation';

/** A lib's namespace: its texts at hand (tests, stories) or a loader run on first use (the app). */
export type NamespaceSource = ResourceBundle | NamespaceLoader;

export interface CreateI18nOptions {
  language?: string;
  /** Texts of the default namespace, merged; available at once. */
  bundles?: ResourceBundle[];
  /** One namespace per lib. Loaders run on `i18n.loadNamespaces(ns)` or react-i18next's `useTranslation(ns)`. */
  namespaces?: Readonly<Record<string, NamespaceSource>>;
}

function splitNamespaces(namespaces: Readonly<Record<string, NamespaceSource>>) {
  const loaders: Record<string, NamespaceLoader> = {};
  const ready: Record<string, ResourceBundle> = {};
  for (const [namespace, source] of Object.entries(namespaces)) {
    if (namespace === DEFAULT_NAMESPACE) {
      throw new Error(`i18n: "${DEFAULT_NAMESPACE}" is the namespace of \`bundles\`; give the lib its own namespace`);
    }
    if (typeof source === 'function') loaders[namespace] = source;
    else ready[namespace] = source;
  }
  return { loaders, ready };
}

function toResources(defaultTexts: ResourceBundle, ready: Record<string, ResourceBundle>): Resource {
  const resources: Resource = {};
  const add = (namespace: string, bundle: ResourceBundle) => {
    for (const [language, texts] of Object.entries(bundle)) {
      if (texts) (resources[language] ??= {})[namespace] = { ...texts };
    }
  };
  add(DEFAULT_NAMESPACE, defaultTexts);
  for (const [namespace, bundle] of Object.entries(ready)) add(namespace, bundle);
  return resources;
}

/** A fresh instance per app / story / test, so they never share language state. */
export function createI18n({
  language = DEFAULT_LANGUAGE,
  bundles = [],
  namespaces = {},
}: CreateI18nOptions = {}): i18n {
  const { loaders, ready } = splitNamespaces(namespaces);
  const instance = i18next.createInstance();
  void instance
    .use(namespaceBackend(loaders))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      // No supportedLngs: the site config decides which languages exist; one Kickoff has no texts for shows en.
      resources: toResources(mergeBundles(...bundles), ready),
      // The bundled namespaces are complete; the backend is asked only for the lazy ones.
      partialBundledLanguages: true,
      ns: [DEFAULT_NAMESPACE, ...Object.keys(ready)],
      defaultNS: DEFAULT_NAMESPACE,
      // A lib's component can use the spec's shared keys (`main_error`) without naming the default namespace.
      fallbackNS: DEFAULT_NAMESPACE,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}
