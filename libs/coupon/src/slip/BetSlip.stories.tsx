// [issue 14] The bet slip in every state a player meets, over the platform mock, in the toolbar's language and theme.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CHANGE_COEF_ACTION } from '../domain/change-coef-action';
import { COUPON_TYPE } from '../domain/coupon-type';
import { placeRequested } from '../placement/placement-slice';
import { selectPlacement } from '../placement/placement-selectors';
import { couponSettingsActions } from '../state/coupon-settings-slice';
import { couponActions } from '../state/coupon-slice';
import { selectBets, selectCoupon, selectCouponSettings, selectPossibleWin } from '../state/selectors';
import { BetSlip } from './BetSlip';
import { formatMoney } from './money';
import {
  type ArrangedSlip,
  type SlipStoryArgs,
  SlipStoryFrame,
  arrangeSlipStory,
  arrangedOf,
  slipTexts,
} from './testing/SlipStory';
import { moveCoef } from './testing/slip-site';

/**
 * [issue 14] The bet slip: bets, coupon type, stake, totals, options and the place button with its states.
 *
 * Usage: `import CouponSlip from '@kickoff/coupon/slip';` (loaded on first need; the app's aside slot) — `BetSlip` is its
 * region, shown here at the aside's width. Its texts come with the chunk (`slipResources`).
 */
const meta = {
  title: 'coupon/BetSlip',
  args: { scenario: { count: 1, amount: 100 } },
  loaders: [arrangeSlipStory],
  render: (_, { loaded }) => (
    <SlipStoryFrame slip={arrangedOf(loaded)}>
      <BetSlip />
    </SlipStoryFrame>
  ),
  parameters: { layout: 'padded' },
} satisfies Meta<SlipStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
const textIn = (globals: Globals) => slipTexts.textIn(globals);
const folded = (text: string) => text.replace(/\s+/g, ' ');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const slipIn = (canvasElement: HTMLElement, globals: Globals) =>
  within(within(canvasElement).getByRole('region', { name: textIn(globals)('coupon_slip_title') }));
const betRows = (canvasElement: HTMLElement, globals: Globals) =>
  within(slipIn(canvasElement, globals).getByRole('list', { name: textIn(globals)('coupon_slip_bets') })).getAllByRole(
    'listitem',
  );
const placeButton = (canvasElement: HTMLElement, globals: Globals) =>
  slipIn(canvasElement, globals).getByRole('button', {
    name: new RegExp(`^${escaped(textIn(globals)('coupon_slip_place'))}`),
  });

/** Resolves once the placement has left `placing` (the platform answered). */
const placed = (slip: ArrangedSlip, status: string) =>
  slip.site.until((state) => selectPlacement(state).status === status);

export const Empty: Story = {
  name: '[issue 14] empty',
  args: { scenario: { count: 0 } },
  play: async ({ canvasElement, globals }) => {
    const t = textIn(globals);
    await expect(slipIn(canvasElement, globals).getByText(t('coupon_slip_empty'))).toBeVisible();
    await expect(slipIn(canvasElement, globals).queryByRole('button', { name: t('coupon_slip_clear') })).toBeNull();
  },
};

export const OneClickOn: Story = {
  name: '[CPN-027] one-click turned on in the empty slip: no question, the slip says it is on, its stake starts at the initial amount',
  args: { scenario: { count: 0 } },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = textIn(globals);
    const slip = slipIn(canvasElement, globals);
    await userEvent.click(slip.getByText(t('coupon_slip_settings')));
    await userEvent.click(slip.getByRole('checkbox', { name: t('coupon_slip_one_click') }));
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await expect(slip.getByRole('checkbox', { name: t('coupon_slip_one_click') })).toBeChecked();
    await expect(slip.getByText(t('coupon_slip_one_click_on'))).toBeVisible();
    // its stake starts at the currency's initial amount, as a coupon's does
    const initialAmount = selectCoupon(arrangedOf(loaded).site.store.getState()).initialAmount;
    await waitFor(() =>
      expect(slip.getByRole('textbox', { name: t('coupon_slip_one_click_amount') })).toHaveValue(String(initialAmount)),
    );
    await expect(selectCouponSettings(arrangedOf(loaded).site.store.getState()).oneClickAmount).toBe(initialAmount);
  },
};

export const OneBet: Story = {
  name: '[issue 14] one bet: a single ready to place, its limits and the paying account',
  play: async ({ canvasElement, globals, loaded }) => {
    const t = textIn(globals);
    const language = String(globals['locale'] ?? 'ru');
    const slip = slipIn(canvasElement, globals);
    const { store } = arrangedOf(loaded).site;
    const [bet] = selectBets(store.getState());
    const rows = betRows(canvasElement, globals);
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent(bet?.market.name ?? '?');
    await expect(slip.queryByRole('group', { name: t('coupon_slip_type') })).toBeNull();
    const stake = slip.getByRole('textbox', { name: t('coupon_slip_stake') });
    await expect(stake).toHaveValue('100');
    // the limits the platform gave this player describe the stake field
    await waitFor(() => expect(selectCoupon(store.getState()).maxBetAmount).not.toBeNull());
    const { minBetAmount, maxBetAmount } = selectCoupon(store.getState());
    await waitFor(() =>
      expect(stake).toHaveAccessibleDescription(
        `${t('coupon_slip_min', { amount: formatMoney(minBetAmount, 'RUB', language) })} · ${t('coupon_slip_max', { amount: formatMoney(maxBetAmount ?? 0, 'RUB', language) })}`,
      ),
    );
    await userEvent.click(
      slip.getByRole('button', { name: t('coupon_slip_stake_more', { step: formatMoney(100, 'RUB', language) }) }),
    );
    await expect(stake).toHaveValue('200');
    await expect(slip.getByText(t('coupon_slip_account_0', { currency: 'RUB' }))).toBeVisible();
    await expect(placeButton(canvasElement, globals)).not.toHaveAttribute('aria-disabled');
  },
};

export const ExpressWithBonusBet: Story = {
  name: '[issue 14] express of 3 with the bonus bet offered at 1.03 (CPN-022)',
  args: { site: { isBonusBetEnabled: true }, scenario: { count: 3, amount: 100 } },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = textIn(globals);
    const slip = slipIn(canvasElement, globals);
    await expect(slip.getByRole('radio', { name: t('coupon_slip_type_1') })).toBeChecked();
    const bonus = slip.getByText(t('coupon_slip_bonus_bet')).closest('li') as HTMLElement;
    await expect(within(bonus).getByText(t('coupon_slip_odds', { coef: '1.03' }))).toBeInTheDocument();
    await expect(slip.getByTestId('possible-win')).toHaveTextContent(
      folded(
        formatMoney(
          selectPossibleWin(arrangedOf(loaded).site.store.getState()),
          'RUB',
          String(globals['locale'] ?? 'ru'),
        ),
      ),
    );
  },
};

export const SystemTwoOfThree: Story = {
  name: "[issue 14] system 2/3: the engine's possible win to the cent",
  args: {
    scenario: { count: 3, amount: 100 },
    arrange: ({ site }) => {
      site.store.dispatch(couponActions.typeChanged(COUPON_TYPE.system));
      site.store.dispatch(couponActions.systemValueChanged(2));
    },
  },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = textIn(globals);
    const slip = slipIn(canvasElement, globals);
    await expect(slip.getByRole('radio', { name: t('coupon_slip_type_4') })).toBeChecked();
    await expect(slip.getByRole('combobox', { name: t('coupon_slip_system_value') })).toHaveDisplayValue(
      t('coupon_slip_system_option', { value: 2, count: 3, combo: 3 }),
    );
    const win = selectPossibleWin(arrangedOf(loaded).site.store.getState());
    await expect(slip.getByTestId('possible-win')).toHaveTextContent(
      folded(formatMoney(win, 'RUB', String(globals['locale'] ?? 'ru'))),
    );
  },
};

export const SystemWithBlocks: Story = {
  name: '[issue 14] system with blocks: a stake per block',
  args: {
    scenario: { count: 3, amount: 100 },
    arrange: ({ site, ids }) => {
      site.store.dispatch(couponActions.typeChanged(COUPON_TYPE.systemWithBlocks));
      site.store.dispatch(couponActions.betBlockChanged({ marketId: ids[2] as string, blockId: 1 }));
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = textIn(globals);
    const slip = slipIn(canvasElement, globals);
    await waitFor(() =>
      expect(slip.getByRole('textbox', { name: t('coupon_slip_block_stake', { n: 2 }) })).toHaveValue('150'),
    );
    await expect(slip.getByRole('textbox', { name: t('coupon_slip_block_stake', { n: 1 }) })).toHaveValue('150');
    await expect(slip.getAllByRole('combobox', { name: t('coupon_slip_block') })).toHaveLength(3);
  },
};

export const MultipleSingles: Story = {
  name: '[issue 14] multiple singles: a stake per bet and their total',
  args: {
    scenario: { count: 3, amount: 100 },
    arrange: ({ site, ids }) => {
      site.store.dispatch(couponActions.typeChanged(COUPON_TYPE.multipleSingles));
      site.store.dispatch(couponActions.betAmountChanged({ marketId: ids[0] as string, amount: 250 }));
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = textIn(globals);
    const slip = slipIn(canvasElement, globals);
    const rows = betRows(canvasElement, globals);
    await expect(within(rows[0] as HTMLElement).getByRole('textbox')).toHaveValue('250');
    await expect(within(rows[1] as HTMLElement).getByRole('textbox')).toHaveValue('100');
    await expect(slip.getByText(t('coupon_slip_total_stake')).parentElement).toHaveTextContent(
      folded(formatMoney(450, 'RUB', String(globals['locale'] ?? 'ru'))),
    );
  },
};

export const Locked: Story = {
  name: '[issue 14] a suspended bet: marked, and the reason the coupon cannot go',
  args: {
    scenario: { count: 2, amount: 100 },
    arrange: ({ site, ids }) =>
      moveCoef(site, ids[1] as string, selectBets(site.store.getState())[1]?.market.coef ?? 2, { isBlocked: true }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = textIn(globals);
    const slip = slipIn(canvasElement, globals);
    await expect(betRows(canvasElement, globals)[1]).toHaveTextContent(t('coupon_slip_locked'));
    await expect(slip.getByRole('list', { name: t('coupon_slip_blockers') })).toHaveTextContent(
      t('coupon_blocker_betsLocked'),
    );
    await expect(placeButton(canvasElement, globals)).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ConfirmChanges: Story = {
  name: '[issue 14] odds moved under "ask me": accept the changes, then place (CPN-009)',
  args: {
    arrange: ({ site, ids }) => {
      site.store.dispatch(couponSettingsActions.changeCoefActionChanged(CHANGE_COEF_ACTION.confirm));
      moveCoef(site, ids[0] as string, (selectBets(site.store.getState())[0]?.market.coef ?? 2) + 0.2);
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = textIn(globals);
    const slip = slipIn(canvasElement, globals);
    // CPN-009: the three ways to meet a change, "ask me" chosen
    await userEvent.click(slip.getByText(t('coupon_slip_settings')));
    const acceptance = slip.getByRole('combobox', { name: t('coupon_slip_change_action') });
    await expect(
      within(acceptance)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([0, 1, 2].map((value) => t(`coupon_slip_change_action_${value}`)));
    await expect(acceptance).toHaveDisplayValue(t('coupon_slip_change_action_0'));
    await expect(betRows(canvasElement, globals)[0]).toHaveTextContent(t('coupon_slip_changed'));
    await expect(slip.queryByRole('button', { name: new RegExp(`^${escaped(t('coupon_slip_place'))}`) })).toBeNull();
    await userEvent.click(slip.getByRole('button', { name: t('coupon_slip_accept_changes') }));
    await expect(placeButton(canvasElement, globals)).not.toHaveAttribute('aria-disabled');
  },
};

export const Placing: Story = {
  name: '[issue 14] placing: busy, inputs locked',
  args: {
    arrange: async (slip) => {
      slip.platform.hold();
      slip.site.store.dispatch(placeRequested());
      await placed(slip, 'placing');
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = textIn(globals);
    const region = within(canvasElement).getByRole('region', { name: t('coupon_slip_title') });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByRole('button', { name: t('coupon_slip_placing') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(region).getByRole('textbox', { name: t('coupon_slip_stake') })).toBeDisabled();
    await expect(within(region).getByRole('status')).toHaveTextContent(t('coupon_slip_placing'));
  },
};

export const Placed: Story = {
  name: '[issue 14] placed: the coupon number, possible win and print link',
  args: {
    arrange: async (slip) => {
      slip.site.store.dispatch(placeRequested());
      await placed(slip, 'placed');
    },
  },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = textIn(globals);
    const slip = slipIn(canvasElement, globals);
    const [coupon] = selectPlacement(arrangedOf(loaded).site.store.getState()).placed;
    await expect(slip.getByText(t('coupon_slip_placed_title'))).toBeVisible();
    await expect(slip.getByText(t('coupon_slip_placed_coupon', { id: coupon?.couponId ?? '?' }))).toBeVisible();
    await expect(
      slip.getByRole('link', { name: t('coupon_slip_print', { id: coupon?.couponId ?? '?' }) }),
    ).toHaveAttribute('href', `/${String(globals['locale'] ?? 'ru')}/print-coupon/${coupon?.couponId}`);
    await userEvent.click(slip.getByRole('button', { name: t('coupon_slip_placed_done') }));
    await expect(slip.getByText(t('coupon_slip_empty'))).toBeVisible();
  },
};

export const MultipleSinglesPlaced: Story = {
  name: '[CPN-013] multiple singles placed: one coupon per bet, each with its number and print link',
  args: {
    scenario: { count: 3, amount: 100 },
    arrange: async (slip) => {
      slip.site.store.dispatch(couponActions.typeChanged(COUPON_TYPE.multipleSingles));
      slip.site.store.dispatch(placeRequested());
      await placed(slip, 'placed');
    },
  },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = textIn(globals);
    const slip = slipIn(canvasElement, globals);
    const coupons = selectPlacement(arrangedOf(loaded).site.store.getState()).placed;
    await expect(coupons).toHaveLength(3);
    await expect(new Set(coupons.flatMap((coupon) => coupon.marketIds))).toEqual(new Set(arrangedOf(loaded).ids));
    for (const coupon of coupons) {
      await expect(slip.getByText(t('coupon_slip_placed_coupon', { id: coupon.couponId }))).toBeVisible();
      await expect(slip.getByRole('link', { name: t('coupon_slip_print', { id: coupon.couponId }) })).toBeVisible();
    }
  },
};

export const Refused: Story = {
  name: '[issue 14] refused: the text for the code, the bet that caused it marked, nothing lost',
  args: {
    scenario: { count: 2, amount: 100 },
    arrange: async (slip) => {
      slip.site.mock.patchState({ markets: { [slip.ids[1] as string]: { isBlocked: true } } });
      slip.site.store.dispatch(placeRequested());
      await placed(slip, 'refused');
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = textIn(globals);
    const slip = slipIn(canvasElement, globals);
    await expect(slip.getByRole('alert')).toHaveTextContent(t('coupon_refusal_bet_blocked'));
    const [open, culprit] = betRows(canvasElement, globals) as [HTMLElement, HTMLElement];
    await expect(culprit).toHaveTextContent(t('coupon_slip_culprit'));
    await expect(open).not.toHaveTextContent(t('coupon_slip_culprit'));
    await expect(slip.getByRole('textbox', { name: t('coupon_slip_stake') })).toHaveValue('100');
  },
};

export const Failed: Story = {
  name: '[issue 14] failed (server error): the message and a retry that places',
  args: {
    arrange: async (slip) => {
      slip.platform.failNext(1);
      slip.site.store.dispatch(placeRequested());
      await placed(slip, 'failed');
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = textIn(globals);
    const slip = slipIn(canvasElement, globals);
    await expect(slip.getByRole('alert')).toHaveTextContent(t('coupon_failure_server'));
    await userEvent.click(slip.getByRole('button', { name: t('coupon_slip_retry') }));
    await expect(await slip.findByText(t('coupon_slip_placed_title'))).toBeVisible();
  },
};

export const SelfExcluded: Story = {
  name: '[issue 14] self-excluded: cannot place, told why (LIM-033)',
  args: { scenario: { login: 'excluded', count: 1, amount: 100 } },
  play: async ({ canvasElement, globals }) => {
    const t = textIn(globals);
    const slip = slipIn(canvasElement, globals);
    await waitFor(() =>
      expect(slip.getByRole('list', { name: t('coupon_slip_blockers') }).textContent).toMatch(
        new RegExp(`^${escaped(t('coupon_blocker_selfExcluded'))}`),
      ),
    );
    await expect(placeButton(canvasElement, globals)).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Anonymous: Story = {
  name: '[issue 14] signed out: the button asks to sign in, the slip stays',
  args: { scenario: { login: null, count: 1, amount: 100 } },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = textIn(globals);
    const slip = slipIn(canvasElement, globals);
    await expect(slip.queryByRole('button', { name: new RegExp(`^${escaped(t('coupon_slip_place'))}`) })).toBeNull();
    await userEvent.click(slip.getByRole('button', { name: t('coupon_slip_sign_in_to_bet') }));
    await waitFor(() => expect(arrangedOf(loaded).site.loginAskedFrom).toHaveLength(1));
    await expect(betRows(canvasElement, globals)).toHaveLength(1);
  },
};
