import { createI18n, specResources } from '@kickoff/i18n';
import { uiResources } from '@kickoff/ui';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { adBlockerResources } from '../ad-blocker/ad-blocker-resources';
import { ageRestrictionResources } from '../age-restriction/age-restriction-resources';
import { gamesPreloaderResources } from '../games-preloader/games-preloader-resources';
import { logoutResources } from '../logout/logout-resources';
import { shellModalsResources } from '../modals-resources';
import { statisticPopupResources } from '../statistic-popup/statistic-popup-resources';
import { updateNoticeResources } from '../update/update-resources';

/** Every text of the shell's modals: ui's, the spec's keys, the first load's and each part's own. */
export const modalBundles = [
  uiResources,
  specResources,
  shellModalsResources,
  logoutResources,
  updateNoticeResources,
  ageRestrictionResources,
  adBlockerResources,
  gamesPreloaderResources,
  statisticPopupResources,
];

export function withTexts(children: ReactNode, language: 'ru' | 'en' = 'en') {
  return <I18nextProvider i18n={createI18n({ language, bundles: modalBundles })}>{children}</I18nextProvider>;
}

/** What a reader sees for a key, so assertions name the key and stay true when a text is reworded. */
export function textOf(key: string, language: 'ru' | 'en' = 'en'): string {
  const texts: Record<string, string> = Object.assign({}, ...modalBundles.map((bundle) => bundle[language]));
  const text = texts[key];
  if (text === undefined) throw new Error(`no ${language} text for ${key}`);
  return text;
}
