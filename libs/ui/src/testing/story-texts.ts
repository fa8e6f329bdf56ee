import { uiResources } from '../i18n/resources';

type Globals = Record<string, unknown>;

/** The toolbar's language of a story (`globals.locale`); anything else is the default, Russian. */
export const storyLanguageOf = (globals: Globals): 'ru' | 'en' => (globals['locale'] === 'en' ? 'en' : 'ru');

/** ui's own texts as a player of the story's language reads them: play functions find elements by these. */
export const uiTextsIn = (globals: Globals) => uiResources[storyLanguageOf(globals)];
