// MOD-026: the coupon notification (live bet after 30 s, line bet after 5 min, at most 3 at once).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TestSiteProviders, createTexts, storyLanguage } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { couponResources } from '../i18n/resources';
import { type PlacedReport, couponsPlaced } from '../placement/placed-report';
import { createCouponSite } from '../testing/coupon-site';
import { CouponNotifications } from './CouponNotifications';
import { moneyText } from './money-text';
import { LINE_BET_NOTIFICATION_DELAY_MS, LIVE_BET_NOTIFICATION_DELAY_MS } from './notifications-slice';
import { notificationsResources } from './notifications-resources';

const texts = createTexts([uiResources, couponResources, notificationsResources]);

interface Placement {
  /** the coupons placed, as the placement reports them */
  placed: Omit<PlacedReport, 'placedAt'>[];
  /** how long after placing the story looks */
  afterMs: number;
}

/** A site where the coupons were just placed; the site's clock then moves on by `afterMs`. */
function PlacedCoupons({ language, placed, afterMs }: Placement & { language: string }) {
  const [site] = useState(() => createCouponSite({ bundles: [uiResources], language }));
  useEffect(() => {
    site.store.dispatch(couponsPlaced(placed.map((report) => ({ ...report, placedAt: site.adapters.clock.now() }))));
    site.adapters.advance(afterMs);
  }, [site, placed, afterMs]);
  return (
    <TestSiteProviders site={site}>
      <CouponNotifications timers={site.adapters.timers} />
    </TestSiteProviders>
  );
}

/**
 * MOD-026: the coupon notifications in the site's notifications slot, each a polite toast that closes by its button
 * or Escape; at most three at once (CPN-045), the next waiting for a place.
 *
 * Usage: `import { CouponNotifications } from '@kickoff/coupon';` once in the layout's notifications slot; the
 * coupon feature schedules them itself after each placed bet.
 */
const meta = {
  title: 'Coupon/Placed bet notifications',
  tags: ['[MOD-026]'],
  component: PlacedCoupons,
  args: { language: 'ru', placed: [], afterMs: 0 },
  render: (args, context) => (
    <PlacedCoupons key={storyLanguage(context.globals)} {...args} language={storyLanguage(context.globals)} />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PlacedCoupons>;

export default meta;
type Story = StoryObj<typeof meta>;

const coupon = (couponId: string, isLive: boolean, possibleWin: number) => ({
  couponId,
  isLive,
  possibleWin,
  currencyIso: 'RUB',
});

/** The possible win as the page writes it, its no-break spaces read as spaces (as Testing Library reads the page). */
const winText = (amount: number, globals: Record<string, unknown>) =>
  moneyText(amount, 'RUB', storyLanguage(globals)).replace(/\s/g, ' ');

/** The active locale's texts and the notifications region, found by its role and name. */
async function notificationsIn(globals: Record<string, unknown>) {
  const text = texts.textIn(globals);
  const region = within(await within(document.body).findByRole('region', { name: text('coupon_notifications') }));
  return { text, region };
}

export const LiveBet: Story = {
  name: 'Live bet, after 30 s',
  args: { placed: [coupon('700000001', true, 278)], afterMs: LIVE_BET_NOTIFICATION_DELAY_MS },
  play: async ({ globals }) => {
    const { text, region } = await notificationsIn(globals);
    await expect(region.getByText(text('coupon_notification_title', { couponId: '700000001' }))).toBeVisible();
    await expect(
      region.getByText(text('coupon_notification_live', { possibleWin: winText(278, globals) })),
    ).toBeVisible();
  },
};

export const LineBet: Story = {
  name: 'Line bet, after 5 min, closed',
  args: { placed: [coupon('700000002', false, 1_250.5)], afterMs: LINE_BET_NOTIFICATION_DELAY_MS },
  play: async ({ globals }) => {
    const { text, region } = await notificationsIn(globals);
    await expect(
      region.getByText(text('coupon_notification_line', { possibleWin: winText(1_250.5, globals) })),
    ).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: text('ui_dismiss_notification') }));
    await waitFor(() =>
      expect(
        within(document.body).queryByText(text('coupon_notification_title', { couponId: '700000002' })),
      ).toBeNull(),
    );
  },
};

export const LimitOfThree: Story = {
  name: 'Three at once, the fourth waiting',
  args: {
    placed: [
      coupon('700000011', true, 150),
      coupon('700000012', true, 220),
      coupon('700000013', true, 310),
      coupon('700000014', true, 405),
    ],
    afterMs: LIVE_BET_NOTIFICATION_DELAY_MS,
  },
  play: async ({ globals }) => {
    const { text, region } = await notificationsIn(globals);
    const title = (couponId: string) => text('coupon_notification_title', { couponId });
    await expect(region.getAllByRole('button', { name: text('ui_dismiss_notification') })).toHaveLength(3);
    await expect(region.queryByText(title('700000014'))).toBeNull();
    const [firstClose] = region.getAllByRole('button', { name: text('ui_dismiss_notification') });
    await userEvent.click(firstClose as HTMLElement);
    await waitFor(() => expect(region.getByText(title('700000014'))).toBeVisible());
    await expect(region.queryByText(title('700000011'))).toBeNull();
    await expect(region.getAllByRole('button', { name: text('ui_dismiss_notification') })).toHaveLength(3);
  },
};
