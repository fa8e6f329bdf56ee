import { specResources } from '@kickoff/i18n';
import { createTexts } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import { noticesResources } from '../notices/notices-resources';
import { termsNoticeResources } from '../terms/terms-notice-resources';
import { termsResources } from '../terms/terms-resources';

/** The session components' texts as the app loads them: ui's, the spec's keys and the session's. */
const texts = createTexts([uiResources, specResources, termsResources, termsNoticeResources, noticesResources]);
export const {
  textOf: sessionTextOf,
  withTexts: withSessionTexts,
  storyTexts: withSessionStoryTexts,
  textIn: sessionStoryText,
} = texts;
