// [MOD-018] Captcha challenge, one kind per error code: 100 picture text, 111 question, 112 picture sum, 113 text sum.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { captchaOneTapStoryTexts, captchaOneTapTextIn } from '../../testing/with-captcha-one-tap-texts';
import { readCaptchaChallenge, type CaptchaContent } from '../domain/captcha-challenge';
import { captchaKindFor } from '../domain/captcha-kinds';
import { CaptchaModal } from './CaptchaModal';

/** A picture as the captcha service would send it: an inline SVG data URL. */
const picture = (body: string): CaptchaContent => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="64" viewBox="0 0 200 64"><rect width="200" height="64" fill="#f4f1ea"/><path d="M0 40 C50 10 90 60 200 22" stroke="#8a7f6a" stroke-width="2" fill="none"/>${body}</svg>`;
  const content = readCaptchaChallenge(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
  if (!content) throw new Error('not a picture');
  return content;
};
const text = (value: string) => readCaptchaChallenge(value)!;

const letters = ['K', '7', 'f', 'Q', '2']
  .map(
    (letter, i) =>
      `<text x="${24 + i * 34}" y="${42 + (i % 2) * 8}" transform="rotate(${i % 2 ? 12 : -14} ${24 + i * 34} 40)" font-family="serif" font-size="32" fill="#2c2c2c">${letter}</text>`,
  )
  .join('');
const sum =
  '<text x="40" y="44" font-family="monospace" font-size="30" fill="#2c2c2c" transform="skewX(-12)">8 + 5 =</text>';

const CHALLENGES: Record<100 | 111 | 112 | 113, CaptchaContent> = {
  100: picture(letters),
  111: text('Type 4213'),
  112: picture(sum),
  113: text('7 + 5 = ?'),
};

/**
 * Captcha challenge, one kind per error code: 100 picture text, 111 question, 112 picture sum, 113 text sum.
 *
 * Implements **MOD-018**: Captcha challenge — group: session — variants: one captcha kind each for error codes 100, 111, 112, 113; validated (success, event 10190); failed (event 10191); unrecoverable failure (stops silently).
 *
 * Usage: rendered by @kickoff/session-forms itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Session/Captcha',
  tags: ['[MOD-018]'],
  component: CaptchaModal,
  decorators: [captchaOneTapStoryTexts],
  args: {
    open: true,
    kind: 'question',
    challenge: CHALLENGES[111],
    secondsLeft: 600,
    notice: null,
    onSubmit: fn(),
    onNewChallenge: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CaptchaModal>;

export default meta;
type Story = StoryObj<typeof meta>;

// The modal renders in a portal on <body>, outside the story's canvas element.
const dialog = async (t: ReturnType<typeof captchaOneTapTextIn>) =>
  within(await within(document.body).findByRole('dialog', { name: t('session_captcha_title') }));

/** Each kind: its instruction, its challenge, its keyboard; the answer goes out trimmed. */
const kindStory = (code: 100 | 111 | 112 | 113, answer: string, inputMode: string): Story => ({
  args: { kind: captchaKindFor(code)!, challenge: CHALLENGES[code], secondsLeft: 287 },
  play: async ({ globals, args }) => {
    const t = captchaOneTapTextIn(globals);
    const modal = await dialog(t);
    const field = modal.getByRole('textbox', { name: t('session_captcha_answer') });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('inputmode', inputMode);
    await expect(modal.getByRole('timer')).toHaveTextContent(t('session_captcha_time_left', { time: '4:47' }));
    const challenge = CHALLENGES[code];
    if (challenge.kind === 'picture')
      await expect(modal.getByRole('img', { name: t('session_captcha_picture_alt') })).toBeVisible();
    else await expect(modal.getByText(challenge.text)).toBeVisible();
    await userEvent.type(field, `${answer}{Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledWith(answer);
  },
});

export const PictureText: Story = { name: 'Picture text (100)', ...kindStory(100, 'K7fQ2', 'text') };
export const Question: Story = { name: 'Question (111)', ...kindStory(111, '4213', 'text') };
export const PictureSum: Story = { name: 'Picture sum (112)', ...kindStory(112, '13', 'numeric') };
export const TextSum: Story = { name: 'Text sum (113)', ...kindStory(113, '12', 'numeric') };

export const Loading: Story = {
  name: 'Loading a new challenge',
  args: { challenge: null, secondsLeft: null },
  play: async ({ globals }) => {
    const t = captchaOneTapTextIn(globals);
    const modal = await dialog(t);
    await expect(modal.getByRole('progressbar', { name: t('session_captcha_loading') })).toBeVisible();
    await expect(modal.getByRole('button', { name: t('session_captcha_submit') })).toBeDisabled();
  },
};
