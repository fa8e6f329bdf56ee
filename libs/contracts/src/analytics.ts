/**
 * The analytics event ids of the spec (doc 000 §9, doc 001 §9: ANA-001 … ANA-011), by what happened. SES-041's
 * registration-leave has no id in the spec: it is named, and the analytics lib gives it its id.
 */
export const ANALYTICS_EVENT = {
  registrationClick: 1000,
  smsSent: 1247,
  smsFailed: 1253,
  smsCodeCorrect: 1252,
  smsNotReceived: 1004,
  successfulBet: 10_000,
  registrationSuccess: 1255,
  paymentsPage: 10_002,
  paymentsStatus: 10_001,
  captchaSuccess: 10_190,
  captchaFail: 10_191,
  registrationLeave: 'registration-leave',
} as const;

type Ids = typeof ANALYTICS_EVENT;

/** ANA-010/011: the kind of captcha only; the answer itself is personal data (doc 001 §3). */
export interface CaptchaEventDetail {
  code: number | null;
  type: number;
}

/** ANA-006: one per placed coupon. */
export interface SuccessfulBetDetail {
  couponId: string;
  /** Minor units of the coupon's currency. */
  possibleWin: number;
  currencyIso: string;
}

/**
 * Every event a lib sends the analytics port, with its detail. An event no lib sends yet carries none; its sender
 * gives it one here when it comes.
 */
export type AnalyticsEvent =
  | { id: Ids['successfulBet']; detail: SuccessfulBetDetail }
  | { id: Ids['captchaSuccess'] | Ids['captchaFail']; detail: CaptchaEventDetail }
  | { id: Ids['registrationLeave'] }
  | {
      id:
        | Ids['registrationClick']
        | Ids['smsSent']
        | Ids['smsFailed']
        | Ids['smsCodeCorrect']
        | Ids['smsNotReceived']
        | Ids['registrationSuccess']
        | Ids['paymentsPage']
        | Ids['paymentsStatus'];
    };

/** The one analytics port (`analytics.track`): every lib that emits an event sends it here. */
export type TrackAnalytics = (event: AnalyticsEvent) => void;
