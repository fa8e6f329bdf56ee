import { addResources } from '@kickoff/store';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slipResources } from './slip-resources';

/**
 * The slip's texts join the site's i18next when its chunk first renders: they are not part of the first page's
 * weight. Adding a bundle twice is harmless (same keys, same texts), so every root of the slip may call this.
 */
export function useSlipTexts(): void {
  const { i18n } = useTranslation();
  useState(() => addResources(i18n, [slipResources]));
}
