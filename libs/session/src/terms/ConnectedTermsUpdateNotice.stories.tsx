// [MOD-024] Privacy/terms update notice as the layout mounts it: shown once the terms status says the terms changed (a real store).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildPlayerSite } from '@kickoff/testing';
import { signedIn, termsStatusReceived } from '../state/session-slice';
import { withSessionStoryTexts, sessionStoryText } from '../testing/with-session-texts';
import { sessionState } from '../testing/session-state';
import { ConnectedTermsUpdateNotice } from './ConnectedTermsUpdateNotice';

/** A signed-in player's page: nothing until the terms status answers "changed". */
function SignedInPage({ onFollow }: { onFollow: (href: string) => void }) {
  const [store] = useState(() => {
    const { store } = buildPlayerSite({ features: [sessionState] });
    store.dispatch(signedIn({ userId: 1003, via: 'session' }));
    return store;
  });
  return (
    <Provider store={store}>
      <button
        type="button"
        onClick={() => store.dispatch(termsStatusReceived({ changed: true, updatedAt: '2026-05-31T12:00:00.000Z' }))}
      >
        Terms status: changed
      </button>
      <ConnectedTermsUpdateNotice isConfirmTermsPage={false} confirmTermsHref="/ru/confirm-terms" onFollow={onFollow} />
    </Provider>
  );
}

/**
 * Privacy/terms update notice as the layout mounts it: shown once the terms status says the terms changed (a real store).
 *
 * Implements **MOD-024**: Privacy/terms update notice — group: session — variants: shown.
 *
 * Usage: rendered by @kickoff/session itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Session/Terms changed notice from the terms status',
  tags: ['[MOD-024]'],
  component: SignedInPage,
  args: { onFollow: fn() },
  decorators: [withSessionStoryTexts],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SignedInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RaisedByTermsStatus: Story = {
  name: 'Shown when the terms changed',
  play: async ({ globals, canvasElement, args }) => {
    const text = sessionStoryText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Terms status: changed' }));
    const notice = await canvas.findByRole('status', { name: text('session_terms_notice_title') });
    await userEvent.click(within(notice).getByRole('link', { name: text('session_terms_notice_link') }));
    await expect(args.onFollow).toHaveBeenCalledWith('/ru/confirm-terms');
  },
};
