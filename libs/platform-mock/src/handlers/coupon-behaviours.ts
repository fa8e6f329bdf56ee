import {
  couponBetsState,
  couponLimits,
  couponLoadByCode,
  couponPlace,
  couponPlacementByRefId,
  couponPrint,
} from '@kickoff/platform-api';
import { betStates, couponLimits as limitsFor, couponView, placeCoupon } from '../model/coupon';
import { findMarket } from '../model/line';
import { gameSummary, marketView } from '../model/line-view';
import { sharedCoupon } from '../model/shared-coupons';
import { activeAccount } from '../model/users';
import { notFound, ok, platformError } from './answers';
import { behaviour, userBehaviour } from './behaviour';

/** Printed and shared coupons show names in the site's default language. */
const PRINT_LANGUAGE = 'ru';

export const couponBehaviours = [
  userBehaviour(couponPlace, {
    resolve: ({ model, user, body }) => {
      // The payload's userId must be the token's user: a coupon is never placed for someone else.
      if (body.userId !== user.id) return platformError(403, 403, 'The coupon belongs to another user');
      return ok(placeCoupon(model, user, body));
    },
  }),
  userBehaviour(couponPlacementByRefId, {
    // what became of a placement whose answer was lost: the placed result, or nothing under that refId
    resolve: ({ model, user, params }) => {
      const placed = model.state.placements[`${user.id}:${params.refId}`];
      return placed ? ok(placed.result) : notFound(`Placement ${params.refId}`);
    },
  }),
  behaviour(couponBetsState, { resolve: ({ model, query }) => ok({ bets: betStates(model, query.ids.split(',')) }) }),
  userBehaviour(couponLimits, {
    resolve: ({ model, user, body }) => {
      const account = user.accounts.find((candidate) => candidate.id === body.accountId) ?? activeAccount(user);
      return account
        ? ok(limitsFor(account, body.typeId, model.state.siteConfig))
        : notFound(`Account ${body.accountId}`);
    },
  }),
  userBehaviour(couponPrint, {
    resolve: ({ model, user, params }) => {
      const coupon = model.state.coupons[params.couponId];
      if (!coupon || coupon.userId !== user.id) return notFound(`Coupon ${params.couponId}`);
      const bets = coupon.bets.flatMap((bet) => {
        const found = findMarket(model.state.line, Number(bet.marketId));
        return found
          ? [
              {
                market: marketView(model, found.game, found.market),
                game: gameSummary(model, model.state.line, found.game, PRINT_LANGUAGE),
                coef: bet.coef,
              },
            ]
          : [];
      });
      return ok({ ...couponView(coupon), status: 'pending' as const, bets });
    },
  }),
  behaviour(couponLoadByCode, {
    resolve: ({ model, params }) => {
      const shared = sharedCoupon(model, params.code);
      if (!shared || shared.picks.length === 0) return notFound(`Coupon code ${params.code}`);
      const { line } = model.state;
      return ok({
        typeId: shared.typeId,
        systemValue: shared.systemValue,
        bets: shared.picks.map(({ game, market }) => ({
          market: marketView(model, game, market),
          game: gameSummary(model, line, game, PRINT_LANGUAGE),
        })),
      });
    },
  }),
];
