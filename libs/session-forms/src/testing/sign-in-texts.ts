import { signInResources } from '../sign-in/sign-in-resources';
import { specResources } from '@kickoff/i18n';
import { createTexts } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';

const texts = createTexts([uiResources, specResources, signInResources]);
export const { textOf: signInText, withTexts: withSignInTexts, storyTexts: withSignInStoryTexts } = texts;
