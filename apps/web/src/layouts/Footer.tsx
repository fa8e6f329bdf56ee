import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="ko-footer">
      <span className="ko-footer__age" aria-hidden="true">
        {t('shell_footer_age')}
      </span>
      <p>{t('shell_footer_responsible')}</p>
    </footer>
  );
}
