import type { Clock, KeyValueStorage } from '@kickoff/runtime';
import { useLazyTexts } from '@kickoff/store';
import { Alert } from '@kickoff/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberAgeRestrictionShown, shouldShowAgeRestriction } from '../../shell/age-restriction';
import { ageRestrictionResources } from './age-restriction-resources';

export interface AgeRestrictionNoticeProps {
  /** The site config turns the notice on for this site; false never shows it (SR-095). */
  isConfigured: boolean;
  /** Where the 3-day flag lives: local storage in the app (`browserStorage('local')`). */
  storage: KeyValueStorage;
  clock: Clock;
  /** The visitor confirmed being of age. */
  onConfirm?: () => void;
}

/**
 * "Are you 18 or older?" (`proof_of_age_popup_title`), once per visitor per 3 days (SR-094 … SR-096).
 * The decision is taken the first time the config says the notice is on, so a config that arrives after the
 * first render still counts; it is not taken again while mounted. The flag is stored when the notice shows
 * (SR-096's reading); the visitor answers with the one confirm action, so there is no ×, Escape or outside click.
 */
export function AgeRestrictionNotice({ isConfigured, storage, clock, onConfirm }: AgeRestrictionNoticeProps) {
  useLazyTexts(ageRestrictionResources);
  const { t } = useTranslation();
  const [shown, setShown] = useState<boolean | undefined>(undefined);
  if (isConfigured && shown === undefined) setShown(shouldShowAgeRestriction(true, { storage, clock }));

  // Read through a ref: an owner passing a new storage object per render must not restart the 3 days.
  const deps = useRef({ storage, clock });
  deps.current = { storage, clock };
  useEffect(() => {
    if (shown) rememberAgeRestrictionShown(deps.current);
  }, [shown]);

  return (
    <Alert
      open={isConfigured && shown === true}
      dismissible={false}
      title={t('proof_of_age_popup_title')}
      text={t('shell_age_text')}
      action={{
        label: t('shell_age_confirm'),
        onClick: () => {
          setShown(false);
          onConfirm?.();
        },
      }}
    />
  );
}
