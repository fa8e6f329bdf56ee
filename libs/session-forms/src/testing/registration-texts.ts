import { registrationResources } from '../registration/registration-resources';
import { specResources } from '@kickoff/i18n';
import { createTexts } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';

const texts = createTexts([uiResources, specResources, registrationResources]);
export const {
  textOf: registrationTextOf,
  textIn: registrationTextIn,
  withTexts: withRegistrationTexts,
  storyTexts: withRegistrationStoryTexts,
} = texts;
