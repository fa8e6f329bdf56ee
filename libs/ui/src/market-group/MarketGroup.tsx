import { memo, useId, useState } from 'react';
import type { EventOutcome } from '../event-row/EventRow';
import { OddsButton } from '../odds-button/OddsButton';
import { classNames } from '../shared/class-names';
import styles from './MarketGroup.module.css';

export interface MarketGroupProps {
  /** The market's name ("Total goals"). */
  title: string;
  /** Its outcomes in reading order, filled row by row into the grid. */
  outcomes: readonly EventOutcome[];
  /** Two columns for over/under, yes/no, handicaps; three for 1 X 2 and the like. Default 2. */
  columns?: 2 | 3;
  /** Controlled open state; without it the group keeps its own, starting at `defaultExpanded` (true). */
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  onToggle?: (id: string, selected: boolean) => void;
  /** The title's heading level, to fit the page's outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * One market of a game's page: a disclosure (its title a button with `aria-expanded`) over a grid of odds
 * buttons, label left and price right. Memoised for the same reason as EventRow: live prices re-render pages.
 */
export const MarketGroup = memo(function MarketGroup({
  title,
  outcomes,
  columns = 2,
  expanded,
  defaultExpanded = true,
  onExpandedChange,
  onToggle,
  headingLevel = 3,
  className,
}: MarketGroupProps) {
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const open = expanded ?? ownExpanded;
  const panelId = useId();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const flip = () => {
    setOwnExpanded(!open);
    onExpandedChange?.(!open);
  };
  return (
    <section className={classNames(styles.group, className)}>
      <Heading className={styles.heading}>
        <button type="button" aria-expanded={open} aria-controls={panelId} className={styles.toggle} onClick={flip}>
          <span id={titleId}>{title}</span>
          <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12" className={styles.chevron}>
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      </Heading>
      <div
        id={panelId}
        role="group"
        aria-labelledby={titleId}
        hidden={!open}
        className={styles.grid}
        style={{ ['--ko-market-columns' as string]: columns }}
      >
        {outcomes.map((outcome) => (
          <OddsButton key={outcome.id} {...outcome} layout="inline" onToggle={onToggle} />
        ))}
      </div>
    </section>
  );
});
