import type { RedirectDefinition } from '../route-types';
import { BONUS_FAMILIES } from './bonus-routes';
import { BONUS_GAMES } from './games-routes';

/** SR-054: earlier addresses of the games project (the spec does not list them; see README "Decisions"). */
const LEGACY_GAMES: readonly RedirectDefinition[] = [
  { name: 'legacy-games-project', from: 'games-project', to: 'games', status: 301 },
  { name: 'legacy-games-project-view', from: 'games-project/:gameRoute', to: 'games/:gameRoute', status: 301 },
  { name: 'legacy-games-view', from: 'games/view/:gameRoute', to: 'games/:gameRoute', status: 301 },
  { name: 'legacy-games-landing', from: 'games/landing/:landingRoute', to: 'games-landing/:landingRoute', status: 301 },
  ...BONUS_GAMES.map((game): RedirectDefinition => ({
    name: `legacy-bonus-game-${game}`,
    from: `games/${game}`,
    to: `games/bonus/${game}`,
    status: 301,
  })),
];

/** SR-079: earlier landing addresses; the slug is kept. */
const OLD_LANDINGS: readonly RedirectDefinition[] = ['landing', 'lp', 'actions'].map((prefix) => ({
  name: `old-landing-${prefix}`,
  from: `${prefix}/:slug`,
  to: 'promotions/:slug',
  status: 301,
}));

/** SR-055: the bonus id that became a casino section, in either bonus family. */
const SLOT_FIRST_DEPOSIT: readonly RedirectDefinition[] = ['bonus', 'bonus-offer'].map((prefix) => ({
  name: `slot-first-deposit-${prefix}`,
  from: `${prefix}/slot-first-deposit`,
  to: 'casino/slot-first-deposit',
  status: 301,
  when: (settings) => settings.isSlotFirstDepositRedirectEnabled,
}));

/** SR-085: the family not in use sends its visitors to the one in use; 302 because the setting can change back. */
const BONUS_FAMILY_SWITCH: readonly RedirectDefinition[] = BONUS_FAMILIES.flatMap(
  ({ bonus, offer }): RedirectDefinition[] => [
    {
      name: `${bonus.name}-to-offer`,
      from: bonus.path,
      to: offer.path,
      status: 302,
      when: (settings) => settings.promoBonusToOffer,
    },
    {
      name: `${offer.name}-to-bonus`,
      from: offer.path,
      to: bonus.path,
      status: 302,
      when: (settings) => !settings.promoBonusToOffer,
    },
  ],
);

export const REDIRECTS: readonly RedirectDefinition[] = [
  // SR-067
  { name: 'office', from: 'office', to: 'office/account', status: 301 },
  // SR-082: the named "forgot password" route is the home page with its modal.
  {
    name: 'forgot-password',
    from: 'user/forgotpassword',
    to: '',
    query: { showForgotPasswordModal: '1' },
    status: 302,
  },
  // SR-083: the named "coupon" route; the coupon itself is on every page.
  { name: 'coupon', from: 'user/coupon', to: '', status: 301 },
  ...LEGACY_GAMES,
  ...OLD_LANDINGS,
  ...SLOT_FIRST_DEPOSIT,
  ...BONUS_FAMILY_SWITCH,
];
