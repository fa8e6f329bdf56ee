import { useLazyTexts } from '@kickoff/store';
import { Button, ErrorView, Preloader } from '@kickoff/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectTermsUpdatedAt } from '../state/selectors';
import { termsStatusReceived } from '../state/session-slice';
import { ConfirmTermsErrorAlert } from './ConfirmTermsErrorAlert';
import { useSessionTermsConfirmMutation, useSessionTermsRulesQuery } from './terms-api';
import { termsResources } from './terms-resources';
import { TermsRuleList } from './TermsRuleList';
import styles from './ConfirmTermsPage.module.css';

export interface ConfirmTermsPageProps {
  /**
   * After a confirmation: the route page sends the user home. (The session's terms listener also sends home a user on
   * the confirm page with nothing left to confirm, SES-055; the router should treat a second "home" as a no-op.)
   */
  onConfirmed?: () => void;
  /** The address a rule's link opens; default the link itself. */
  hrefOf?: (link: string) => string;
}

const sameLink = (link: string) => link;

/**
 * The confirm-terms page (SES-054 … SES-059): the changed rules with their links and one button to accept them.
 * It confirms the version it lists (the rules answer's `updatedAt`; the polled `termsUpdatedAt` only when the
 * answer has none): a version published after the list was loaded is not one the user has read.
 */
export function ConfirmTermsPage({ onConfirmed, hrefOf = sameLink }: ConfirmTermsPageProps) {
  useLazyTexts(termsResources);
  const { t } = useTranslation();
  const titleId = useId();
  const dispatch = useDispatch();
  const polledVersion = useSelector(selectTermsUpdatedAt);
  const rules = useSessionTermsRulesQuery();
  const [confirmTerms, confirmation] = useSessionTermsConfirmMutation();
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    if (confirmation.isLoading) return;
    const version = rules.data?.updatedAt ?? polledVersion;
    const result = version === null ? undefined : await confirmTerms({ updatedAt: version });
    // SES-057: an error answer, `result: false` (an outdated version) or no version to confirm all fail alike.
    if (version === null || !result || result.data !== true) {
      setFailed(true);
      return;
    }
    dispatch(termsStatusReceived({ changed: false, updatedAt: version }));
    onConfirmed?.();
  };

  return (
    <section aria-labelledby={titleId} className={styles.page}>
      <h1 id={titleId} className={styles.title}>
        {t('session_terms_title')}
      </h1>
      <p className={styles.intro}>{t('session_terms_intro')}</p>
      {rules.data ? (
        <>
          <TermsRuleList rules={rules.data.rules} hrefOf={hrefOf} />
          <div className={styles.actions}>
            <Button onClick={() => void confirm()} aria-disabled={confirmation.isLoading || undefined}>
              {confirmation.isLoading ? t('session_terms_confirming') : t('session_terms_confirm')}
            </Button>
          </div>
        </>
      ) : rules.isError && !rules.isFetching ? (
        <ErrorView
          title={t('session_terms_load_error')}
          action={{ label: t('session_terms_retry'), onClick: () => void rules.refetch() }}
        />
      ) : (
        <Preloader label={t('session_terms_loading')} />
      )}
      <ConfirmTermsErrorAlert open={failed} onAcknowledge={() => setFailed(false)} />
    </section>
  );
}
