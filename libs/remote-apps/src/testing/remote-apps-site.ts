import { buildPlayerSite, overridablePlatform } from '@kickoff/testing';
import type { Feature } from '@kickoff/store';
import { createRemoteAppsFeature } from '../feature/remote-apps-feature';
import { fakeRemoteAppDom } from './fake-dom';
import { recordingLogger } from './recording-logger';

/**
 * Remote apps in the kit's player site: the platform's handlers answer in-process (`use` puts a test's own
 * answers ahead of them), time is the memory adapters' (manual timers and clock), and the DOM adapter records what
 * the shell asked for. `started` lists every platform request as it went out (its signal shows an abort).
 */
export function createRemoteAppsSite({ features = [] }: { features?: readonly Feature[] } = {}) {
  const platform = overridablePlatform();
  const started: Request[] = [];
  const logger = recordingLogger();
  const dom = fakeRemoteAppDom();
  const site = buildPlayerSite({
    mock: platform.mock,
    features: [...features, createRemoteAppsFeature({ dom })],
    adapters: { logger },
    refuse: (request) => {
      started.push(request);
      return false;
    },
  });
  return { ...site, use: platform.use, started, logger, dom, timers: site.adapters.timers, clock: site.adapters.clock };
}

/**
 * Lets real I/O (fetch answered in-process) settle while the manual timers hold the retry delays. Bounded by wall
 * time, not by turns: on a busy machine the HTTP stack needs more turns than on an idle one.
 */
export async function until(condition: () => boolean, what = 'condition', limitMs = 3_000): Promise<void> {
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const start = performance.now();
  while (!condition() && performance.now() - start < limitMs) await settle();
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
  for (let turn = 0; turn < 5; turn += 1) await settle();
}
