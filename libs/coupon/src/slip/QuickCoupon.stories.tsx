// The quick coupon below 1100 px: the bar with the bet count and total odds, and the slip as a sheet. (issue 14)
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { selectCoupon } from '../state/selectors';
import { QuickCoupon } from './QuickCoupon';
import { type SlipStoryArgs, SlipStoryFrame, arrangeSlipStory, arrangedOf, slipTexts } from './testing/SlipStory';

/**
 * The quick coupon (CPN-046: hidden on routes whose meta says `hideQuickCoupon`; the app's test proves it
 * with the real route table). Narrower than 1100 px the bar is fixed at the bottom of the page.
 *
 * Usage: part of `CouponSlip` (`@kickoff/coupon/slip`), in the layout's aside slot.
 */
const meta = {
  title: 'Coupon/Phone bar and sheet',
  args: { scenario: { count: 3, amount: 100 } },
  loaders: [arrangeSlipStory],
  render: (_, { loaded }) => (
    <SlipStoryFrame slip={arrangedOf(loaded)}>
      <QuickCoupon />
    </SlipStoryFrame>
  ),
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<SlipStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bar: Story = {
  name: 'Bar',
  play: async ({ canvasElement, globals, loaded }) => {
    const t = slipTexts.textIn(globals);
    const bar = within(canvasElement).getByRole('button', { name: new RegExp(`^${t('coupon_slip_title')}`) });
    await expect(bar).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(bar).toHaveTextContent(t('coupon_slip_count', { count: 3 }));
    await expect(bar).toHaveTextContent(
      t('coupon_slip_bar_odds', { coef: selectCoupon(arrangedOf(loaded).site.store.getState()).coefByView }),
    );
  },
};

/** The bar opens the slip as a dialog holding every bet. */
const openSheet: NonNullable<Story['play']> = async ({ canvasElement, globals }) => {
  const t = slipTexts.textIn(globals);
  await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(`^${t('coupon_slip_title')}`) }));
  const sheet = await within(document.body).findByRole('dialog', { name: t('coupon_slip_title') });
  await expect(within(sheet).getByRole('region', { name: t('coupon_slip_title') })).toBeVisible();
  await expect(
    within(within(sheet).getByRole('list', { name: t('coupon_slip_bets') })).getAllByRole('listitem'),
  ).toHaveLength(3);
};

export const SheetOpen: Story = { name: 'Sheet open', play: openSheet };

export const Sheet: Story = {
  name: 'Sheet closed with Escape',
  play: async (context) => {
    const { canvasElement, globals } = context;
    const t = slipTexts.textIn(globals);
    const page = within(document.body);
    await openSheet(context);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('button', { name: new RegExp(`^${t('coupon_slip_title')}`) }),
    ).toHaveFocus();
  },
};

export const SheetFocus: Story = {
  name: 'Sheet closed by its header',
  play: async ({ canvasElement, globals }) => {
    const t = slipTexts.textIn(globals);
    const page = within(document.body);
    const bar = within(canvasElement).getByRole('button', { name: new RegExp(`^${t('coupon_slip_title')}`) });
    await userEvent.click(bar);
    const sheet = await page.findByRole('dialog', { name: t('coupon_slip_title') });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    // a round of Tab through every control comes back inside the sheet, never to the page behind
    for (let step = 0; step < 40; step += 1) {
      await userEvent.tab();
      await expect(sheet.contains(document.activeElement)).toBe(true);
    }
    await userEvent.click(within(sheet).getByRole('button', { name: t('coupon_slip_close') }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(bar).toHaveFocus();
  },
};
