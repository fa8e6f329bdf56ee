// The bet slip (issue 14) in every state a player meets, over the platform mock, in the toolbar's language and theme.
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
 * The bet slip: bets, coupon type, stake, totals, options and the place button with its states.
 *
 * Usage: `import CouponSlip from '@kickoff/coupon/slip';` (loaded on first need; the app's aside slot) — `BetSlip` is its
 * region, shown here at the aside's width. Its texts come with the chunk (`slipResources`).
 */
const meta = {
  title: 'Coupon/Bet slip',
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
  name: 'Empty',
  args: { scenario: { count: 0 } },
  play: async ({ canvasElement, globals }) => {
    const t = textIn(globals);
    await expect(slipIn(canvasElement, globals).getByText(t('coupon_slip_empty'))).toBeVisible();
    await expect(slipIn(canvasElement, globals).queryByRole('button', { name: t('coupon_slip_clear') })).toBeNull();
  },
};

export const OneClickOn: Story = {
  name: 'One-click on',
  tags: ['[CPN-027]'],
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
  name: 'One bet',
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
  name: 'Express of three with a bonus bet',
  tags: ['[CPN-022]'],
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
  name: 'System 2 of 3',
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
  name: 'System with blocks',
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
  name: 'Multiple singles',
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
  name: 'A suspended bet',
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

/** A coupon whose first bet's odds moved while the player's setting is "ask me" (CPN-009). */
const oddsMovedUnderAskMe: Story['args'] = {
  arrange: ({ site, ids }) => {
    site.store.dispatch(couponSettingsActions.changeCoefActionChanged(CHANGE_COEF_ACTION.confirm));
    moveCoef(site, ids[0] as string, (selectBets(site.store.getState())[0]?.market.coef ?? 2) + 0.2);
  },
};

/** The slip waiting for the player's answer: the change marked, no place button, the accept button instead. */
const asksToAcceptTheChange: NonNullable<Story['play']> = async ({ canvasElement, globals }) => {
  const t = textIn(globals);
  const slip = slipIn(canvasElement, globals);
  await expect(betRows(canvasElement, globals)[0]).toHaveTextContent(t('coupon_slip_changed'));
  await expect(slip.queryByRole('button', { name: new RegExp(`^${escaped(t('coupon_slip_place'))}`) })).toBeNull();
  await expect(slip.getByRole('button', { name: t('coupon_slip_accept_changes') })).toBeVisible();
};

export const OddsChanged: Story = {
  name: 'Odds changed',
  tags: ['[CPN-009]'],
  args: oddsMovedUnderAskMe,
  play: async (context) => {
    const t = textIn(context.globals);
    const slip = slipIn(context.canvasElement, context.globals);
    // CPN-009: the three ways to meet a change, "ask me" chosen
    await userEvent.click(slip.getByText(t('coupon_slip_settings')));
    const acceptance = slip.getByRole('combobox', { name: t('coupon_slip_change_action') });
    await expect(
      within(acceptance)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([0, 1, 2].map((value) => t(`coupon_slip_change_action_${value}`)));
    await expect(acceptance).toHaveDisplayValue(t('coupon_slip_change_action_0'));
    await asksToAcceptTheChange(context);
  },
};

export const ChangesAccepted: Story = {
  name: 'Odds changes accepted',
  tags: ['[CPN-009]'],
  args: oddsMovedUnderAskMe,
  play: async (context) => {
    await asksToAcceptTheChange(context);
    const slip = slipIn(context.canvasElement, context.globals);
    await userEvent.click(slip.getByRole('button', { name: textIn(context.globals)('coupon_slip_accept_changes') }));
    await expect(placeButton(context.canvasElement, context.globals)).not.toHaveAttribute('aria-disabled');
    await expect(betRows(context.canvasElement, context.globals)[0]).not.toHaveTextContent(
      textIn(context.globals)('coupon_slip_changed'),
    );
  },
};

export const Placing: Story = {
  name: 'Placing',
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
  name: 'Placed',
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
    await expect(slip.getByRole('button', { name: t('coupon_slip_placed_done') })).toBeVisible();
  },
};

export const ClosedAfterPlacing: Story = {
  name: 'Placed, then closed: empty again',
  args: Placed.args,
  play: async ({ canvasElement, globals }) => {
    const t = textIn(globals);
    const slip = slipIn(canvasElement, globals);
    await userEvent.click(slip.getByRole('button', { name: t('coupon_slip_placed_done') }));
    await expect(slip.getByText(t('coupon_slip_empty'))).toBeVisible();
  },
};

export const MultipleSinglesPlaced: Story = {
  name: 'Multiple singles placed',
  tags: ['[CPN-013]'],
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
  name: 'Refused',
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
  name: 'Failed',
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
    await expect(slip.getByRole('button', { name: t('coupon_slip_retry') })).toBeVisible();
  },
};

export const PlacedOnRetry: Story = {
  name: 'Failed, then placed on retry',
  args: Failed.args,
  play: async ({ canvasElement, globals }) => {
    const t = textIn(globals);
    const slip = slipIn(canvasElement, globals);
    await userEvent.click(slip.getByRole('button', { name: t('coupon_slip_retry') }));
    await expect(await slip.findByText(t('coupon_slip_placed_title'))).toBeVisible();
  },
};

export const SelfExcluded: Story = {
  name: 'Self-excluded',
  tags: ['[LIM-033]'],
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
  name: 'Signed out',
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
