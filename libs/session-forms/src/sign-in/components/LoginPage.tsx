import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginForm, type LoginFormProps } from './LoginForm';
import styles from './LoginPage.module.css';

export type LoginPageProps = Omit<LoginFormProps, 'firstFieldRef' | 'labelledBy'>;

/** MOD-016, page variant: the login route's full page, the same form as the modal under the page's heading. */
export function LoginPage(props: LoginPageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.card}>
        <h1 id={titleId} className={styles.title}>
          {t('session_login_title')}
        </h1>
        <LoginForm {...props} labelledBy={titleId} />
      </div>
    </section>
  );
}
