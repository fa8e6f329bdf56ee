import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageRender, SiteRenderer, ThirdParty } from '../site/site-renderer';
import { rawRequest } from '../testing/raw-get';
import { startTestWebServer, type TestWebServer } from '../testing/start-test-server';

const probeParty: ThirdParty = {
  name: 'probe-api',
  consent: 'necessary',
  sources: { 'connect-src': ['https://probe.example'], 'frame-src': ['https://probe.example'] },
};

/** A renderer answering as the site's does for a feature that brings a third party (apps/web feature-contributions.spec). */
const rendererWith = (thirdParties: readonly ThirdParty[], kind: 'page' | 'browser'): SiteRenderer => ({
  renderPage: async (): Promise<PageRender> =>
    kind === 'browser'
      ? { kind, thirdParties }
      : {
          kind,
          status: 200,
          language: 'en',
          head: '<title>Probe</title>',
          html: new PassThrough().end('<main>probe</main>'),
          tail: '',
          thirdParties,
        },
});

const directive = (policy: string, name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `));

describe('the third parties of the features’ code', () => {
  let server: TestWebServer | undefined;
  afterEach(async () => {
    await server?.stop().catch(() => undefined);
    server = undefined;
  });

  it('reach the page’s security policy as the render reports them, for a rendered page and one left to the browser', async () => {
    for (const kind of ['page', 'browser'] as const) {
      server = await startTestWebServer({ renderer: rendererWith([probeParty], kind) });
      const policy = String((await rawRequest(server.url, '/en/blog')).headers['content-security-policy']);
      expect(directive(policy, 'connect-src'), kind).toContain('https://probe.example');
      expect(directive(policy, 'frame-src'), kind).toContain('https://probe.example');
      expect(directive(policy, 'script-src'), kind).not.toContain('probe.example');
      await server.stop();
      server = undefined;
    }
  });

  it('are not in the policy when the render reports none (a visitor who did not agree to them)', async () => {
    server = await startTestWebServer({ renderer: rendererWith([], 'page') });
    const policy = String((await rawRequest(server.url, '/en/blog')).headers['content-security-policy']);
    expect(policy).not.toContain('probe.example');
  });
});
