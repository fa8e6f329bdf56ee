import { localEndpoint, platformApi } from '@kickoff/platform-api';
import { defineFeature, type Feature } from '@kickoff/store';

/**
 * What a throw-away feature brings the site, as a new lib would: a page, a guard, a slot part, head tags, a shared
 * answer beside a private one, and two third parties (one needing marketing consent). Tests add it to the site's
 * features and find each piece where the site shows it, with no app file edited.
 */
export const PROBE = {
  /** Table routes: its page, the route its guard redirects, the route it blocks (shown as `block`, status 403). */
  pageRoute: 'blog',
  redirectedRoute: 'results',
  blockedRoute: 'mobile-apps',
  pageHeading: 'Probe page',
  footerText: 'Probe footer part',
  headMeta: { name: 'probe', content: 'probe head tag' },
  title: 'Probe title',
  sharedEndpoint: 'probeShared',
  privateEndpoint: 'probePrivate',
  necessaryOrigin: 'https://probe.example',
  marketingOrigin: 'https://ads.probe.example',
  /** The request's cookie that stands for a visitor's marketing consent. */
  consentCookie: 'probe_consent',
} as const;

// Answered in the process (no platform call): the same for every visitor, and one that is the visitor's own.
const probeApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    probeShared: localEndpoint(build, { run: (_: void) => ({ data: { answer: 'shared with every visitor' } }) }),
    probePrivate: localEndpoint(build, { run: (_: void) => ({ data: { answer: 'this visitor only' } }) }),
  }),
});

function ProbePage() {
  return <h1>{PROBE.pageHeading}</h1>;
}

function ProbeFooterPart() {
  return <p>{PROBE.footerText}</p>;
}

export function createProbeFeature(): Feature {
  return defineFeature({
    name: 'probe',
    register({ store }) {
      store.dispatch(probeApi.endpoints.probeShared.initiate(undefined));
      store.dispatch(probeApi.endpoints.probePrivate.initiate(undefined));
    },
    routes: { pages: { [PROBE.pageRoute]: async () => ({ default: ProbePage }) } },
    guards: [
      {
        name: 'probe',
        stage: 'access',
        check: ({ page }) =>
          page.name === PROBE.redirectedRoute
            ? { kind: 'redirect', location: `/${page.language}/line` }
            : page.name === PROBE.blockedRoute
              ? { kind: 'blocked', page: 'block', status: 403 }
              : undefined,
      },
    ],
    slots: { footer: [{ id: 'probe', Component: ProbeFooterPart }] },
    head: ({ route }) =>
      route.routeName === PROBE.pageRoute
        ? [
            { kind: 'title', text: PROBE.title },
            { kind: 'meta', ...PROBE.headMeta },
          ]
        : [],
    server: {
      sharedAnswers: [PROBE.sharedEndpoint],
      thirdParties: [
        { name: 'probe-api', consent: 'necessary', sources: { 'connect-src': [PROBE.necessaryOrigin] } },
        { name: 'probe-ads', consent: 'marketing', sources: { 'script-src': [PROBE.marketingOrigin] } },
      ],
      consented: (cookies) => (cookies.get(PROBE.consentCookie) === 'marketing' ? ['marketing'] : []),
    },
  });
}
