import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { homeCasinoArgs } from './home-answers';
import { useShellHomeCasinoQuery } from './home-games-api';
import styles from './HomePage.module.css';

/** As many placeholders as tiles come (answers/lazy-answers.ts). */
const CASINO_TILES = 8;

/** The popular casino games (the light games preview), each opening its game page in the casino (SR-049). */
export function CasinoRow() {
  const { t, i18n } = useTranslation();
  const { data: games = [], isLoading } = useShellHomeCasinoQuery(homeCasinoArgs(i18n.language));
  if (!isLoading && games.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-casino">
      <div className={styles.sectionHeader}>
        <h2 id="home-casino">{t('shell_home_casino_title')}</h2>
        <Link to={`/${i18n.language}/casino`}>{t('shell_home_all_casino')}</Link>
      </div>
      <ul className={styles.casino} aria-busy={isLoading}>
        {isLoading
          ? Array.from({ length: CASINO_TILES }, (_, index) => (
              <li key={index} className={`${styles.tile} ${styles.skeleton}`} aria-hidden="true" />
            ))
          : games.map((game) => (
              <li key={game.id}>
                <Link className={styles.tile} to={`/${i18n.language}/casino/game/${game.id}/${game.route}`}>
                  <span className={styles.tileArt} aria-hidden="true" data-tile={game.id % 6} />
                  <span className={styles.tileName}>{game.name}</span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
