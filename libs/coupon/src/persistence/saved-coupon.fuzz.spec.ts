import fc from 'fast-check';
import { type KeyValueStorage, memoryStorage } from '@kickoff/runtime';
import { createPlatformMock } from '@kickoff/platform-mock';
import { describe, expect, it } from 'vitest';
import type { Bet } from '../domain/bet';
import { aBet } from '../testing/bets';
import { createCouponSite } from '../testing/coupon-site';
import { SavedCouponSchema } from '../state/bet-schema';
import { couponActions } from '../state/coupon-slice';
import { selectCoupon, selectIsCouponRestored } from '../state/selectors';
import { COUPON_PERSIST_VERSION, COUPON_STORAGE_KEY as KEY } from './persisted-coupon';

const RUNS = 1000;
const SEED = Number(process.env['FUZZ_SEED'] ?? Math.floor(Math.random() * 2 ** 31));

/** A valid saved coupon before any damage: bets with their times (`originals`: each id's own bet object). */
interface Saved {
  originals: Map<string, Bet>;
  bets: Bet[];
  addedAtByBetId: Record<string, unknown>;
  fields: Record<string, unknown>;
  version: unknown;
}

/** What a damage did: the ids of the bets it spoiled (all of them when the record itself is hit). */
type Damage =
  | { name: string; apply(saved: Saved): void; damaged(saved: Saved): string[] }
  | { name: string; text(record: string): string };

const junk = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.string({ maxLength: 5 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
);

/** Field paths of a bet and values that break them (each one refused by the contract). */
const BROKEN_FIELDS: readonly [path: string[], value: unknown][] = [
  [['market', 'coef'], 0],
  [['market', 'coef'], -1.5],
  [['market', 'coef'], 'two'],
  [['market', 'id'], ''],
  [['market', 'id'], 42],
  [['market', 'gameId'], -1],
  [['market', 'isLive'], 'yes'],
  [['market', 'param'], 'x'],
  [['game', 'opponents'], 'none'],
  [['game', 'startTime'], null],
  [['game', 'isFinished'], 1],
  [['blockId'], 2 ** 53],
  [['blockId'], -1],
  [['statusId'], 1.5],
  [['isBanker'], null],
  [['unacceptedChange'], { seenCoef: 0.5 }],
  [['market'], undefined],
  [['game'], []],
];

function breakField(bet: Bet, [path, value]: (typeof BROKEN_FIELDS)[number]): void {
  let target = bet as unknown as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    // an earlier damage already took the parent away: the bet is broken either way
    if (typeof next !== 'object' || next === null) return;
    target = next as Record<string, unknown>;
  }
  const last = path.at(-1) as string;
  if (value === undefined) delete target[last];
  else target[last] = value;
}

const allIds = (saved: Saved) => [...saved.originals.keys()];
const idAt = (saved: Saved, index: number) => allIds(saved)[index % saved.originals.size] as string;

const damage: fc.Arbitrary<Damage> = fc.oneof(
  fc.tuple(fc.nat(), fc.constantFrom(...BROKEN_FIELDS)).map(([index, broken]) => ({
    name: `bet field ${broken[0].join('.')} = ${JSON.stringify(broken[1])}`,
    apply: (saved: Saved) => breakField(saved.originals.get(idAt(saved, index)) as Bet, broken),
    damaged: (saved: Saved) => [idAt(saved, index)],
  })),
  fc.tuple(fc.nat(), junk).map(([index, value]) => ({
    name: `time of a bet = ${String(value)}`,
    apply(saved: Saved) {
      const id = idAt(saved, index);
      if (value === undefined) delete saved.addedAtByBetId[id];
      else saved.addedAtByBetId[id] = value;
    },
    damaged: (saved: Saved) => [idAt(saved, index)],
  })),
  fc.tuple(fc.nat(), fc.anything()).map(([index, value]) => ({
    name: 'a foreign entry among the bets',
    apply: (saved: Saved) => void saved.bets.splice(index % (saved.bets.length + 1), 0, value as Bet),
    damaged: () => [],
  })),
  fc.nat().map((index) => ({
    name: 'a bet listed twice',
    apply: (saved: Saved) => void saved.bets.push(structuredClone(saved.originals.get(idAt(saved, index)) as Bet)),
    damaged: () => [],
  })),
  fc.tuple(fc.constantFrom('typeId', 'systemValue', 'somethingNew'), junk).map(([field, value]) => ({
    name: `${field} = ${String(value)}`,
    apply: (saved: Saved) => void (saved.fields[field] = value),
    damaged: () => [],
  })),
  fc
    .oneof(fc.integer({ min: -5, max: 50 }), fc.double(), fc.constant(Number.MAX_SAFE_INTEGER), junk)
    .map((version) => ({
      name: `version ${String(version)}`,
      apply: (saved: Saved) => void (saved.version = version),
      damaged: () => [],
    })),
  fc.constantFrom('bets', 'addedAtByBetId').map((field) => ({
    name: `${field} not JSON`,
    apply: (saved: Saved) => void (saved.fields[`${field}:text`] = '{"cut'),
    damaged: allIds,
  })),
  fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }).map((at) => ({
    name: `record cut at ${at.toFixed(3)}`,
    text: (record: string) => record.slice(0, Math.floor(record.length * at)),
  })),
);

/** The record as redux-persist writes it, with the damage's raw text where a field is no longer JSON. */
function recordOf(saved: Saved): string {
  const fields: Record<string, unknown> = {
    bets: saved.bets,
    addedAtByBetId: saved.addedAtByBetId,
    typeId: 0,
    systemValue: 2,
    ...saved.fields,
  };
  const entries = Object.entries(fields)
    .filter(([field]) => !field.endsWith(':text'))
    .map(([field, value]) => [field, (saved.fields[`${field}:text`] as string | undefined) ?? JSON.stringify(value)]);
  if (saved.version !== undefined)
    entries.push(['_persist', JSON.stringify({ version: saved.version, rehydrated: true })]);
  return JSON.stringify(Object.fromEntries(entries.filter(([, text]) => text !== undefined)));
}

const ids = fc.uniqueArray(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 5 });

const mock = createPlatformMock();

describe('a saved coupon under random damage', () => {
  it(`fuzz (${RUNS} runs, seed printed): every undamaged bet survives the reload, nothing throws, storage is not written before the restore finished`, async () => {
    console.info(`saved-coupon fuzz: seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)`);
    await fc.assert(
      fc.asyncProperty(ids, fc.array(damage, { minLength: 1, maxLength: 4 }), async (marketIds, damages) => {
        const originals = new Map(marketIds.map((id) => [id, aBet({ id })]));
        const saved: Saved = {
          originals,
          bets: [...originals.values()],
          addedAtByBetId: Object.fromEntries(marketIds.map((id, index) => [id, 1000 + index])),
          fields: {},
          version: COUPON_PERSIST_VERSION,
        };
        const spoiled = new Set<string>();
        for (const each of damages) {
          if ('apply' in each) {
            each.damaged(saved).forEach((id) => spoiled.add(id));
            each.apply(saved);
          }
        }
        const cut = damages.find((each) => 'text' in each);
        let record = recordOf(saved);
        if (cut && 'text' in cut) {
          record = cut.text(record);
          marketIds.forEach((id) => spoiled.add(id));
        }
        const isNewer =
          typeof saved.version === 'number' &&
          Number.isFinite(saved.version) &&
          saved.version > COUPON_PERSIST_VERSION &&
          !cut;

        const storage = memoryStorage({ [KEY]: record });
        const built: { site?: ReturnType<typeof createCouponSite> } = {};
        const early: string[] = [];
        const isRestored = () => built.site !== undefined && selectIsCouponRestored(built.site.store.getState());
        const watched: KeyValueStorage = {
          ...storage,
          trySetItem(key, value) {
            if (!isRestored()) early.push(key);
            return storage.trySetItem(key, value);
          },
          removeItem(key) {
            if (!isRestored()) early.push(key);
            storage.removeItem(key);
          },
        };
        const site = createCouponSite({ storage: watched, mock });
        built.site = site;
        expect(storage.getItem(KEY)).toBe(record);
        await site.restored();
        site.store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'after-reload' }), addedAt: 99 }));
        await site.persistor.flush();

        const coupon = selectCoupon(site.store.getState());
        const kept = coupon.bets.map((bet) => bet.market.id);
        for (const id of marketIds.filter((id) => !spoiled.has(id))) {
          expect(kept).toContain(id);
          expect(coupon.addedAtByBetId[id]).toBe(1000 + marketIds.indexOf(id));
        }
        expect(SavedCouponSchema.safeParse(coupon).success).toBe(true);
        expect(early).toEqual([]);
        if (isNewer) expect(storage.getItem(KEY)).toBe(record);
        site.uninstall();
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, 120_000);
});
