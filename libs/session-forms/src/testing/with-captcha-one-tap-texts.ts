import { sessionCaptchaResources } from '../captcha/captcha-resources';
import { sessionOneTapResources } from '../one-tap/one-tap-resources';
import { specResources } from '@kickoff/i18n';
import { createTexts } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';

const texts = createTexts([uiResources, specResources, sessionCaptchaResources, sessionOneTapResources]);
export const {
  textOf: captchaOneTapTextOf,
  textIn: captchaOneTapTextIn,
  withTexts: withCaptchaOneTapTexts,
  storyTexts: captchaOneTapStoryTexts,
} = texts;
