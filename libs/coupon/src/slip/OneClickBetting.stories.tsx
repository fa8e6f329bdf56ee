// One-click betting: an odds click places the bet at once, on the desktop aside and behind the phone's bar. (issue 14)
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { couponSettingsActions } from '../state/coupon-settings-slice';
import { selectBetCount } from '../state/selectors';
import { BetSlip } from './BetSlip';
import { QuickCoupon } from './QuickCoupon';
import {
  type ArrangedSlip,
  type SlipStoryArgs,
  SlipStoryFrame,
  arrangeSlipStory,
  arrangedOf,
  slipTexts,
} from './testing/SlipStory';
import { OddsStandIn } from './testing/OddsStandIn';

/**
 * One-click betting (switched on under "Slip settings"): a click on odds places that bet at once as a
 * single at the one-click stake, through the place button's own path. The odds button here stands in for the line
 * page (a remote app).
 */
const meta = {
  title: 'Coupon/One-click betting',
  args: {
    scenario: { count: 0 },
    arrange: ({ site }: ArrangedSlip) => {
      site.store.dispatch(couponSettingsActions.oneClickTurnedOn());
      site.store.dispatch(couponSettingsActions.oneClickAmountChanged(200));
    },
  },
  loaders: [arrangeSlipStory],
  parameters: { layout: 'padded' },
} satisfies Meta<SlipStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const oddsButton = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: /^\d+\.\d\d$/ });

export const PlacedFromTheOdds: Story = {
  name: 'Placed from the odds',
  render: (_, { loaded }) => (
    <SlipStoryFrame slip={arrangedOf(loaded)}>
      <OddsStandIn site={arrangedOf(loaded).site} />
      <BetSlip />
    </SlipStoryFrame>
  ),
  play: async ({ canvasElement, globals, loaded }) => {
    const t = slipTexts.textIn(globals);
    const odds = await oddsButton(canvasElement);
    await userEvent.click(odds);
    const slip = within(within(canvasElement).getByRole('region', { name: t('coupon_slip_title') }));
    await expect(await slip.findByText(t('coupon_slip_placed_title'), {}, { timeout: 5000 })).toBeVisible();
    await expect(slip.getByRole('link', { name: new RegExp(t('coupon_slip_print_short')) })).toBeVisible();
    await expect(selectBetCount(arrangedOf(loaded).site.store.getState())).toBe(0);
    await expect(arrangedOf(loaded).site.coupons()).toHaveLength(1);
    await expect(odds).toHaveFocus();
  },
};

export const PlacedBehindTheBar: Story = {
  name: 'Placed on a phone',
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
  render: (_, { loaded }) => (
    <SlipStoryFrame slip={arrangedOf(loaded)}>
      <OddsStandIn site={arrangedOf(loaded).site} />
      <QuickCoupon />
    </SlipStoryFrame>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = slipTexts.textIn(globals);
    await userEvent.click(await oddsButton(canvasElement));
    const bar = await within(canvasElement).findByRole(
      'button',
      { name: `${t('coupon_slip_title')} ${t('coupon_slip_placed_title')}` },
      { timeout: 5000 },
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('coupon_slip_placed_title'));
    await userEvent.click(bar);
    const sheet = await within(document.body).findByRole('dialog', { name: t('coupon_slip_title') });
    await waitFor(() => expect(within(sheet).getByText(t('coupon_slip_placed_title'))).toBeVisible());
    await userEvent.click(within(sheet).getByRole('button', { name: t('coupon_slip_placed_done') }));
    await expect(within(sheet).getByText(t('coupon_slip_empty'))).toBeVisible();
  },
};
