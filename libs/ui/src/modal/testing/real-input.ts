import { userEvent as simulated } from 'storybook/test';

/** What the play functions below need from a user: keys, Tab, clicks. */
export interface StoryUser {
  keyboard(text: string): Promise<void>;
  tab(options?: { shift?: boolean }): Promise<void>;
  click(element: Element): Promise<void>;
  /** A click on the dimmed page beside the dialog. */
  clickBeside(backdrop: Element): Promise<void>;
}

/**
 * Under Vitest (the story tests in Chromium) input is real: Playwright sends it and the browser trusts it as a
 * person's, so its own handling (a modal dialog's close requests, Tab order, which element a click lands on)
 * is what gets tested. Synthetic events cannot show that: the browser ignores them. In the Storybook UI,
 * where no driver exists, the same steps are simulated.
 */
export async function storyUser(): Promise<StoryUser> {
  try {
    const { userEvent: real } = await import('vitest/browser');
    return {
      keyboard: async (text) => void (await real.keyboard(text)),
      tab: async (options) => void (await real.tab(options)),
      click: async (element) => void (await real.click(element)),
      clickBeside: async (backdrop) => void (await real.click(backdrop, { position: { x: 4, y: 4 } })),
    };
  } catch {
    return {
      keyboard: async (text) => void (await simulated.keyboard(text)),
      tab: async (options) => void (await simulated.tab(options)),
      click: async (element) => void (await simulated.click(element)),
      clickBeside: async (backdrop) => void (await simulated.click(backdrop, { skipHover: true })),
    };
  }
}
