import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HOME_POLLING_MS, useShellHomeGamesQuery } from './home-games-api';
import { homeGamesArgs } from './home-answers';
import { HomeGameRow } from './HomeGameRow';
import { kickOffText } from './kick-off-time';
import { useCouponChoice } from './use-coupon-choice';
import { useIsHydrated, usePreference } from './use-preference';
import styles from './HomePage.module.css';

const SKELETON_ROWS = 4;
const TEXTS = {
  live: { title: 'shell_home_live_title', empty: 'shell_home_no_live', all: 'shell_home_all_live', path: 'live' },
  line: {
    title: 'shell_home_upcoming_title',
    empty: 'shell_home_no_upcoming',
    all: 'shell_home_all_line',
    path: 'line',
  },
} as const;

/** Live now or the next games: rows of odds that add to and remove from the coupon; skeleton rows while loading. */
export function HomeGamesSection({ section }: { section: 'live' | 'line' }) {
  const { t, i18n } = useTranslation();
  const texts = TEXTS[section];
  const { data, isError, isLoading, refetch } = useShellHomeGamesQuery(homeGamesArgs(section, i18n.language), {
    pollingInterval: HOME_POLLING_MS[section],
    skipPollingIfUnfocused: true,
  });
  const choice = useCouponChoice();
  const coefViewId = usePreference('coefViewId');
  const is12h = usePreference('is12h');
  const timeZone = usePreference('timeZone');
  const isHydrated = useIsHydrated();
  const games = data ?? [];
  const headingId = `home-${section}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId}>{t(texts.title)}</h2>
        <Link to={`/${i18n.language}/${texts.path}`}>{t(texts.all)}</Link>
      </div>
      {isLoading ? (
        <div role="status" aria-label={t('shell_home_loading')}>
          <ul className={styles.games} aria-hidden="true">
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <li key={index} className={`${styles.game} ${styles.skeleton}`} />
            ))}
          </ul>
        </div>
      ) : isError && !data ? (
        <p role="alert" className={styles.message}>
          {t('shell_home_games_failed')}{' '}
          <button type="button" className={styles.retry} onClick={() => void refetch()}>
            {t('shell_home_retry')}
          </button>
        </p>
      ) : games.length === 0 ? (
        <p className={styles.message}>{t(texts.empty)}</p>
      ) : (
        <ul className={styles.games}>
          {games.map((game) => (
            <HomeGameRow
              key={game.id}
              game={game}
              coefViewId={coefViewId}
              kickOff={kickOffText(game.startTime, {
                language: i18n.language,
                is12h,
                timeZone: timeZone ?? (isHydrated ? null : 'UTC'),
              })}
              isChosen={choice.isChosen}
              onToggle={choice.toggle}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
