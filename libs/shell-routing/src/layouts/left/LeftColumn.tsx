import { type RootState, usePort } from '@kickoff/store';
import { SportsMenu, type SportsMenuSport } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useWindowSize } from '../../widgets/window-size';
import { routerLink } from '../header/router-link';
import { useSiteLocation } from '../header/site-sections';
import { useShellLineSportsQuery } from './sports-menu-api';
import styles from './LeftColumn.module.css';

const neverCollapsed = (_: RootState) => false;

/** The sports of the line with their event counts and, from the live section, their live counts. */
function useMenuSports(): SportsMenuSport[] {
  const { lng, rest, href } = useSiteLocation();
  const { data: line } = useShellLineSportsQuery({ section: 'line', lng });
  const { data: live } = useShellLineSportsQuery({ section: 'live', lng });
  const liveCounts = new Map(live?.sports.map((sport) => [sport.id, sport.gamesCount]));
  return (line?.sports ?? []).map((sport) => {
    const path = `line/sport/${sport.id}`;
    return {
      id: sport.id,
      name: sport.name,
      href: href(path),
      eventCount: sport.gamesCount,
      liveCount: liveCounts.get(sport.id),
      current: rest.startsWith(`/${path}`),
    };
  });
}

/**
 * The left column (from 1100 px): the sports menu, as icons from 1100 to 1365 px and wherever the player collapsed
 * it (`hide_left`, through `shell.sportsMenuCollapse`); its button collapses and opens it from 1366 px.
 */
export function LeftColumn() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const collapse = usePort('shell.sportsMenuCollapse');
  const isCollapsed = useSelector(collapse?.selectIsCollapsed ?? neverCollapsed);
  const { breakpoint } = useWindowSize();
  const sports = useMenuSports();
  return (
    <div className={styles.column} data-collapsed={isCollapsed}>
      {collapse && (
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={isCollapsed}
          aria-label={t('shell_sports_menu_collapse')}
          onClick={() => dispatch(collapse.toggled())}
        >
          <span aria-hidden="true">{isCollapsed ? '»' : '«'}</span>
        </button>
      )}
      <SportsMenu
        label={t('shell_sports_menu_label')}
        sports={sports}
        compact={isCollapsed || breakpoint === 'md'}
        renderLink={routerLink}
      />
    </div>
  );
}
