import '../src/theme/theme.css';
import { createI18n } from '@kickoff/i18n';
import { render } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback, useCallback, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { EventRow, type EventOutcome } from '../src/event-row/EventRow';
import { uiResources } from '../src/i18n/resources';
import { OddsButtonProfiler } from '../src/odds-button/odds-button-profiler';

/*
 * Issue 29's live-update goal: 100 event rows on screen, prices changing 10 times a second (5 prices in 5 games a
 * tick) for 10 s, in Chromium. Each tick is applied in a timer task and rendered in it (flushSync), the worst case
 * for a task's length. Proves: only the odds buttons whose price changed render again (React Profiler, one per
 * button), and no task of the page runs over 50 ms (Chromium's long-task entries). Prints the figures.
 */
const EVENTS = 100;
const TICKS_PER_SECOND = 10;
const SECONDS = 10;
const CHANGES_PER_TICK = 5;
const LONG_TASK_MS = 50;

interface LiveEvent {
  id: string;
  home: string;
  away: string;
  minute: string;
  score: readonly [number, number];
  outcomes: readonly EventOutcome[];
}

/** A small deterministic generator (mulberry32): the same run every time, printed seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const price = (value: number) => value.toFixed(2);

function liveLine(): LiveEvent[] {
  return Array.from({ length: EVENTS }, (_, index) => ({
    id: `g${index}`,
    home: `Home team ${index}`,
    away: `Away team ${index}`,
    minute: `${(index % 90) + 1}'`,
    score: [index % 3, index % 2] as const,
    outcomes: ['W1', 'X', 'W2'].map((market, column) => ({
      id: `g${index}:${column}`,
      market,
      price: price(1.5 + ((index * 7 + column * 13) % 40) / 10),
      selected: index % 10 === 0 && column === 0,
    })),
  }));
}

/** The line as a page's store keeps it: immutable, an unchanged game keeps its objects. */
function lineStore(events: LiveEvent[]) {
  const listeners = new Set<() => void>();
  return {
    get: () => events,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Moves one price of each given game; returns the outcome ids that changed. */
    move(changes: { event: number; column: number; up: boolean }[]): string[] {
      const next = [...events];
      const moved: string[] = [];
      for (const { event, column, up } of changes) {
        const game = next[event];
        if (!game) continue;
        const outcomes = game.outcomes.map((outcome, index) => {
          if (index !== column) return outcome;
          moved.push(outcome.id);
          const value = Number(outcome.price) + (up ? 0.05 : -0.05);
          return {
            ...outcome,
            price: price(Math.max(1.01, value)),
            movement: up ? ('up' as const) : ('down' as const),
          };
        });
        next[event] = { ...game, outcomes };
      }
      events = next;
      for (const listener of listeners) listener();
      return moved;
    },
  };
}

function LiveList({ store }: { store: ReturnType<typeof lineStore> }) {
  const events = useSyncExternalStore(store.subscribe, store.get);
  const onToggle = useCallback(() => undefined, []);
  return (
    <div style={{ width: 720 }}>
      {events.map((event) => (
        <EventRow
          key={event.id}
          href={`/en/live/${event.id}`}
          home={event.home}
          away={event.away}
          live
          minute={event.minute}
          homeScore={event.score[0]}
          awayScore={event.score[1]}
          outcomes={event.outcomes}
          onToggle={onToggle}
        />
      ))}
    </div>
  );
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const slotOf = (startedAt: number, tick: number) =>
  new Promise<void>((resolve) =>
    setTimeout(resolve, Math.max(0, startedAt + (tick * 1000) / TICKS_PER_SECOND - performance.now())),
  );
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const percentile = (values: readonly number[], p: number) =>
  sorted(values)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;
const round = (value: number) => Number(value.toFixed(2));

describe('a live line of event rows', () => {
  it(
    '[issue 29] 100 rows, prices changing 10 times a second for 10 s: only the changed odds buttons render, no task over 50 ms',
    { timeout: 60_000 },
    async () => {
      const seed = 29;
      const next = random(seed);
      const store = lineStore(liveLine());
      const i18n = createI18n({ language: 'en', bundles: [uiResources] });
      let buttonRenders = new Map<string, number>();
      let commitMs = 0;
      const onButtonRender: ProfilerOnRenderCallback = (id) =>
        void buttonRenders.set(id, (buttonRenders.get(id) ?? 0) + 1);
      const onListCommit: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => void (commitMs += actualDuration);

      const mountStart = performance.now();
      render(
        <I18nextProvider i18n={i18n}>
          <OddsButtonProfiler.Provider value={onButtonRender}>
            <Profiler id="list" onRender={onListCommit}>
              <LiveList store={store} />
            </Profiler>
          </OddsButtonProfiler.Provider>
        </I18nextProvider>,
      );
      const mountMs = performance.now() - mountStart;
      const mountedButtons = buttonRenders.size;
      await nextTask();

      const longTasks: PerformanceEntry[] = [];
      const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
      observer.observe({ type: 'longtask' });

      const tickMs: number[] = [];
      const commits: number[] = [];
      const strayRenders: string[] = [];
      let changedRenders = 0;
      let changes = 0;
      const startedAt = performance.now();
      for (let tick = 0; tick < TICKS_PER_SECOND * SECONDS; tick += 1) {
        await slotOf(startedAt, tick);
        const games = new Set<number>();
        while (games.size < CHANGES_PER_TICK) games.add(Math.floor(next() * EVENTS));
        const wanted = [...games].map((event) => ({ event, column: Math.floor(next() * 3), up: next() < 0.5 }));
        buttonRenders = new Map();
        commitMs = 0;
        const tickStart = performance.now();
        let moved: string[] = [];
        flushSync(() => void (moved = store.move(wanted)));
        tickMs.push(performance.now() - tickStart);
        commits.push(commitMs);
        changes += moved.length;
        for (const id of moved) changedRenders += buttonRenders.get(id) ?? 0;
        for (const id of buttonRenders.keys()) if (!moved.includes(id)) strayRenders.push(`${id} (tick ${tick})`);
      }
      const runSeconds = (performance.now() - startedAt) / 1000;
      await nextTask();
      observer.takeRecords().forEach((entry) => longTasks.push(entry));
      observer.disconnect();

      const over = longTasks.filter((entry) => entry.duration > LONG_TASK_MS);
      const figures = {
        where: 'Chromium (Vitest browser mode), React development build',
        seed,
        rows: EVENTS,
        'odds buttons': mountedButtons,
        ticks: tickMs.length,
        'price changes': changes,
        'run seconds': round(runSeconds),
        'mount ms (100 rows, before the run)': round(mountMs),
        'renders of odds buttons whose price did not change': strayRenders.length,
        'renders of the changed odds buttons': changedRenders,
        'tick task ms (update + render + commit): median': round(percentile(tickMs, 0.5)),
        'tick task ms: p95': round(percentile(tickMs, 0.95)),
        'tick task ms: max': round(Math.max(...tickMs)),
        'React commit ms: median': round(percentile(commits, 0.5)),
        'React commit ms: max': round(Math.max(...commits)),
        'long tasks (> 50 ms) during the run': over.length,
        'longest task during the run ms': round(Math.max(0, ...longTasks.map((entry) => entry.duration))),
      };
      console.log(`live rows benchmark: ${JSON.stringify(figures, null, 2)}`);
      expect(mountedButtons).toBe(EVENTS * 3);
      expect(strayRenders).toEqual([]);
      expect(changedRenders).toBe(changes);
      expect(over.map((entry) => entry.duration)).toEqual([]);
    },
  );
});
