import type { CaptchaErrorCode } from '@kickoff/platform-api';
import { type ModelContext, nextId } from './context';
import { hashNumbers } from './random';
import type { Captcha } from './state';

/** A captcha not solved within this time is gone. */
export const CAPTCHA_LIFETIME_MS = 10 * 60 * 1000;
/** The captcha kind login asks for: of the platform's captcha codes, 111 is the text question a demo can state. */
export const LOGIN_CAPTCHA_CODE: CaptchaErrorCode = 111;

export type CaptchaChallenge = {
  captchaId: string;
  type: number;
  /** States the answer ("Type 4213") so people and tests can solve the demo captcha. */
  challenge: string;
};

export type CaptchaVerdict = {
  success: boolean;
  type: number;
  /** Seconds the challenge stays valid (0 = expired: fetch a new one). */
  time: number;
  error_message: string | null;
};

export function issueCaptcha(context: ModelContext): CaptchaChallenge {
  const number = nextId(context, 'captcha');
  const answer = String(1_000 + (hashNumbers(context.state.seed, number, 0xca) % 9_000));
  const id = `c${number}-${hashNumbers(context.state.seed, number).toString(36)}`;
  context.state.captchas[id] = { id, answer, issuedAt: context.clock.now(), solved: false, used: false };
  return { captchaId: id, type: LOGIN_CAPTCHA_CODE, challenge: `Type ${answer}` };
}

function secondsLeft(context: ModelContext, captcha: Captcha): number {
  return Math.max(0, Math.ceil((captcha.issuedAt + CAPTCHA_LIFETIME_MS - context.clock.now()) / 1000));
}

function isAlive(context: ModelContext, captcha: Captcha | undefined): captcha is Captcha {
  return captcha !== undefined && !captcha.used && secondsLeft(context, captcha) > 0;
}

function newestAlive(context: ModelContext, accept: (captcha: Captcha) => boolean): Captcha | undefined {
  return Object.values(context.state.captchas)
    .filter((captcha) => isAlive(context, captcha) && accept(captcha))
    .sort((a, b) => b.issuedAt - a.issuedAt)[0];
}

/**
 * The challenge an answer is meant for. `/captcha/validate` carries only the answer: the browser's captcha
 * cookie names the challenge; without a cookie (Node tests) the newest open challenge with that answer,
 * else the newest open one, is judged.
 */
function challengeFor(context: ModelContext, captchaId: string | undefined, answer: string): Captcha | undefined {
  const byCookie = captchaId ? context.state.captchas[captchaId] : undefined;
  if (isAlive(context, byCookie) && !byCookie.solved) return byCookie;
  return (
    newestAlive(context, (captcha) => !captcha.solved && captcha.answer === answer) ??
    newestAlive(context, (captcha) => !captcha.solved)
  );
}

export function validateCaptcha(context: ModelContext, captchaId: string | undefined, answer: string): CaptchaVerdict {
  const captcha = challengeFor(context, captchaId, answer.trim());
  if (!captcha)
    return { success: false, type: LOGIN_CAPTCHA_CODE, time: 0, error_message: 'Captcha expired, request a new one' };
  const time = secondsLeft(context, captcha);
  if (captcha.answer !== answer.trim())
    return { success: false, type: LOGIN_CAPTCHA_CODE, time, error_message: 'Wrong captcha answer' };
  captcha.solved = true;
  return { success: true, type: LOGIN_CAPTCHA_CODE, time, error_message: null };
}

/** Seconds the browser's current challenge (or the newest one) stays valid. */
export function captchaTimeLeft(context: ModelContext, captchaId: string | undefined): number {
  const byCookie = captchaId ? context.state.captchas[captchaId] : undefined;
  const captcha = isAlive(context, byCookie) ? byCookie : newestAlive(context, () => true);
  return captcha ? secondsLeft(context, captcha) : 0;
}

/**
 * A solved captcha lets exactly one sign-in through. The header may carry the captchaId or the accepted
 * answer itself (the contract's X-Captcha): either names one solved, unused challenge.
 */
export function consumeSolvedCaptcha(context: ModelContext, value: string | null | undefined): boolean {
  if (!value) return false;
  const byId = context.state.captchas[value];
  const captcha =
    isAlive(context, byId) && byId.solved
      ? byId
      : newestAlive(context, (candidate) => candidate.solved && candidate.answer === value);
  if (!captcha) return false;
  captcha.used = true;
  return true;
}
