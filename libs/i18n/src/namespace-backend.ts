import type { BackendModule } from 'i18next';
import type { ResourceBundle } from './merge-bundles';

/** Loads one lib's texts, typically `() => import('./texts').then((m) => m.couponTexts)` inside that lib. */
export type NamespaceLoader = () => Promise<ResourceBundle>;

/**
 * An i18next backend over in-repo loaders: i18next asks per language and namespace, while a loader
 * brings every language of its namespace at once, so each loader runs once for all languages.
 */
export function namespaceBackend(loaders: Readonly<Record<string, NamespaceLoader>>): BackendModule {
  const loading = new Map<string, Promise<ResourceBundle>>();

  const load = (namespace: string, loader: NamespaceLoader) => {
    let bundle = loading.get(namespace);
    if (!bundle) {
      bundle = Promise.resolve()
        .then(loader)
        .catch((error: unknown) => {
          // A failed chunk must be fetched again on the next attempt, not served from a cached rejection.
          loading.delete(namespace);
          throw error;
        });
      loading.set(namespace, bundle);
    }
    return bundle;
  };

  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language, namespace, callback) {
      const loader = loaders[namespace];
      // An unknown namespace has no texts: its keys then resolve through the fallback namespace and language.
      if (!loader) return callback(null, {});
      load(namespace, loader).then(
        // A copy, because i18next keeps and may extend what it is given; the lib's export stays untouched.
        (bundle) => callback(null, { ...bundle[language] }),
        // `true` asks i18next to retry (a network hiccup) and leaves the namespace loadable later.
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
      );
    },
  };
}
