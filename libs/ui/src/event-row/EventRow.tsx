import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OddsButton, type OddsButtonProps } from '../odds-button/OddsButton';
import { classNames } from '../shared/class-names';
import hidden from '../shared/visually-hidden.module.css';
import { Kickoff } from './Kickoff';
import styles from './EventRow.module.css';

/** One outcome of the row's main market: an OddsButton's props; the row gives the toggle and the layout. */
export type EventOutcome = Omit<OddsButtonProps, 'onToggle' | 'layout' | 'size' | 'className'>;

/** What the row's link is drawn with: a router's link in a site, a plain `<a>` by default. */
export interface EventLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

export interface EventRowProps {
  /** The game's page. */
  href: string;
  /** The two sides of a game; or `title` for an outright (a championship's winner). */
  home?: string;
  away?: string;
  title?: string;
  championship?: string;
  /** Kick-off: a string is shown as given; a Date or epoch ms is formatted with Intl in the active language. */
  kickoff?: Date | number | string;
  /** For a formatted kick-off: the player's time zone and clock (UC-013's timeZone, is12h); default the browser's. */
  timeZone?: string;
  hour12?: boolean;
  /**
   * In play: the live mark, the minute as the caller writes it ("67'", "2nd half") and the score. Primitives, not
   * an object, so a caller writing them inline still lets the memoised row skip an unchanged game.
   */
  live?: boolean;
  minute?: string;
  homeScore?: string | number;
  awayScore?: string | number;
  /** The main market's outcomes in column order (1 X 2, or two-way); `null` keeps a column empty so rows align. */
  outcomes: readonly (EventOutcome | null)[];
  onToggle?: (id: string, selected: boolean) => void;
  renderLink?: (link: EventLinkProps) => ReactNode;
  className?: string;
}

const plainLink = ({ href, className, children }: EventLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/**
 * One game of a line or live list: who plays, when (or the minute and score), and the main market's odds in
 * fixed columns. Memoised like its buttons: a list re-renders on every price, and a row whose props kept their
 * identity (the caller keeps an unchanged event's `outcomes` array) is skipped; in a changed row only the
 * changed buttons render, since each OddsButton is memoised on its own primitive props.
 */
export const EventRow = memo(function EventRow({
  href,
  home,
  away,
  title,
  championship,
  kickoff,
  timeZone,
  hour12,
  live = false,
  minute,
  homeScore,
  awayScore,
  outcomes,
  onToggle,
  renderLink = plainLink,
  className,
}: EventRowProps) {
  const { t } = useTranslation();
  const sides = title === undefined ? [home ?? '', away ?? ''] : [title];
  const score = homeScore === undefined || awayScore === undefined ? undefined : [homeScore, awayScore];
  const link = renderLink({
    href,
    className: styles.link,
    children: (
      <>
        <span className={styles.when}>
          {live ? (
            <>
              <span className={styles.liveMark}>{t('ui_event_live')}</span>
              {minute && <span className={styles.minute}>{minute}</span>}
            </>
          ) : (
            kickoff !== undefined && <Kickoff at={kickoff} timeZone={timeZone} hour12={hour12} />
          )}
        </span>
        {championship && <span className={styles.championship}>{championship}</span>}
        <span className={styles.sides}>
          {sides.map((side, index) => (
            <span key={index} className={styles.side}>
              <span className={styles.name}>{side}</span>
              {score && (
                <span aria-hidden="true" className={styles.score}>
                  {score[index]}
                </span>
              )}
            </span>
          ))}
        </span>
        {score && (
          <span className={hidden.visuallyHidden}>{t('ui_event_score', { home: score[0], away: score[1] })}</span>
        )}
      </>
    ),
  });
  return (
    <div className={classNames(styles.row, className)} data-live={live ? '' : undefined}>
      <div className={styles.body}>
        {link}
        <div
          role="group"
          aria-label={t('ui_event_odds', { event: sides.join(' — ') })}
          className={styles.odds}
          style={{ ['--ko-event-columns' as string]: outcomes.length }}
        >
          {outcomes.map((outcome, index) =>
            outcome ? (
              <OddsButton key={outcome.id} {...outcome} onToggle={onToggle} />
            ) : (
              // A game without this outcome (no draw in a two-way game shown under 1 X 2): a dash, nothing to read.
              <span key={`empty-${index}`} aria-hidden="true" className={styles.empty}>
                —
              </span>
            ),
          )}
        </div>
      </div>
    </div>
  );
});
