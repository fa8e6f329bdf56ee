import { formatCoef } from '@kickoff/contracts';
import { EventRow, type EventLinkProps, type EventOutcome } from '@kickoff/ui';
import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type HomeGame, OUTCOME_KINDS } from './home-game';
import type { OddsMoves } from './use-odds-moves';

export interface HomeGameRowProps {
  game: HomeGame;
  section: 'live' | 'line';
  coefViewId: number;
  /** The player's zone as Intl reads it; undefined the device's own. */
  timeZone: string | undefined;
  hour12: boolean;
  chosen: ReadonlySet<string>;
  moves: OddsMoves;
  onToggle(marketId: string, selected: boolean): void;
}

const routerLink = ({ href, className, children }: EventLinkProps) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

/** The game's page in the sport remote's line or live (`{section}-game` of the route table). */
const gamePath = (language: string, section: string, game: HomeGame) =>
  `/${language}/${section}/main/${game.sportId}/${game.champId}/${game.id}`;

/** One game of the home page's lists as the design system's event row: its match result's odds in 1 X 2 columns. */
export const HomeGameRow = memo(function HomeGameRow({
  game,
  section,
  coefViewId,
  timeZone,
  hour12,
  chosen,
  moves,
  onToggle,
}: HomeGameRowProps) {
  const { t, i18n } = useTranslation();
  const outcomes = useMemo(
    () =>
      OUTCOME_KINDS.map((kind): EventOutcome | null => {
        const market = game.outcomes[kind];
        if (!market) return null;
        const movement = moves.get(market.id);
        return {
          id: market.id,
          market: t(`shell_home_outcome_${kind}`),
          price: formatCoef(market.coef, coefViewId),
          selected: chosen.has(market.id),
          state: market.isBlocked ? 'suspended' : 'open',
          ...(movement ? { movement } : {}),
        };
      }),
    [game, coefViewId, chosen, moves, t],
  );
  return (
    <li>
      <EventRow
        href={gamePath(i18n.language, section, game)}
        home={game.home}
        away={game.away}
        championship={game.champName}
        kickoff={game.startTime * 1000}
        {...(timeZone ? { timeZone } : {})}
        hour12={hour12}
        live={game.isLive}
        {...(game.minute !== null ? { minute: t('shell_home_live_minute', { minute: game.minute }) } : {})}
        {...(game.score ? { homeScore: game.score[0], awayScore: game.score[1] } : {})}
        outcomes={outcomes}
        onToggle={onToggle}
        renderLink={routerLink}
      />
    </li>
  );
});
