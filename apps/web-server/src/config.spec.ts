import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('the web server’s settings', () => {
  it('defaults to loopback on 4200 in front of the emulator’s port, proxying the platform', () => {
    expect(readConfig({}, '/site')).toEqual({
      port: 4200,
      host: '127.0.0.1',
      siteDir: '/site',
      platformUrl: 'http://127.0.0.1:4300',
      proxyPlatform: true,
      proxyEmulator: false,
      frameAncestors: ["'self'"],
      trustProxy: false,
      renderTimeoutMs: 10_000,
      shutdownGraceMs: 10_000,
    });
  });

  it('reads every setting from its variable', () => {
    const config = readConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        KICKOFF_SITE_DIR: '/srv/web',
        KICKOFF_PLATFORM_URL: 'https://platform.example/',
        KICKOFF_PROXY_PLATFORM: '0',
        KICKOFF_PROXY_EMULATOR: '1',
        KICKOFF_FRAME_ANCESTORS: "'self'  https://partner.example",
        KICKOFF_TRUST_PROXY: 'true',
        KICKOFF_RENDER_TIMEOUT_MS: '2500',
        KICKOFF_SHUTDOWN_GRACE_MS: '0',
      },
      '/site',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      siteDir: '/srv/web',
      platformUrl: 'https://platform.example',
      proxyPlatform: false,
      proxyEmulator: true,
      frameAncestors: ["'self'", 'https://partner.example'],
      trustProxy: true,
      renderTimeoutMs: 2500,
      shutdownGraceMs: 0,
    });
  });

  it('stops on a malformed value, naming the variable', () => {
    expect(() => readConfig({ PORT: '70000' }, '/site')).toThrow(/PORT/);
    expect(() => readConfig({ KICKOFF_PLATFORM_URL: 'platform:4300' }, '/site')).toThrow(/KICKOFF_PLATFORM_URL/);
    expect(() => readConfig({ KICKOFF_PLATFORM_URL: 'ftp://platform' }, '/site')).toThrow(/KICKOFF_PLATFORM_URL/);
    expect(() => readConfig({ KICKOFF_PROXY_PLATFORM: 'yes' }, '/site')).toThrow(/KICKOFF_PROXY_PLATFORM/);
  });
});
