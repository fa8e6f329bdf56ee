import type { ResourceBundle } from '@kickoff/i18n';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { addResources } from './feature';

const added = new WeakMap<I18n, WeakSet<ResourceBundle>>();

/**
 * Texts that ride with a lib's lazily loaded parts (its header part, its office page) rather than with its feature, so
 * the first load never carries them: the part adds them to the page's i18n as it first renders (in the browser and on
 * the server alike, so hydration finds the same words), once per i18n instance. Call it before the part's `t`.
 */
export function useLazyTexts(...bundles: ResourceBundle[]): void {
  const { i18n } = useTranslation();
  let known = added.get(i18n);
  if (!known) {
    known = new WeakSet();
    added.set(i18n, known);
  }
  const fresh = bundles.filter((bundle) => !known.has(bundle));
  if (fresh.length === 0) return;
  addResources(i18n, fresh);
  for (const bundle of fresh) known.add(bundle);
}
