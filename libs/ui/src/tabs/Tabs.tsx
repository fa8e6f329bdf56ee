import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { classNames } from '../shared/class-names';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** The tab list's accessible name (what the tabs switch between). */
  label: string;
  tabs: readonly TabItem[];
  /** Controlled: the selected tab's id. */
  selected?: string;
  /** Uncontrolled: the tab selected at first (default the first enabled). */
  defaultSelected?: string;
  onSelect?: (id: string) => void;
  className?: string;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop (the selected tab), arrow keys move and select
 * (wrapping, skipping disabled tabs), Home and End go to the ends; the panel is the next stop.
 */
export function Tabs({ label, tabs, selected, defaultSelected, onSelect, className }: TabsProps) {
  const baseId = useId();
  const firstEnabled = tabs.find((tab) => !tab.disabled)?.id;
  const [own, setOwn] = useState(defaultSelected ?? firstEnabled);
  const current = selected ?? own;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const select = (id: string) => {
    setOwn(id);
    onSelect?.(id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const enabled = tabs.filter((tab) => !tab.disabled);
    const from = enabled.findIndex((tab) => tab.id === current);
    if (!move || enabled.length === 0) return;
    event.preventDefault();
    const next = enabled[move(Math.max(from, 0), enabled.length)];
    if (!next) return;
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };
  return (
    <div className={classNames(styles.tabs, className)}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              className={styles.tab}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== current}
          className={styles.panel}
        >
          {tab.id === current && tab.panel}
        </div>
      ))}
    </div>
  );
}
