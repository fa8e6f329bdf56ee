import { browserStorage, recordingLogger } from '@kickoff/runtime';
import { type PlayerSite, TestSiteProviders, buildPlayerSite } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { couponFeature } from '../src/feature/coupon-feature';
import { couponResources } from '../src/i18n/resources';
import { CouponNotSavedNotice } from '../src/notice/CouponNotSavedNotice';
import { COUPON_STORAGE_KEY as KEY } from '../src/persistence/persisted-coupon';
import { couponActions } from '../src/state/coupon-slice';
import { selectBetIds, selectIsCouponRestored } from '../src/state/selectors';
import { aBet } from '../src/testing/bets';
import { savedRecord } from '../src/testing/saved-record';

/*
 * Issue 12, items 3 and 4, against Chromium's own localStorage: filled by another script of the origin until it
 * refuses every write, as a player's was. A "reload" is a new site over the same storage, as the page builds it.
 */

const JUNK = 'someone-else:';

/** Fills localStorage until not one more character fits. */
function fillLocalStorage(): void {
  const chunk = 'x'.repeat(512 * 1024);
  for (let index = 0; ; index += 1) {
    try {
      localStorage.setItem(`${JUNK}${index}`, chunk);
    } catch {
      break;
    }
  }
  for (let size = chunk.length / 2; size >= 1; size = Math.floor(size / 2)) {
    try {
      localStorage.setItem(`${JUNK}tail-${size}`, 'x'.repeat(size));
    } catch {
      // a smaller piece may still fit
    }
  }
}

const freeJunk = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith(JUNK))
    .forEach((key) => localStorage.removeItem(key));

/** The sites of the running test: a "reload" leaves the page before it, so none of them writes once its test is over. */
const openSites: { persistor: { pause(): void } }[] = [];

/** The site as the page builds it, over the browser's localStorage; `writes` notes each write and whether the restore had finished. */
function openSite() {
  const logger = recordingLogger();
  const storage = browserStorage('local');
  const writes: { key: string; restored: boolean }[] = [];
  const built: { site?: PlayerSite } = {};
  const watched = {
    ...storage,
    trySetItem: (key: string, value: string) => {
      writes.push({ key, restored: built.site !== undefined && selectIsCouponRestored(built.site.store.getState()) });
      return storage.trySetItem(key, value);
    },
  };
  const opened = buildPlayerSite({
    features: [couponFeature],
    bundles: [uiResources],
    adapters: { localStorage: watched, logger },
  });
  built.site = opened;
  openSites.push(opened);
  const restored = async () => {
    for (let turn = 0; turn < 50 && !selectIsCouponRestored(opened.store.getState()); turn += 1)
      await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectIsCouponRestored(opened.store.getState())).toBe(true);
  };
  const add = async (id: string) => {
    opened.store.dispatch(couponActions.betAdded({ bet: aBet({ id }), addedAt: Date.now() }));
    await opened.persistor.flush();
  };
  const warnings = () => logger.entries.filter((entry) => entry.level === 'warn').map((entry) => entry.message);
  return { ...opened, writes, restored, add, warnings, ids: () => [...selectBetIds(opened.store.getState())] };
}

afterEach(() => {
  cleanup();
  openSites.splice(0).forEach((site) => site.persistor.pause());
  localStorage.clear();
});

describe('the saved coupon in a full localStorage (Chromium)', () => {
  it('[issue 12.3] a saved 2-bet coupon is still read when localStorage is full; a bet that cannot be saved is said once, and saved once space is freed', async () => {
    const first = openSite();
    await first.restored();
    await first.add('spartak-win');
    await first.add('zenit-win');
    fillLocalStorage();
    expect(() => localStorage.setItem('one-more', 'x')).toThrow();

    const site = openSite();
    await site.restored();
    expect(site.ids()).toEqual(['spartak-win', 'zenit-win']);
    render(
      <TestSiteProviders site={site}>
        <CouponNotSavedNotice />
      </TestSiteProviders>,
    );
    const saved = localStorage.getItem(KEY);
    await act(() => site.add('cska-win'));
    expect(await screen.findByText(couponResources.ru.coupon_not_saved_title)).toBeTruthy();
    expect(screen.getAllByText(couponResources.ru.coupon_not_saved_text)).toHaveLength(1);
    expect(localStorage.getItem(KEY)).toBe(saved);
    await act(() => site.add('dynamo-win'));
    expect(screen.getAllByText(couponResources.ru.coupon_not_saved_title)).toHaveLength(1);

    freeJunk();
    await act(() => site.add('lokomotiv-win'));
    const reloaded = openSite();
    await reloaded.restored();
    expect(reloaded.ids()).toEqual(['spartak-win', 'zenit-win', 'cska-win', 'dynamo-win', 'lokomotiv-win']);
  });

  it("[issue 12.3] a write that does not fit is retried after freeing the site's own stale keys, and then nobody is bothered", async () => {
    const first = openSite();
    await first.restored();
    await first.add('spartak-win');
    localStorage.setItem('persist:kickoff', 'x'.repeat(64 * 1024));
    fillLocalStorage();

    const site = openSite();
    await site.restored();
    await site.add('zenit-win');
    expect(localStorage.getItem('persist:kickoff')).toBeNull();
    expect(localStorage.getItem(`${JUNK}0`)).not.toBeNull();
    expect(site.store.getState().couponSaving.notice).toBe('none');
    const reloaded = openSite();
    await reloaded.restored();
    expect(reloaded.ids()).toEqual(['spartak-win', 'zenit-win']);
  });

  it('[issue 12.4] [issue 28] in a full localStorage, a bad bet (coef 0) drops only that bet and a bad time only that time (the bet kept, as added first), logged; nothing is written before the restore has finished', async () => {
    localStorage.setItem(
      KEY,
      savedRecord({
        bets: [aBet({ id: 'bad-coef', coef: 0 }), aBet({ id: 'good' }), aBet({ id: 'bad-time' })],
        addedAtByBetId: { 'bad-coef': 1, good: 2, 'bad-time': 'yesterday' },
      }),
    );
    fillLocalStorage();
    const site = openSite();
    site.store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'early' }), addedAt: 3 }));
    await site.restored();
    await site.persistor.flush();
    expect(site.ids()).toEqual(['bad-time', 'good', 'early']);
    expect(site.warnings().slice(0, 2)).toEqual([
      'coupon: saved bet #0 dropped',
      'coupon: saved bet bad-time: its time dropped',
    ]);
    expect(site.writes.length).toBeGreaterThan(0);
    expect(site.writes.filter((write) => !write.restored)).toEqual([]);
    freeJunk();
    await site.add('later');
    const reloaded = openSite();
    await reloaded.restored();
    expect(reloaded.ids()).toEqual(['bad-time', 'good', 'early', 'later']);
  });

  it('[issue 12.4] a coupon saved by a newer build is read as far as this build understands it and its record is never overwritten, even with room to spare', async () => {
    const record = savedRecord(
      {
        bets: [aBet({ id: 'kept' }), { market: { id: 'shape-of-v2' } }],
        addedAtByBetId: { kept: 1 },
        couponNotes: 'v2',
      },
      2,
    );
    localStorage.setItem(KEY, record);
    const site = openSite();
    await site.restored();
    expect(site.ids()).toEqual(['kept']);
    await site.add('here-only');
    expect(localStorage.getItem(KEY)).toBe(record);
    expect(site.warnings()[0]).toMatch(/newer build \(version 2\)/);
    expect(site.store.getState().couponSaving.notice).toBe('shown');
  });
});
