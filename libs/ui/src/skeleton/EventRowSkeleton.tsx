import { useTranslation } from 'react-i18next';
import rowStyles from '../event-row/EventRow.module.css';
import { classNames } from '../shared/class-names';
import hidden from '../shared/visually-hidden.module.css';
import styles from './Skeleton.module.css';

export interface EventRowSkeletonProps {
  /** Main-market columns, as the real rows will have. Default 3. */
  columns?: number;
  /** Whether the real rows show their championship line. Default true. */
  withChampionship?: boolean;
  className?: string;
}

/** A bar one line of text high: a non-breaking space gives it the line's height in the font it stands in. */
const Bar = ({ width }: { width: string }) => (
  <span className={styles.bar} style={{ width }}>
    {'\u00a0'}
  </span>
);

/**
 * One placeholder row, built from the event row's own layout (its classes, its lines of text, its touch-target
 * buttons), so a list that swaps skeletons for games does not move. Decorative: hidden from assistive tech.
 */
export function EventRowSkeleton({ columns = 3, withChampionship = true, className }: EventRowSkeletonProps) {
  return (
    <div aria-hidden="true" className={classNames(rowStyles.row, className)} data-testid="event-row-skeleton">
      <div className={rowStyles.body}>
        <div className={rowStyles.link}>
          <span className={rowStyles.when}>
            <span className={rowStyles.kickoff}>
              <Bar width="2.5rem" />
              <Bar width="2.5rem" />
            </span>
          </span>
          {withChampionship && (
            <span className={rowStyles.championship}>
              <Bar width="40%" />
            </span>
          )}
          <span className={rowStyles.sides}>
            <span className={rowStyles.name}>
              <Bar width="55%" />
            </span>
            <span className={rowStyles.name}>
              <Bar width="45%" />
            </span>
          </span>
        </div>
        <div className={rowStyles.odds} style={{ ['--ko-event-columns' as string]: columns }}>
          {Array.from({ length: columns }, (_, index) => (
            <span key={index} className={styles.odds} />
          ))}
        </div>
      </div>
    </div>
  );
}

export interface EventListSkeletonProps extends EventRowSkeletonProps {
  /** How many rows stand in for the list. Default 6. */
  count?: number;
  /** The one status read while the list loads; default the translated `ui_events_loading`. */
  label?: string;
}

/** The placeholder of a list of games while it loads: one "loading" status for assistive tech, rows for the eye. */
export function EventListSkeleton({ count = 6, label, className, ...row }: EventListSkeletonProps) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className={className}>
      <span role="status" className={hidden.visuallyHidden}>
        {label ?? t('ui_events_loading')}
      </span>
      {Array.from({ length: Math.max(0, Math.floor(count)) }, (_, index) => (
        <EventRowSkeleton key={index} {...row} />
      ))}
    </div>
  );
}
