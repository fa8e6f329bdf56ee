import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { navTextsIn, useNavTexts } from '../bottom-bar/nav-story-texts';
import { Button } from '../button/Button';
import { storyUser } from '../modal/testing/real-input';
import { uiTextsIn } from '../testing/story-texts';
import { Drawer, type DrawerProps } from './Drawer';

type DemoProps = Pick<DrawerProps, 'side' | 'onClose'>;

/** A menu button and the sheet it opens (open at first), as the shell's header has them. */
function MenuDrawer({ side, onClose }: DemoProps) {
  const t = useNavTexts();
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t.menu}
      </Button>
      <Drawer
        open={open}
        side={side}
        title={t.menu}
        onClose={(reason) => {
          onClose(reason);
          setOpen(false);
        }}
      >
        <nav aria-label={t.sections}>
          <ul>
            <li>
              <a href="#line">{t.line}</a>
            </li>
            <li>
              <a href="#live">{t.live}</a>
            </li>
          </ul>
        </nav>
        <Button variant="secondary">{t.settings}</Button>
      </Drawer>
    </>
  );
}

/**
 * A sheet over the page from its side or bottom (the phone's menu, filters): a modal dialog, Tab stays inside,
 * Escape or a click on the dimmed page closes it and focus goes back to its opener; the page behind does not scroll;
 * it slides in with the theme's motion, none under reduced motion.
 *
 * Usage: `import { Drawer } from '@kickoff/ui';` with `open`, `onClose`, `title` and `side` (`start`, `end`, `bottom`).
 */
const meta = {
  title: 'ui/Drawer',
  component: MenuDrawer,
  args: { side: 'start', onClose: fn() },
  argTypes: { side: { control: 'inline-radio', options: ['start', 'end', 'bottom'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MenuDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real click on the dimmed page just above the sheet (the dialog's ::backdrop); simulated in Storybook's UI. */
async function clickAbove(dialog: HTMLElement) {
  const { width } = dialog.getBoundingClientRect();
  try {
    const { userEvent: real } = await import('vitest/browser');
    await real.click(dialog, { position: { x: width / 2, y: -40 } });
  } catch {
    const top = dialog.getBoundingClientRect().top - 40;
    const init = { bubbles: true, clientX: width / 2, clientY: top };
    dialog.dispatchEvent(new MouseEvent('mousedown', init));
    dialog.dispatchEvent(new MouseEvent('click', init));
  }
}

/** Where the sheet stands once its slide-in ended. */
const slidIn = (dialog: HTMLElement) => Promise.all(dialog.getAnimations().map((animation) => animation.finished));

// The sheet renders in a portal on <body>, outside the story's canvas.
const page = () => within(document.body);

async function checkTrapAndReturn({ globals, args }: Pick<StoryContext<DemoProps>, 'globals' | 'args'>) {
  const t = navTextsIn(globals);
  const user = await storyUser();
  const dialog = await page().findByRole('dialog', { name: t.menu });
  await expect(dialog.matches(':modal')).toBe(true);
  await expect(getComputedStyle(document.body).overflow).toBe('hidden');
  const close = page().getByRole('button', { name: uiTextsIn(globals).ui_close });
  await expect(close).toHaveFocus();
  await user.tab();
  await expect(page().getByRole('link', { name: t.line })).toHaveFocus();
  await user.tab({ shift: true });
  await user.tab({ shift: true });
  await expect(page().getByRole('button', { name: t.settings })).toHaveFocus();
  await user.tab();
  await expect(close).toHaveFocus();
  await user.keyboard('{Escape}');
  await expect(args.onClose).toHaveBeenCalledWith('escape');
  await expect(page().queryByRole('dialog')).toBeNull();
  // Opened from its button, the sheet gives focus back to it on closing.
  const opener = page().getByRole('button', { name: t.menu });
  await user.click(opener);
  await expect(await page().findByRole('dialog', { name: t.menu })).toBeVisible();
  await user.keyboard('{Escape}');
  await expect(opener).toHaveFocus();
  // Opened again, the story ends as its title says: the sheet open.
  await user.click(opener);
  await expect(await page().findByRole('dialog', { name: t.menu })).toBeVisible();
}

/** The menu from the start side: focus kept inside, Escape closes and returns focus to the menu button. */
export const FromStart: Story = {
  play: async (context) => {
    await checkTrapAndReturn(context);
    const dialog = await page().findByRole('dialog');
    await slidIn(dialog);
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBe(0);
  },
};

/** A phone's sheet from the bottom; a click on the dimmed page above closes it. */
export const FromBottom: Story = {
  args: { side: 'bottom' },
  play: async ({ globals, args }) => {
    const t = navTextsIn(globals);
    const user = await storyUser();
    const dialog = await page().findByRole('dialog', { name: t.menu });
    await slidIn(dialog);
    await expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await clickAbove(dialog);
    await expect(args.onClose).toHaveBeenCalledWith('backdrop');
    await user.click(page().getByRole('button', { name: t.menu }));
    await expect(await page().findByRole('dialog', { name: t.menu })).toBeVisible();
  },
};

/** From the end side. */
export const FromEnd: Story = {
  args: { side: 'end' },
  play: async ({ globals }) => {
    const dialog = await page().findByRole('dialog', { name: navTextsIn(globals).menu });
    await slidIn(dialog);
    await expect(Math.round(dialog.getBoundingClientRect().right)).toBe(window.innerWidth);
  },
};
