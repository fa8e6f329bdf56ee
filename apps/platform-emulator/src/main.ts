import { createPlatformMock } from '@kickoff/platform-mock';
import { systemClock } from '@kickoff/runtime';
import { type CliOptions, displayUrl, parseCliOptions, USAGE } from './cli-options';
import { startEmulator } from './emulator';

function readOptions(): CliOptions {
  try {
    return parseCliOptions(process.argv.slice(2), process.env);
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

// The model's clock follows the wall clock, from a reset too, so the browser (on the real clock) and the platform
// agree on token expiry; `POST /__emulator/clock` moves it ahead of real time from there.
const mock = createPlatformMock({ wallClock: systemClock });

try {
  const emulator = await startEmulator({ ...options, mock });
  const url = displayUrl(options.host, emulator.port);
  console.log(`\n\x1b[1m\x1b[32mThe platform emulator is running at ${url}\x1b[0m  (Ctrl+C stops it)`);
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
