import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig, type WebServerConfig } from '../config';
import { rendererPath, type SiteRenderer } from '../site/site-renderer';
import { type RunningWebServer, type ServerLog, startWebServer } from '../web-server';
import { startTestPlatform, type TestPlatform } from './test-platform';

/** The site as `nx build web` leaves it: the specs serve the real build, renderer included. */
export const BUILT_SITE = join(import.meta.dirname, '..', '..', '..', '..', 'dist', 'apps', 'web');

export interface LogLine {
  level: keyof ServerLog;
  message: string;
  detail?: unknown;
}

export interface TestWebServer extends RunningWebServer {
  platform: TestPlatform;
  logs: LogLine[];
  stop(): Promise<void>;
}

/** The web server on a free loopback port over the built site, with the platform mock over HTTP as its platform. */
export async function startTestWebServer({
  env = {},
  renderer,
}: { env?: Record<string, string>; renderer?: SiteRenderer } = {}): Promise<TestWebServer> {
  if (!existsSync(rendererPath(BUILT_SITE)))
    throw new Error(`${rendererPath(BUILT_SITE)} is missing: npx nx build web (nx test web-server builds it first)`);
  const platform = await startTestPlatform();
  const logs: LogLine[] = [];
  const log: ServerLog = {
    info: (message, detail) => void logs.push({ level: 'info', message, detail }),
    warn: (message, detail) => void logs.push({ level: 'warn', message, detail }),
    error: (message, detail) => void logs.push({ level: 'error', message, detail }),
  };
  const config: WebServerConfig = readConfig(
    { PORT: '0', KICKOFF_PLATFORM_URL: platform.url, KICKOFF_SHUTDOWN_GRACE_MS: '2000', ...env },
    BUILT_SITE,
  );
  const server = await startWebServer(config, { log, ...(renderer ? { renderer } : {}) });
  return {
    ...server,
    platform,
    logs,
    stop: async () => {
      await server.close();
      await platform.stop();
    },
  };
}
