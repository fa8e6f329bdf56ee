// MOD-025: turning one-click betting on over a coupon with bets asks whether to clear it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { selectBetCount, selectCouponSettings } from '../state/selectors';
import { BetSlip } from './BetSlip';
import { OneClickConfirmation } from './OneClickConfirmation';
import {
  type ArrangedSlip,
  type SlipStoryArgs,
  SlipStoryFrame,
  arrangeSlipStory,
  arrangedOf,
  slipTexts,
} from './testing/SlipStory';

/**
 * MOD-025: the one-click clear-coupon confirmation. Variants: asked (the coupon holds bets), confirmed (the coupon is
 * cleared and one-click is on), declined (the bets stay and one-click stays off).
 *
 * Usage: rendered once by `CouponSlip` (`@kickoff/coupon/slip`); the slip's one-click switch asks it.
 */
const meta = {
  title: 'Coupon/One-click confirmation',
  tags: ['[MOD-025]'],
  args: { scenario: { count: 2, amount: 100 } },
  loaders: [arrangeSlipStory],
  render: (_, { loaded }) => (
    <SlipStoryFrame slip={arrangedOf(loaded)}>
      <BetSlip />
      <OneClickConfirmation />
    </SlipStoryFrame>
  ),
  parameters: { layout: 'padded' },
} satisfies Meta<SlipStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The player opens the slip's settings and turns one-click on. */
async function turnOneClickOn(canvasElement: HTMLElement, t: (key: string) => string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByText(t('coupon_slip_settings')));
  await userEvent.click(canvas.getByRole('checkbox', { name: t('coupon_slip_one_click') }));
  return within(document.body).findByRole('alertdialog', { name: t('coupon_slip_one_click_title') });
}

const settingsOf = (slip: ArrangedSlip) => selectCouponSettings(slip.site.store.getState());

export const Asked: Story = {
  name: 'Asked',
  play: async ({ canvasElement, globals, loaded }) => {
    const t = slipTexts.textIn(globals);
    const dialog = await turnOneClickOn(canvasElement, t);
    await expect(dialog).toHaveTextContent(t('coupon_slip_one_click_text'));
    await expect(within(dialog).getByRole('button', { name: t('coupon_slip_one_click_confirm') })).toBeVisible();
    await expect(settingsOf(arrangedOf(loaded)).isOneClickConfirmationAsked).toBe(true);
  },
};

export const Confirmed: Story = {
  name: 'Confirmed',
  play: async ({ canvasElement, globals, loaded }) => {
    const t = slipTexts.textIn(globals);
    const dialog = await turnOneClickOn(canvasElement, t);
    await userEvent.click(within(dialog).getByRole('button', { name: t('coupon_slip_one_click_confirm') }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(within(canvasElement).getByText(t('coupon_slip_empty'))).toBeVisible();
    await expect(selectBetCount(arrangedOf(loaded).site.store.getState())).toBe(0);
    await expect(settingsOf(arrangedOf(loaded)).isActiveOneClick).toBe(true);
  },
};

export const Declined: Story = {
  name: 'Declined',
  play: async ({ canvasElement, globals, loaded }) => {
    const t = slipTexts.textIn(globals);
    const dialog = await turnOneClickOn(canvasElement, t);
    await userEvent.click(within(dialog).getByRole('button', { name: t('coupon_slip_one_click_decline') }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(
      within(within(canvasElement).getByRole('list', { name: t('coupon_slip_bets') })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(within(canvasElement).getByRole('checkbox', { name: t('coupon_slip_one_click') })).not.toBeChecked();
    await expect(settingsOf(arrangedOf(loaded)).isActiveOneClick).toBe(false);
  },
};
