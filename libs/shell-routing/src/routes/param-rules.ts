import type { ParamRule, RouteParams } from './route-types';

/** SR-047: a printed coupon id. */
export const DIGITS_ONLY: ParamRule = /^[0-9]+$/;
/** SR-051: a first-bonus landing id. */
export const LANDING_ID: ParamRule = /^landing-/;

export const oneOf = (...values: string[]): ParamRule => values;

function passes(rule: ParamRule, value: string): boolean {
  return rule instanceof RegExp ? rule.test(value) : rule.includes(value);
}

/** Absent optional params pass: only values the URL carries are checked. */
export function paramsPass(rules: Readonly<Record<string, ParamRule>> | undefined, params: RouteParams): boolean {
  if (!rules) return true;
  for (const [name, rule] of Object.entries(rules)) {
    const value = params[name];
    if (value !== undefined && !passes(rule, value)) return false;
  }
  return true;
}
