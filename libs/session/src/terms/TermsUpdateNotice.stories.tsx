// [MOD-024] Privacy/terms update notice: shown, with the link to the confirm-terms page. Raised by the terms status: ConnectedTermsUpdateNotice.stories.tsx.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSessionStoryTexts, sessionStoryText } from '../testing/with-session-texts';
import { TermsUpdateNotice } from './TermsUpdateNotice';

/**
 * Privacy/terms update notice: shown, with the link to the confirm-terms page. Raised by the terms status: ConnectedTermsUpdateNotice.stories.tsx.
 *
 * Implements **MOD-024**: Privacy/terms update notice — group: session — variants: shown.
 *
 * Usage: rendered by @kickoff/session itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Session/Terms changed notice',
  tags: ['[MOD-024]'],
  component: TermsUpdateNotice,
  args: { confirmTermsHref: '/ru/confirm-terms', onFollow: fn() },
  decorators: [withSessionStoryTexts],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TermsUpdateNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  name: 'Shown',
  play: async ({ globals, canvasElement }) => {
    const text = sessionStoryText(globals);
    const notice = within(canvasElement).getByRole('status', { name: text('session_terms_notice_title') });
    await expect(notice).toHaveTextContent(text('session_terms_notice_text'));
  },
};

export const Link: Story = {
  name: 'Link to the confirm-terms page',
  play: async ({ globals, canvasElement, args }) => {
    const text = sessionStoryText(globals);
    const link = within(canvasElement).getByRole('link', { name: text('session_terms_notice_link') });
    await expect(link).toHaveAttribute('href', '/ru/confirm-terms');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFollow).toHaveBeenCalledWith('/ru/confirm-terms');
  },
};
