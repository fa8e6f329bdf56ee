import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronIcon } from '../bottom-bar/icons';
import { type NavLinkRenderer, plainLink } from '../bottom-bar/nav-link';
import { classNames } from '../shared/class-names';
import hidden from '../shared/visually-hidden.module.css';
import { sportIcon } from './sport-icons';
import styles from './SportsMenu.module.css';

export interface SportsMenuChamp {
  id: number;
  name: string;
  href: string;
  eventCount: number;
  current?: boolean;
}

export interface SportsMenuSport {
  /** The line's sport id: it picks the icon. */
  id: number;
  name: string;
  href: string;
  eventCount: number;
  liveCount?: number;
  current?: boolean;
  champs?: readonly SportsMenuChamp[];
}

export interface SportsMenuProps {
  /** The navigation landmark's name. */
  label: string;
  sports: readonly SportsMenuSport[];
  /** Icons only (a narrow column): each sport's name and counts become its link's accessible name and tooltip. */
  compact?: boolean;
  renderLink?: NavLinkRenderer;
  className?: string;
}

/**
 * The sports menu: each sport with its event count and live count, its championships under it behind a
 * disclosure button; the page on screen is `aria-current="page"` and its sport starts open. `compact` shows the
 * icons alone.
 */
export function SportsMenu({ label, sports, compact = false, renderLink = plainLink, className }: SportsMenuProps) {
  return (
    <nav aria-label={label} className={classNames(styles.menu, compact && styles.compact, className)}>
      <ul className={styles.sports}>
        {sports.map((sport) => (
          <SportEntry key={sport.id} sport={sport} compact={compact} renderLink={renderLink} />
        ))}
      </ul>
    </nav>
  );
}

function Counts({ events, live }: { events: number; live?: number }) {
  const { t } = useTranslation();
  // The spaces between the parts keep the accessible name's words apart ("Football live: 8 events: 120").
  return (
    <>
      {' '}
      {live !== undefined && live > 0 && (
        <span className={styles.live}>
          <span aria-hidden="true">{live}</span>
          <span className={hidden.visuallyHidden}>{t('ui_sports_live', { count: live })}</span>
        </span>
      )}{' '}
      <span className={styles.count}>
        <span aria-hidden="true">{events}</span>
        <span className={hidden.visuallyHidden}>{t('ui_sports_events', { count: events })}</span>
      </span>
    </>
  );
}

function SportEntry({
  sport,
  compact,
  renderLink,
}: {
  sport: SportsMenuSport;
  compact: boolean;
  renderLink: NavLinkRenderer;
}) {
  const { t } = useTranslation();
  const champsId = useId();
  const champs = sport.champs ?? [];
  const [expanded, setExpanded] = useState(() => sport.current === true || champs.some((champ) => champ.current));
  const Icon = sportIcon(sport.id);
  const link = (children: ReactNode) =>
    renderLink({
      href: sport.href,
      className: styles.sport,
      'aria-current': sport.current ? 'page' : undefined,
      title: compact ? `${sport.name}: ${t('ui_sports_events', { count: sport.eventCount })}` : undefined,
      children,
    });
  if (compact) {
    return (
      <li className={styles.entry}>
        {link(
          <>
            <Icon className={styles.icon} />
            <span className={hidden.visuallyHidden}>{sport.name}</span>
            <Counts events={sport.eventCount} live={sport.liveCount} />
          </>,
        )}
      </li>
    );
  }
  return (
    <li className={styles.entry}>
      <div className={styles.row}>
        {link(
          <>
            <Icon className={styles.icon} />
            <span className={styles.name}>{sport.name}</span>
            <Counts events={sport.eventCount} live={sport.liveCount} />
          </>,
        )}
        {champs.length > 0 && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={champsId}
            aria-label={t('ui_sports_champs', { sport: sport.name })}
            onClick={() => setExpanded((open) => !open)}
          >
            <ChevronIcon className={styles.chevron} />
          </button>
        )}
      </div>
      {champs.length > 0 && (
        <ul id={champsId} className={styles.champs} hidden={!expanded}>
          {champs.map((champ) => (
            <li key={champ.id}>
              {renderLink({
                href: champ.href,
                className: styles.champ,
                'aria-current': champ.current ? 'page' : undefined,
                children: (
                  <>
                    <span className={styles.name}>{champ.name}</span>
                    <Counts events={champ.eventCount} />
                  </>
                ),
              })}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
