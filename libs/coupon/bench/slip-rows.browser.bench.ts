import { render } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { BetRowProfiler } from '../src/slip/BetList';
import { BetSlip } from '../src/slip/BetSlip';
import { SlipFrame, createSlipSite, moveCoef } from '../src/slip/testing/slip-site';
import { couponActions } from '../src/state/coupon-slice';
import { selectBets } from '../src/state/selectors';
import { aBet } from '../src/testing/bets';

/*
 * Issue 14's goal: a 50-bet slip receiving 10 coefficient updates a second for 10 s (100 updates, each through the
 * store as the live poll applies them, paced in real time) re-renders no row whose bet did not change, and React
 * commits each update in under 4 ms on this machine (median; printed, and a miss fails the run).
 */
const BETS = 50;
const UPDATES_PER_SECOND = 10;
const SECONDS = 10;
const GOAL_MS = 4;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** Waits for the update's slot: the n-th update of a run comes n / UPDATES_PER_SECOND seconds after its start. */
const slotOf = (startedAt: number, update: number) =>
  new Promise<void>((resolve) =>
    setTimeout(resolve, Math.max(0, startedAt + (update * 1000) / UPDATES_PER_SECOND - performance.now())),
  );
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] as number;

describe('the bet slip under a live line', () => {
  it(
    '[issue 14] 50 bets, 10 coefficient updates a second for 10 s: no unchanged row re-renders; median commit time',
    { timeout: 30_000 },
    async () => {
      // The slip's own poll would find these made-up markets gone from the line: only the benchmark's updates move them.
      const site = createSlipSite({ language: 'en', refuse: (request) => request.url.includes('/coupon/bets-state') });
      await site.restored();
      for (let index = 1; index <= BETS; index += 1)
        site.store.dispatch(
          couponActions.betAdded({ bet: aBet({ id: `m${index}`, coef: 1.5 + index / 100 }), addedAt: index }),
        );

      let rowRenders = new Map<string, number>();
      let commitMs: number[] = [];
      const onRowRender: ProfilerOnRenderCallback = (id) => void rowRenders.set(id, (rowRenders.get(id) ?? 0) + 1);
      const onSlipCommit: ProfilerOnRenderCallback = (_id, _phase, actualDuration) =>
        void commitMs.push(actualDuration);
      const slip = createElement(Profiler, { id: 'slip', onRender: onSlipCommit }, createElement(BetSlip));
      render(
        createElement(SlipFrame, {
          site,
          children: createElement(BetRowProfiler.Provider, { value: onRowRender }, slip),
        }),
      );
      await nextTask();

      const perUpdateMs: number[] = [];
      const unchangedRowRenders: string[] = [];
      let changedRowRenders = 0;
      const startedAt = performance.now();
      for (let update = 0; update < UPDATES_PER_SECOND * SECONDS; update += 1) {
        await slotOf(startedAt, update);
        const marketId = `m${((update * 7) % BETS) + 1}`;
        const coef = selectBets(site.store.getState()).find((bet) => bet.market.id === marketId)?.market.coef ?? 2;
        rowRenders = new Map();
        commitMs = [];
        moveCoef(site, marketId, Math.round((coef + (update % 2 === 0 ? 0.05 : -0.03)) * 1000) / 1000);
        await nextTask();
        perUpdateMs.push(commitMs.reduce((sum, ms) => sum + ms, 0));
        changedRowRenders += rowRenders.get(marketId) ?? 0;
        for (const id of rowRenders.keys()) if (id !== marketId) unchangedRowRenders.push(`${id} (update ${update})`);
      }

      const figures = {
        bets: BETS,
        updates: perUpdateMs.length,
        'run seconds': Number(((performance.now() - startedAt) / 1000).toFixed(1)),
        'renders of rows whose bet did not change': unchangedRowRenders.length,
        'renders of the changed rows': changedRowRenders,
        'median commit ms': Number(median(perUpdateMs).toFixed(3)),
        'p95 commit ms': Number(percentile(perUpdateMs, 0.95).toFixed(3)),
        'goal ms': GOAL_MS,
      };
      console.log(`slip rows benchmark: ${JSON.stringify(figures, null, 2)}`);
      expect(unchangedRowRenders).toEqual([]);
      expect(changedRowRenders).toBeGreaterThanOrEqual(perUpdateMs.length);
      expect(median(perUpdateMs)).toBeLessThan(GOAL_MS);
    },
  );
});
