/** What the modal shows of a challenge: a picture, or a text (question or sum). */
export type CaptchaContent = { kind: 'picture'; src: string } | { kind: 'text'; text: string };

// Only inline raster/vector images: a remote URL would leak the visitor to a third party, and an <img> never
// runs a data URL's scripts, SVG included.
const PICTURE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)(;[a-z0-9=+-]+)*,\S+$/i;

/**
 * Reads `challenge` of `/captcha/update`: an image data URL is a picture, any other non-blank text is shown as
 * text (React escapes it). Null when there is nothing to show: the answer is unusable.
 */
export function readCaptchaChallenge(challenge: unknown): CaptchaContent | null {
  if (typeof challenge !== 'string') return null;
  const value = challenge.trim();
  if (value === '') return null;
  if (PICTURE.test(value)) return { kind: 'picture', src: value };
  if (/^data:/i.test(value)) return null;
  return { kind: 'text', text: value };
}
