import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TermsRule } from './terms-rules';
import styles from './ConfirmTermsPage.module.css';

export interface TermsRuleListProps {
  rules: TermsRule[];
  /** The address a rule's link opens (the route page may put the language in front of a site path). */
  hrefOf: (link: string) => string;
}

/** SES-056: each rule as its link, its changed points (sub-rule positions) and its tags. */
export function TermsRuleList({ rules, hrefOf }: TermsRuleListProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <>
      <h2 id={labelId} className={styles.listTitle}>
        {t('session_terms_list')}
      </h2>
      <ul aria-labelledby={labelId} className={styles.rules}>
        {rules.map((rule, index) => (
          <li key={`${index}:${rule.link}`} className={styles.rule}>
            {/* A new tab: the user reads the rules and comes back to confirm them here. */}
            <a href={hrefOf(rule.link)} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {rule.link} <span className={styles.hint}>{t('session_terms_new_tab')}</span>
            </a>
            {rule.subRules.length > 0 && (
              <p className={styles.detail}>
                {t('session_terms_points', { positions: rule.subRules.map((subRule) => subRule.position).join(', ') })}
              </p>
            )}
            {rule.tags.length > 0 && (
              <p className={styles.detail}>{t('session_terms_tags', { tags: rule.tags.join(', ') })}</p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
