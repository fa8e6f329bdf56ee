import { createI18n, specResources } from '@kickoff/i18n';
import { uiResources } from '@kickoff/ui';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { remoteAppsResources } from '../i18n/resources';
import { RemoteAppsProvider, type RemoteAppsRuntime } from '../components/remote-apps-runtime';

export const bundles = [uiResources, specResources, remoteAppsResources];

/** What a reader sees for a key, so assertions name the key. */
export function textOf(key: string, language: 'ru' | 'en' = 'en'): string {
  const texts: Record<string, string> = {
    ...uiResources[language],
    ...specResources[language],
    ...remoteAppsResources[language],
  };
  const text = texts[key];
  if (text === undefined) throw new Error(`no ${language} text for ${key}`);
  return text;
}

export function withProviders(children: ReactNode, runtime: RemoteAppsRuntime, store?: Store) {
  const tree = (
    <I18nextProvider i18n={createI18n({ language: 'en', bundles })}>
      <RemoteAppsProvider runtime={runtime}>{children}</RemoteAppsProvider>
    </I18nextProvider>
  );
  return store ? <Provider store={store}>{tree}</Provider> : tree;
}
