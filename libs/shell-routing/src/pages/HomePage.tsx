import { useTranslation } from 'react-i18next';

/** The home route's page: its own chunk, loaded by the shell's router (the shell feature's `routes`). */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{t('shell_home_title')}</h1>
      <p>{t('shell_home_intro')}</p>
    </section>
  );
}
