import { forgotPasswordResources } from '../forgot-password/forgot-password-resources';
import { specResources } from '@kickoff/i18n';
import { createTexts } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';

const texts = createTexts([uiResources, specResources, forgotPasswordResources]);
export const { textOf, textIn, Texts: ForgotPasswordTexts } = texts;
