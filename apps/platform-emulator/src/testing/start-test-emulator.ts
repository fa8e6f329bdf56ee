import type { PlatformMock } from '@kickoff/platform-mock';
import { startEmulator, type RunningEmulator } from '../emulator';
import { createSiteFixture } from './site-fixture';
import { createTestMock } from './test-mock';

export interface TestEmulator extends RunningEmulator {
  mock: PlatformMock;
  errors: unknown[];
  stop(): Promise<void>;
}

/** A real server on a free loopback port over a temporary site; failures are collected, not printed. */
export async function startTestEmulator(options: { control?: boolean; bodyLimit?: number } = {}): Promise<TestEmulator> {
  const site = createSiteFixture();
  const mock = createTestMock();
  const errors: unknown[] = [];
  const emulator = await startEmulator({ ...options, mock, siteDir: site.siteDir, port: 0, logError: (_message, error) => errors.push(error) });
  return {
    ...emulator,
    mock,
    errors,
    stop: async () => {
      await emulator.close();
      site.remove();
    },
  };
}
