// One bet of the slip in each of its states: live, finished, odds moving up and down. (issue 14)
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CHANGE_COEF_ACTION } from '../domain/change-coef-action';
import { formatCoef } from '@kickoff/contracts';
import { couponSettingsActions } from '../state/coupon-settings-slice';
import { selectBets } from '../state/selectors';
import { BetList } from './BetList';
import { useSlipTexts } from './use-slip-texts';
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
 * A bet row: game, market, the coefficient in the player's odds format, its live mark and state. Each row
 * selects its own bet, so only the row whose bet changed renders again.
 *
 * Usage: inside `BetSlip` (`@kickoff/coupon/slip`); rows are not used on their own.
 */
/** The rows as the slip lists them, with the slip's texts (registered by the slip's roots). */
function Rows() {
  useSlipTexts();
  return <BetList />;
}

const meta = {
  title: 'Coupon/Bet row',
  args: { scenario: { count: 1, amount: 100 } },
  loaders: [arrangeSlipStory],
  render: (_, { loaded }) => (
    <SlipStoryFrame slip={arrangedOf(loaded)}>
      <Rows />
    </SlipStoryFrame>
  ),
  parameters: { layout: 'padded' },
} satisfies Meta<SlipStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const coefOf = ({ site, ids }: ArrangedSlip) =>
  selectBets(site.store.getState()).find((bet) => bet.market.id === ids[0])?.market.coef ?? 2;
const rowIn = (canvasElement: HTMLElement) => within(canvasElement).getByRole('listitem');

export const Live: Story = {
  name: 'Live',
  args: {
    scenario: { count: 1, live: true },
    arrange: (slip) => moveCoef(slip.site, slip.ids[0] as string, coefOf(slip), { scores: [1, 0], gameStatus: 2 }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = slipTexts.textIn(globals);
    await expect(within(rowIn(canvasElement)).getByText(t('coupon_slip_live'))).toBeVisible();
    await expect(within(rowIn(canvasElement)).getByText(t('coupon_slip_score', { score: '1:0' }))).toBeInTheDocument();
  },
};

export const Finished: Story = {
  name: 'Finished game',
  args: {
    arrange: (slip) => moveCoef(slip.site, slip.ids[0] as string, coefOf(slip), { isFinished: true, gameStatus: 4 }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = slipTexts.textIn(globals);
    await expect(rowIn(canvasElement)).toHaveTextContent(t('coupon_slip_finished'));
    await expect(rowIn(canvasElement)).toHaveAttribute('data-state', 'locked');
  },
};

export const ChangedUp: Story = {
  name: 'Odds up',
  play: async ({ canvasElement, globals, loaded }) => {
    const t = slipTexts.textIn(globals);
    const slip = arrangedOf(loaded);
    const from = coefOf(slip);
    // the line moves while the player looks at the slip
    moveCoef(slip.site, slip.ids[0] as string, from + 0.35);
    const text = t('coupon_slip_odds_up', { from: formatCoef(from, 0), to: formatCoef(coefOf(slip), 0) });
    await expect(await within(rowIn(canvasElement)).findByText(text)).toBeInTheDocument();
    await expect(within(rowIn(canvasElement)).getByText('▲')).toBeVisible();
    await expect(rowIn(canvasElement)).not.toHaveTextContent(t('coupon_slip_changed'));
  },
};

export const ChangedDown: Story = {
  name: 'Odds down',
  args: {
    arrange: ({ site }) =>
      void site.store.dispatch(couponSettingsActions.changeCoefActionChanged(CHANGE_COEF_ACTION.acceptAny)),
  },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = slipTexts.textIn(globals);
    const slip = arrangedOf(loaded);
    const from = coefOf(slip);
    moveCoef(slip.site, slip.ids[0] as string, from - 0.1);
    const text = t('coupon_slip_odds_down', { from: formatCoef(from, 0), to: formatCoef(coefOf(slip), 0) });
    await expect(await within(rowIn(canvasElement)).findByText(text)).toBeInTheDocument();
    await expect(within(rowIn(canvasElement)).getByText('▼')).toBeVisible();
  },
};
