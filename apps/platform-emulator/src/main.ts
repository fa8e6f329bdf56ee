import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createPlatformMock } from '@kickoff/platform-mock';
import { systemClock } from '@kickoff/runtime';
import { type CliOptions, displayUrl, parseCliOptions, USAGE } from './cli-options';
import { startEmulator } from './emulator';

// Built to dist/apps/platform-emulator/main.js, beside the site's dist/apps/web.
const defaultSiteDir = join(import.meta.dirname, '..', 'web');

function readOptions(): CliOptions {
  try {
    return parseCliOptions(process.argv.slice(2), process.env, defaultSiteDir);
  } catch (error) {
    console.error(`platform-emulator: ${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const options = readOptions();
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!existsSync(join(options.siteDir, 'index.html'))) {
  console.warn(`platform-emulator: no built site in ${options.siteDir} (npx nx build web); serving the platform paths only`);
}

// The model's clock follows the wall clock, from a reset too, so the browser (on the real clock) and the platform
// agree on token expiry; `POST /__emulator/clock` moves it ahead of real time from there.
const mock = createPlatformMock({ wallClock: systemClock });

try {
  const emulator = await startEmulator({ ...options, mock });
  const url = displayUrl(options.host, emulator.port);
  console.log(`\n\x1b[1m\x1b[32mKickoff is running at ${url}\x1b[0m  (Ctrl+C stops it)`);
  if (options.control) console.log(`Emulator controls and demo users: ${url}__emulator`);
  console.log('');

  const stop = () => {
    void emulator.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(`platform-emulator: cannot start on ${options.host}:${options.port}: ${(error as Error).message}`);
  process.exit(1);
}
