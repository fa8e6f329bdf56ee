import { describe, expect, it } from 'vitest';
import { BONUS_GAMES } from './table/games-routes';
import { outcomeAt, resolveAt } from './testing/resolve-at';

describe('redirects', () => {
  it('[SR-067] the bare office path moves permanently to office/account, query kept', () => {
    expect(resolveAt('/ru/office?from=menu')).toEqual({
      kind: 'redirect',
      status: 301,
      reason: 'office',
      location: '/ru/office/account?from=menu',
    });
    expect(outcomeAt('/en/office/')).toBe('redirect 301 /en/office/account');
  });

  it('[SR-082] user/forgotpassword goes home with showForgotPasswordModal=1, other query kept', () => {
    expect(outcomeAt('/ru/user/forgotpassword')).toBe('redirect 302 /ru/?showForgotPasswordModal=1');
    expect(outcomeAt('/en/user/forgotpassword?utm_source=mail&showForgotPasswordModal=0')).toBe(
      'redirect 302 /en/?utm_source=mail&showForgotPasswordModal=1',
    );
  });

  it('[SR-083] user/coupon goes to the language root', () => {
    expect(outcomeAt('/en/user/coupon')).toBe('redirect 301 /en/');
  });

  it.each([
    ['/ru/games-project', '/ru/games'],
    ['/ru/games-project/crash-x', '/ru/games/crash-x'],
    ['/ru/games/view/crash-x?ref=5', '/ru/games/crash-x?ref=5'],
    ['/ru/games/landing/summer', '/ru/games-landing/summer'],
    ...BONUS_GAMES.map((game) => [`/ru/games/${game}`, `/ru/games/bonus/${game}`]),
  ])('[SR-054] legacy games path %s answers 301 to %s', (from, to) => {
    expect(resolveAt(from)).toMatchObject({ kind: 'redirect', status: 301, location: to });
  });

  it('[SR-054] a legacy param is carried over encoded, so it cannot break out of its segment', () => {
    expect(outcomeAt('/ru/games-project/a%2Fb%3Fc')).toBe('redirect 301 /ru/games/a%2Fb%3Fc');
  });

  it('[SR-055] with the setting on, the slot-first-deposit bonus id answers 301 to casino/slot-first-deposit', () => {
    const config = { isSlotFirstDepositRedirectEnabled: true };
    expect(outcomeAt('/ru/bonus/slot-first-deposit', { config })).toBe('redirect 301 /ru/casino/slot-first-deposit');
    expect(outcomeAt('/en/bonus-offer/slot-first-deposit', { config: { ...config, promoBonusToOffer: true } })).toBe(
      'redirect 301 /en/casino/slot-first-deposit',
    );
    expect(outcomeAt('/ru/casino/slot-first-deposit')).toBe('casino');
  });

  it('[SR-055] with the setting off there is no redirect: the id is an ordinary bonus page', () => {
    expect(outcomeAt('/ru/bonus/slot-first-deposit', { config: { isSlotFirstDepositRedirectEnabled: false } })).toBe(
      'bonus',
    );
  });

  it.each([
    ['landing', 'euro-2024'],
    ['lp', 'welcome'],
    ['actions', 'cashback'],
  ])('[SR-079] old landing path %s/%s answers 301 to promotions/{slug}', (prefix, slug) => {
    expect(outcomeAt(`/ru/${prefix}/${slug}?utm=x`)).toBe(`redirect 301 /ru/promotions/${slug}?utm=x`);
  });

  it.each([
    ['bonuses/casino/7', 'bonuses-offers/casino/7'],
    ['bonuses', 'bonuses-offers'],
    ['bonus-partner/3', 'bonus-offer-partner/3'],
    ['bonus/77', 'bonus-offer/77'],
    ['bonuses-games', 'bonuses-offers-games'],
  ])('[SR-085] promoBonusToOffer on: %s sends to the offer family %s (302)', (bonus, offer) => {
    expect(outcomeAt(`/ru/${bonus}`, { config: { promoBonusToOffer: true } })).toBe(`redirect 302 /ru/${offer}`);
    expect(outcomeAt(`/ru/${offer}`, { config: { promoBonusToOffer: true } })).toMatch(/^bonus/);
  });

  it.each([
    ['bonuses-offers/casino/7', 'bonuses/casino/7'],
    ['bonus-offer-partner', 'bonus-partner'],
    ['bonus-offer/77', 'bonus/77'],
    ['bonuses-offers-games', 'bonuses-games'],
  ])('[SR-085] promoBonusToOffer off: %s sends to the bonus family %s (302)', (offer, bonus) => {
    expect(outcomeAt(`/ru/${offer}`, { config: { promoBonusToOffer: false } })).toBe(`redirect 302 /ru/${bonus}`);
    expect(outcomeAt(`/ru/${bonus}`, { config: { promoBonusToOffer: false } })).toMatch(/^bonus/);
  });

  it('[SR-085] the casino bonus section is no member of a bonus family and never switches', () => {
    expect(outcomeAt('/ru/bonus/casino', { config: { promoBonusToOffer: true } })).toBe('casino-bonus');
  });
});
