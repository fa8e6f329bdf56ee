// [MOD-004] Update notice as the layout mounts it: raised by the version check's update event (a real store).
import { createTestStore } from '@kickoff/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLanguage } from '@kickoff/testing';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textOf } from '../testing/with-texts';
import { ConnectedUpdateNotice } from './ConnectedUpdateNotice';
import { shellFeature } from '../../feature/shell-feature';
import { updateNoticeActions } from './update-notice-slice';

const title = (globals: Globals) => textOf('main_update_notify_title_text', storyLanguage(globals));

/** The test kit's store with the shell installed, as the app has it. */
const storeWithUpdateNotice = () => createTestStore({ features: [shellFeature] }).store;

/** As the layout mounts it: nothing until the version check dispatches `updateAvailable`. */
function AfterVersionCheck({ reload }: { reload: () => void }) {
  const [store] = useState(storeWithUpdateNotice);
  return (
    <Provider store={store}>
      <button type="button" onClick={() => store.dispatch(updateNoticeActions.updateAvailable())}>
        Version check: update found
      </button>
      <ConnectedUpdateNotice reload={reload} />
    </Provider>
  );
}

/**
 * Update notice as the layout mounts it: raised by the version check's update event (a real store).
 *
 * Implements **MOD-004**: Update notice — group: shell-routing — variants: shown (title `main_update_notify_title_text`, text `main_update_notify_content_text`, reload-page action).
 *
 * Usage: `import { ConnectedUpdateNotice } from '@kickoff/shell-routing';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'Site/Update notice from the version check',
  tags: ['[MOD-004]'],
  component: AfterVersionCheck,
  args: { reload: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AfterVersionCheck>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Record<string, unknown>;

export const RaisedByVersionCheck: Story = {
  name: 'Shown when an update is found',
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Version check: update found' }));
    const notice = await canvas.findByRole('status', { name: title(globals) });
    await userEvent.click(
      within(notice).getByRole('button', { name: textOf('shell_update_reload', storyLanguage(globals)) }),
    );
    await expect(args.reload).toHaveBeenCalledTimes(1);
    await userEvent.click(within(notice).getByRole('button', { name: textOf('ui_close', storyLanguage(globals)) }));
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
