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
