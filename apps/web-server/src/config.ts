import { join } from 'node:path';

export interface WebServerConfig {
  port: number;
  host: string;
  /** The built site: dist/apps/web with its `.ssr` renderer. */
  siteDir: string;
  /** Where the platform answers: the server render's calls and, when proxied, the browser's. */
  platformUrl: string;
  /** Pass the platform's paths (and with `proxyEmulator` /__emulator) to platformUrl: one origin for the browser. */
  proxyPlatform: boolean;
  proxyEmulator: boolean;
  /** `frame-ancestors`: who may put the site in a frame. */
  frameAncestors: string[];
  /** Believe `X-Forwarded-Proto` (HSTS over HTTPS) from the proxy in front. */
  trustProxy: boolean;
  renderTimeoutMs: number;
  /** How long requests in flight may finish after SIGTERM before their connections are cut. */
  shutdownGraceMs: number;
}

export const ENV_HELP = `Settings (environment):
  PORT                        port to listen on (default 4200)
  HOST                        address to bind (default 127.0.0.1; 0.0.0.0 in a container)
  KICKOFF_PLATFORM_URL        the platform's base URL, for server-side calls and the proxy (default http://127.0.0.1:4300, the emulator)
  KICKOFF_SITE_DIR            the built site (default: dist/apps/web beside this server's build)
  KICKOFF_PROXY_PLATFORM      1 (default): the platform's paths go to KICKOFF_PLATFORM_URL; 0: an ingress routes them
  KICKOFF_PROXY_EMULATOR      1: /__emulator goes there too (the emulator's control API; default 0)
  KICKOFF_FRAME_ANCESTORS     who may frame the site, space-separated: 'self' (default), 'none' or origins
  KICKOFF_TRUST_PROXY         1: believe X-Forwarded-Proto (HSTS when the proxy in front speaks HTTPS); default 0
  KICKOFF_RENDER_TIMEOUT_MS   parts of a page still rendering after this are left to the browser (default 10000)
  KICKOFF_SHUTDOWN_GRACE_MS   after SIGTERM, how long answers in flight may finish (default 10000)`;

function integer(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  { min = 0, max = Number.MAX_SAFE_INTEGER } = {},
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
}

function platformUrlOf(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`KICKOFF_PLATFORM_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`KICKOFF_PLATFORM_URL must be http or https, got "${raw}"`);
  return url.href.replace(/\/$/, '');
}

/** The server's settings from the environment; a malformed value stops the start with its name. */
export function readConfig(env: NodeJS.ProcessEnv, defaultSiteDir: string): WebServerConfig {
  return {
    port: integer(env, 'PORT', 4200, { max: 65535 }),
    host: env['HOST'] || '127.0.0.1',
    siteDir: env['KICKOFF_SITE_DIR'] || defaultSiteDir,
    platformUrl: platformUrlOf(env['KICKOFF_PLATFORM_URL'] || 'http://127.0.0.1:4300'),
    proxyPlatform: flag(env, 'KICKOFF_PROXY_PLATFORM', true),
    proxyEmulator: flag(env, 'KICKOFF_PROXY_EMULATOR', false),
    frameAncestors: (env['KICKOFF_FRAME_ANCESTORS'] || "'self'").split(/\s+/).filter(Boolean),
    trustProxy: flag(env, 'KICKOFF_TRUST_PROXY', false),
    renderTimeoutMs: integer(env, 'KICKOFF_RENDER_TIMEOUT_MS', 10_000, { min: 100 }),
    shutdownGraceMs: integer(env, 'KICKOFF_SHUTDOWN_GRACE_MS', 10_000),
  };
}

/** Built to dist/apps/web-server/main.js, beside the site's dist/apps/web. */
export const siteDirBeside = (serverDir: string) => join(serverDir, '..', 'web');
