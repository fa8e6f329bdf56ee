import { useLazyTexts } from '@kickoff/store';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CasinoRow } from '../home/CasinoRow';
import { HomeGamesSection } from '../home/HomeGamesSection';
import { homeResources } from '../home/home-resources';
import styles from '../home/HomePage.module.css';

/**
 * The home route's page (its own chunk, server-rendered with its games: the shell's `preparePage`): the
 * promotions entry, live now, the next games and the casino's popular games.
 */
export default function HomePage() {
  useLazyTexts(homeResources);
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.home}>
      <h1 className={styles.title}>{t('shell_home_title')}</h1>
      <section className={styles.promo} aria-labelledby="home-promo">
        <h2 id="home-promo">{t('shell_home_promo_title')}</h2>
        <p>{t('shell_home_promo_text')}</p>
        <Link className={styles.promoLink} to={`/${i18n.language}/promo`}>
          {t('shell_home_promo_link')}
        </Link>
      </section>
      <HomeGamesSection section="live" />
      <HomeGamesSection section="line" />
      <CasinoRow />
    </div>
  );
}
