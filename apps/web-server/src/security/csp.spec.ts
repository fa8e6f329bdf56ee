import { describe, expect, it } from 'vitest';
import { asOrigin, contentSecurityPolicy, type PolicyInput } from './csp';
import type { ThirdParty } from '../site/site-renderer';

const googleSignIn: ThirdParty = {
  name: 'google-identity',
  consent: 'necessary',
  sources: { 'connect-src': ['https://accounts.google.com'], 'frame-src': ['https://accounts.google.com'] },
};

const input: PolicyInput = {
  nonce: 'n0nce',
  frameAncestors: ["'self'"],
  thirdParties: [googleSignIn],
  reportPath: '/__csp-report',
};
const directive = (policy: string, name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `));

describe('the content security policy of a page', () => {
  it('runs only scripts with this response’s nonce (and what they load), embeds nothing, allows no <base>', () => {
    const policy = contentSecurityPolicy(input);
    expect(directive(policy, 'script-src')).toBe("script-src 'nonce-n0nce' 'strict-dynamic' https: 'unsafe-inline'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(policy, 'report-uri')).toBe('report-uri /__csp-report');
    expect(policy).not.toContain('report-to');
  });

  it('lets the remote apps of site config in by origin, and drops a value that could add a directive', () => {
    const configured = [
      'https://apps.kickoff.example/sport/',
      'https://evil.example; script-src *',
      'javascript:alert(1)',
      '*',
    ];
    const remoteApps: ThirdParty = {
      name: 'remote-apps',
      consent: 'necessary',
      sources: Object.fromEntries(
        ['style-src', 'img-src', 'font-src', 'connect-src', 'frame-src'].map((name) => [name, configured]),
      ),
    };
    const policy = contentSecurityPolicy({ ...input, thirdParties: [googleSignIn, remoteApps] });
    for (const name of ['style-src', 'img-src', 'connect-src', 'frame-src', 'font-src'])
      expect(directive(policy, name), name).toContain('https://apps.kickoff.example');
    expect(policy).not.toContain('evil.example');
    expect(policy).not.toContain('javascript:');
    expect(directive(policy, 'script-src')).not.toContain('apps.kickoff.example');
    expect(policy.match(/script-src/g)).toHaveLength(1);
  });

  it('takes frame-ancestors from configuration; nothing usable means nobody may frame the site', () => {
    expect(
      directive(
        contentSecurityPolicy({ ...input, frameAncestors: ["'self'", 'https://partner.example'] }),
        'frame-ancestors',
      ),
    ).toBe("frame-ancestors 'self' https://partner.example");
    expect(directive(contentSecurityPolicy({ ...input, frameAncestors: ['not a url'] }), 'frame-ancestors')).toBe(
      "frame-ancestors 'none'",
    );
  });

  it('reads an origin only from an http(s) URL', () => {
    expect(asOrigin('https://a.example:8443/x?y')).toBe('https://a.example:8443');
    expect(asOrigin('data:text/html,hi')).toBeNull();
    expect(asOrigin('a.example')).toBeNull();
  });
});
