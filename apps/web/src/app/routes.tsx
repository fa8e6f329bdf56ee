import type { PageRegistry, SiteRouterOptions } from '@kickoff/shell-routing';
import type { FeatureContext } from '@kickoff/store';
import { CouponSlot } from '../layouts/CouponSlot';
import { DepositVerificationSlot } from '../layouts/DepositVerificationSlot';
import { Footer } from '../layouts/Footer';
import { Header } from '../layouts/Header';
import { CouponNotifications, CouponNotSavedNotice } from '@kickoff/coupon';
import { SessionLayer } from '@kickoff/session';

/**
 * What the site's router shows: the pages apps/web owns (one chunk each; the home page loads no other page's code),
 * the remote page for routes with a remote app, and the layouts' slots. The login and registration pages need
 * the session's forms installed first, remote pages the remote apps.
 */
export function siteRoutes(ctx: FeatureContext): Omit<SiteRouterOptions<never>, 'createRouter'> {
  const withForms = () => ctx.ports.lazy('sessionForms').load();
  const pages: PageRegistry = {
    home: () => import('../pages/HomePage'),
    'confirm-terms': () => import('../pages/ConfirmTermsRoutePage'),
    // Office pages the host's own libs implement (the rest of the office stays the remote app's).
    'office-account': () => import('@kickoff/accounts/office'),
    'office-settings': () => import('@kickoff/user-config/office'),
    login: () => withForms().then((forms) => ({ default: forms.LoginPage })),
    registration: () => withForms().then((forms) => ({ default: forms.RegistrationPage })),
  };
  return {
    pages,
    // Remote apps install with the first remote page (their chunk), then its page loads like any other.
    remotePage: () =>
      ctx.ports
        .lazy('remoteApps')
        .load()
        .then(() => import('../pages/RemoteAppPage')),
    slots: {
      header: <Header />,
      // the bet slip: the desktop aside and, below 1100 px, the quick coupon bar (MainLayout hides its bottom
      // navigation slot from 1024 px and under an A/B test, neither of which may hide the coupon)
      aside: <CouponSlot />,
      footer: <Footer />,
      notifications: (
        <>
          <SessionLayer />
          <CouponNotSavedNotice />
          <CouponNotifications />
          <DepositVerificationSlot />
        </>
      ),
    },
  };
}
