import { formatCoef } from '@kickoff/contracts';
import type { Market } from '@kickoff/platform-api';
import { useTranslation } from 'react-i18next';
import { type HomeGame, OUTCOME_KINDS } from './home-game';
import styles from './HomePage.module.css';

export interface HomeGameRowProps {
  game: HomeGame;
  kickOff: string;
  coefViewId: number;
  isChosen(marketId: string): boolean;
  onToggle(market: Market): void;
}

/** One game of the home page's lists: who plays, when or the minute and score, and the match result's odds. */
export function HomeGameRow({ game, kickOff, coefViewId, isChosen, onToggle }: HomeGameRowProps) {
  const { t } = useTranslation();
  return (
    <li className={styles.game}>
      <div className={styles.teams} aria-label={t('shell_home_game_label', { home: game.home, away: game.away })}>
        <span>{game.home}</span>
        <span>{game.away}</span>
      </div>
      <div className={styles.when}>
        {game.isLive ? (
          <>
            <span className={styles.live}>{t('shell_home_live_mark')}</span>
            {game.minute !== null && <span>{t('shell_home_live_minute', { minute: game.minute })}</span>}
            {game.score && (
              <span
                className={styles.score}
                aria-label={t('shell_home_score', { home: game.score[0], away: game.score[1] })}
              >
                {game.score[0]}:{game.score[1]}
              </span>
            )}
          </>
        ) : (
          <time dateTime={new Date(game.startTime * 1000).toISOString()}>{kickOff}</time>
        )}
      </div>
      <div className={styles.odds}>
        {OUTCOME_KINDS.map((kind) => {
          const market = game.outcomes[kind];
          if (!market) return <span key={kind} className={styles.noOdds} aria-hidden="true" />;
          const outcome = t(`shell_home_outcome_${kind}`);
          const price = formatCoef(market.coef, coefViewId);
          return (
            <button
              key={kind}
              type="button"
              className={styles.oddsButton}
              aria-pressed={isChosen(market.id)}
              disabled={market.isBlocked}
              onClick={() => onToggle(market)}
            >
              <span className={styles.outcome}>{outcome}</span> <span className={styles.price}>{price}</span>
            </button>
          );
        })}
      </div>
    </li>
  );
}
