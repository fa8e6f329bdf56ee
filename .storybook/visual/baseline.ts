import type { StoryContext } from '@storybook/react-vite';
import { expect, inject } from 'vitest';
import { page, userEvent } from 'vitest/browser';

declare module 'vitest' {
  interface ProvidedContext {
    /** This project's language × theme pair (`ru:light`) when it compares screenshots, else null. */
    visualPair: string | null;
    /** Every pair that compares screenshots (vitest.storybook.config.ts). */
    visualPairs: string[];
  }
}

/**
 * A story that cannot look the same twice (a live clock, a third party's frame) says so and why:
 * `parameters: { visual: { skip: 'shows the wall clock' } }`. Every other story is compared.
 */
export interface VisualParameters {
  skip?: string;
}

/** Storybook's padding around a centered or padded story; it also keeps focus rings and shadows in the picture. */
const LAYOUT_PADDING = '1rem';

interface Target {
  element: Element;
  restore: () => void;
}

/**
 * The story at its natural size as its layout shows it: centered as wide as its content, padded the canvas's width.
 * A fullscreen story, or one that shows something outside its canvas (a modal in the top layer, a portal, a fixed
 * bar), is the viewport: a transparent fixed box over it is what is photographed, so nothing moves.
 */
function screenshotTarget({ canvasElement, parameters }: StoryContext): Target {
  const layout = String(parameters['layout'] ?? 'centered');
  if (layout === 'fullscreen' || showsBeyondCanvas(canvasElement)) {
    const viewport = document.createElement('div');
    viewport.setAttribute('aria-hidden', 'true');
    viewport.style.cssText = 'position:fixed;inset:0;pointer-events:none;background:transparent';
    document.body.append(viewport);
    return { element: viewport, restore: () => viewport.remove() };
  }
  const style = canvasElement.style;
  style.padding = LAYOUT_PADDING;
  if (layout === 'centered') {
    style.width = 'fit-content';
    style.maxWidth = '100%';
    style.boxSizing = 'border-box';
  }
  return { element: canvasElement, restore: () => undefined };
}

function showsBeyondCanvas(canvas: HTMLElement): boolean {
  if (canvas.querySelector('dialog[open], :popover-open')) return true;
  for (const element of canvas.querySelectorAll('*')) {
    if (getComputedStyle(element).position === 'fixed' && isVisible(element)) return true;
  }
  return [...document.body.children].some(
    (element) => element !== canvas && !['SCRIPT', 'STYLE', 'LINK'].includes(element.tagName) && isVisible(element),
  );
}

function isVisible(element: Element): boolean {
  const { width, height } = element.getBoundingClientRect();
  return width > 0 && height > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/**
 * The language × theme the story shows (its own `globals` may fix either), or null when another project photographs
 * exactly that pair already (a story fixed to en/dark looks the same in every project).
 */
function shownPair({ globals }: StoryContext): string | null {
  const own = inject('visualPair');
  if (!own) return null;
  const shown = `${String(globals['locale'] ?? 'ru')}:${String(globals['theme'] ?? 'light')}`;
  return shown !== own && inject('visualPairs').includes(shown) ? null : shown;
}

/**
 * The browser shows a focus ring on a focused element when the last input was a key, and stories share one page: a
 * modal that focuses its close button would wear a ring after a story that typed and none after one that clicked. A
 * real click in a corner before each story starts every story from the pointer.
 */
async function startFromThePointer(): Promise<void> {
  const corner = document.createElement('div');
  corner.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px';
  document.body.append(corner);
  try {
    await userEvent.click(corner);
  } finally {
    corner.remove();
  }
}

/**
 * Project annotations of the story tests (setup.ts): after a story's play function, its screenshot is compared with
 * `visual-baselines/stories/<language>-<theme>/<story id>.png`. `npm run visual:update` rewrites them.
 */
export const visualBaseline = {
  async beforeEach() {
    if (inject('visualPair')) await startFromThePointer();
  },
  async afterEach(context: StoryContext) {
    const pair = shownPair(context);
    const visual = (context.parameters['visual'] ?? {}) as VisualParameters;
    if (!pair || visual.skip) return;
    await document.fonts.ready;
    const { element, restore } = screenshotTarget(context);
    try {
      await expect.element(page.elementLocator(element)).toMatchScreenshot(`${pair.replace(':', '-')}/${context.id}`);
    } finally {
      restore();
    }
  },
};
