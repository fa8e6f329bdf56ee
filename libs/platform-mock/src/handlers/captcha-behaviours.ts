import { captchaGetTime, captchaUpdate, captchaValidate } from '@kickoff/platform-api';
import { captchaTimeLeft, issueCaptcha, validateCaptcha } from '../model/captchas';
import { ok } from './answers';
import { behaviour } from './behaviour';
import { CAPTCHA_COOKIE, setCookie } from './cookies';

export const captchaBehaviours = [
  behaviour(captchaUpdate, {
    resolve: ({ model }) => {
      const challenge = issueCaptcha(model);
      return ok({ ...challenge }, { setCookies: [setCookie(CAPTCHA_COOKIE, challenge.captchaId)] });
    },
  }),
  behaviour(captchaValidate, {
    resolve: ({ model, cookies, body }) => ok({ ...validateCaptcha(model, cookies[CAPTCHA_COOKIE], body.captcha) }),
  }),
  behaviour(captchaGetTime, {
    resolve: ({ model, cookies }) => ok({ time: captchaTimeLeft(model, cookies[CAPTCHA_COOKIE]) }),
  }),
];
