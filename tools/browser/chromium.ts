import { join } from 'node:path';
import { debianChromium, findChromium } from './find-chromium.mjs';

/**
 * The Chromium every browser test drives (see find-chromium.mjs for the order). With none on disk it names
 * Debian's path, so the launch error says what is missing; `npm test` installs or explains before it gets there.
 */
export const chromiumPath: string = findChromium()?.path ?? debianChromium;

/** Without the background-networking flags Chromium keeps dialing Google on a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** The fonts every browser test renders with: DejaVu alone, whatever else the machine has (fonts/fonts.conf). */
export const fontsConfig = join(import.meta.dirname, 'fonts', 'fonts.conf');

/** The browser's environment: the caller's, with the fonts pinned. */
export const chromiumEnv = (): Record<string, string> => {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined) env[name] = value;
  return { ...env, FONTCONFIG_FILE: fontsConfig };
};

/** Playwright's launch options for that Chromium. */
export const chromiumLaunchOptions = () => ({
  executablePath: chromiumPath,
  args: chromiumArgs,
  env: chromiumEnv(),
});
