import { useLazyTexts } from '@kickoff/store';
import { Notice } from '@kickoff/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adBlockerResources } from './ad-blocker-resources';

export interface AdBlockerNoticeProps {
  /** Told after the visitor closed it (e.g. to not show it again this visit). */
  onClose?: () => void;
  /** Heading level to fit the page outline where the layout mounts it. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * SR-097 / SR-098: the website is blocked by an ad blocker, please disable it; a close button hides it.
 * A non-modal warning in the page flow (its own `role="alert"`), since the site stays usable around it.
 * Mount it when `useAdBlockerDetection` says so; once closed it stays closed while mounted.
 */
export function AdBlockerNotice({ onClose, headingLevel, className }: AdBlockerNoticeProps) {
  useLazyTexts(adBlockerResources);
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <Notice
      tone="warning"
      title={t('shell_adblock_title')}
      headingLevel={headingLevel}
      className={className}
      onClose={() => {
        setClosed(true);
        onClose?.();
      }}
    >
      {t('shell_adblock_text')}
    </Notice>
  );
}
