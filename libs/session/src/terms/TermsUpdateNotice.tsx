import { useLazyTexts } from '@kickoff/store';
import { Notice } from '@kickoff/ui';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { termsNoticeResources } from './terms-notice-resources';
import styles from './TermsUpdateNotice.module.css';

export interface TermsUpdateNoticeProps {
  /** The confirm-terms page's address in the current language. */
  confirmTermsHref: string;
  /** Client-side navigation; without it the link loads the page. Modified clicks (new tab …) are left to the browser. */
  onFollow?: (href: string) => void;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** SES-060 (MOD-024): the terms and privacy policy changed; the link leads to the page where the user accepts them. */
export function TermsUpdateNotice({ confirmTermsHref, onFollow, headingLevel, className }: TermsUpdateNoticeProps) {
  useLazyTexts(termsNoticeResources);
  const { t } = useTranslation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onFollow || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow(confirmTermsHref);
  };
  return (
    <Notice
      tone="info"
      title={t('session_terms_notice_title')}
      headingLevel={headingLevel}
      className={className}
      actions={
        <a href={confirmTermsHref} onClick={follow} className={styles.link}>
          {t('session_terms_notice_link')}
        </a>
      }
    >
      {t('session_terms_notice_text')}
    </Notice>
  );
}
