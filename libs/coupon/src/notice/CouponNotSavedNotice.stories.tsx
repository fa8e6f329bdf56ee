// The toast a player sees once when the coupon cannot be saved (storage full). (issue 12.3)
import type { Meta, StoryObj } from '@storybook/react-vite';
import { memoryStorage } from '@kickoff/runtime';
import { TestSiteProviders } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { couponResources } from '../i18n/resources';
import { aBet } from '../testing/bets';
import { createCouponSite } from '../testing/coupon-site';
import { couponActions } from '../state/coupon-slice';
import { CouponNotSavedNotice } from './CouponNotSavedNotice';

/** A site whose storage has room for nothing: the first bet added cannot be saved. */
function FullStorageSite({ language }: { language: string }) {
  const [site] = useState(() =>
    createCouponSite({ storage: memoryStorage({}, { quota: 50 }), bundles: [uiResources], language }),
  );
  useEffect(() => {
    void site.restored().then(() => {
      site.store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'm1' }), addedAt: 1 }));
      return site.persistor.flush();
    });
  }, [site]);
  return (
    <TestSiteProviders site={site}>
      <CouponNotSavedNotice />
    </TestSiteProviders>
  );
}

/**
 * The toast a player sees once when the coupon cannot be saved (storage full).
 *
 * Usage: `import { CouponNotSavedNotice } from '@kickoff/coupon';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'Coupon/Not saved notice',
  component: FullStorageSite,
  args: { language: 'ru' },
  render: (_args, context) => (
    <FullStorageSite key={String(context.globals['locale'])} language={String(context.globals['locale'] ?? 'ru')} />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullStorageSite>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = (language: unknown) => ({
  ...(language === 'en' ? couponResources.en : couponResources.ru),
  ...(language === 'en' ? uiResources.en : uiResources.ru),
});

/** The notice in the notifications region, as the player first sees it. */
async function shownNotice(globals: Record<string, unknown>) {
  const text = texts(globals['locale']);
  const page = within(document.body);
  const region = await page.findByRole('region', { name: text.ui_notifications });
  await expect(within(region).getByText(text.coupon_not_saved_title)).toBeVisible();
  await expect(within(region).getByText(text.coupon_not_saved_text)).toBeVisible();
  return { text, page, region };
}

export const StorageFull: Story = {
  name: 'Storage full',
  play: async ({ globals }) => {
    await shownNotice(globals);
  },
};

export const Dismissed: Story = {
  name: 'Dismissed for the visit',
  play: async ({ globals }) => {
    const { text, page, region } = await shownNotice(globals);
    await userEvent.click(within(region).getByRole('button', { name: text.ui_dismiss_notification }));
    await waitFor(() => expect(page.queryByText(text.coupon_not_saved_title)).toBeNull());
  },
};
