import type { PlatformMock } from '@kickoff/platform-mock';
import { startEmulator, type RunningEmulator } from '../emulator';
import { createTestMock } from './test-mock';

export interface TestEmulator extends RunningEmulator {
  mock: PlatformMock;
  errors: unknown[];
  stop(): Promise<void>;
}

/** A real server on a free loopback port; failures are collected, not printed. */
export async function startTestEmulator(
  options: { control?: boolean; bodyLimit?: number } = {},
): Promise<TestEmulator> {
  const mock = createTestMock();
  const errors: unknown[] = [];
  const emulator = await startEmulator({
    ...options,
    mock,
    port: 0,
    logError: (_message, error) => errors.push(error),
  });
  return {
    ...emulator,
    mock,
    errors,
    stop: () => emulator.close(),
  };
}
