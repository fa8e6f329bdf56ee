import { userEvent as simulated } from 'storybook/test';
import { storyLanguageOf, uiTextsIn } from './story-texts';

type Globals = Record<string, unknown>;
type UiKey = keyof ReturnType<typeof uiTextsIn>;

/** One of ui's texts filled in as i18next does (`{{name}}`), in the story's language: what play functions look for. */
export function uiTextIn(globals: Globals, key: UiKey, values: Record<string, string | number> = {}): string {
  return uiTextsIn(globals)[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The language a story renders in, for formatting prices and times as its caller would. */
export const languageIn = storyLanguageOf;

/**
 * A pointer resting on an element. Under Vitest, Playwright moves the real mouse, so CSS `:hover` applies; in the
 * Storybook UI, where no driver exists, the events are simulated (and the look may not follow).
 */
export async function hover(element: Element): Promise<void> {
  try {
    const { userEvent: real } = await import('vitest/browser');
    await real.hover(element);
  } catch {
    await simulated.hover(element);
  }
}

/** A custom property of the theme as the element's colours resolve it (`rgb(…)`), to compare with computed styles. */
export function themeColour(element: Element, token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  element.appendChild(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/**
 * Matches an accessible name as written in the texts: Chromium's name computation puts a space between the
 * button's parts (they are flex items), so a hidden ", odds up" reads "2.60 , odds up" there and "2.60, odds up"
 * in jsdom; the words and their order are what counts.
 */
export const named =
  (expected: string) =>
  (name: string): boolean =>
    name.replace(/\s+,/g, ',') === expected;
