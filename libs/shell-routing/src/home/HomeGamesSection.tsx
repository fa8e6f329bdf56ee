import { EventListSkeleton } from '@kickoff/ui';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { homeGamesArgs } from './home-answers';
import { HOME_POLLING_MS, useShellHomeGamesQuery } from './home-games-api';
import { HomeGameRow } from './HomeGameRow';
import { useCouponChoice } from './use-coupon-choice';
import { useOddsMoves } from './use-odds-moves';
import { useIsHydrated, usePreference } from './use-preference';
import styles from './HomePage.module.css';

const SKELETON_ROWS = 4;
const NO_GAMES: never[] = [];
const TEXTS = {
  live: { title: 'shell_home_live_title', empty: 'shell_home_no_live', all: 'shell_home_all_live' },
  line: { title: 'shell_home_upcoming_title', empty: 'shell_home_no_upcoming', all: 'shell_home_all_line' },
} as const;

/** An offset in hours (the player's setting) as a zone Intl reads: "+03:00". */
function offsetZone(hours: number): string {
  const minutes = Math.round(Math.abs(hours) * 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hours < 0 ? '-' : '+'}${hh}:${mm}`;
}

/** Live now or the next games: rows of odds that add to and remove from the coupon; skeleton rows while loading. */
export function HomeGamesSection({ section }: { section: 'live' | 'line' }) {
  const { t, i18n } = useTranslation();
  const texts = TEXTS[section];
  const { data, isError, isLoading, refetch } = useShellHomeGamesQuery(homeGamesArgs(section, i18n.language), {
    pollingInterval: HOME_POLLING_MS[section],
    skipPollingIfUnfocused: true,
  });
  const games = data ?? NO_GAMES;
  const { chosen, choose } = useCouponChoice();
  const moves = useOddsMoves(games);
  const coefViewId = usePreference('coefViewId');
  const hour12 = usePreference('is12h');
  const timeZone = usePreference('timeZone');
  const isHydrated = useIsHydrated();
  // The device's zone is the browser's to know: the server and the first render write UTC, the browser then its own.
  const zone = timeZone !== null ? offsetZone(timeZone) : isHydrated ? undefined : 'UTC';
  const gameOf = useMemo(
    () => new Map(games.flatMap((game) => Object.values(game.outcomes).map((market) => [market.id, game.id]))),
    [games],
  );
  const onToggle = useCallback(
    (marketId: string, select: boolean) => {
      const gameId = gameOf.get(marketId);
      if (gameId !== undefined) choose({ marketId, gameId }, select);
    },
    [gameOf, choose],
  );
  const headingId = `home-${section}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId}>{t(texts.title)}</h2>
        <Link to={`/${i18n.language}/${section}`}>{t(texts.all)}</Link>
      </div>
      {isLoading ? (
        <EventListSkeleton count={SKELETON_ROWS} label={t('shell_home_loading')} />
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
              section={section}
              coefViewId={coefViewId}
              timeZone={zone}
              hour12={hour12}
              chosen={chosen}
              moves={moves}
              onToggle={onToggle}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
