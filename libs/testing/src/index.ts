// The one test kit: the platform at the network edge, the test origin, and a store built with the app's install.
export { TEST_ORIGIN } from './origin';
export { cookieKeepingFetch } from './cookie-fetch';
export { platformMockFetch } from './platform-mock-fetch';
export { createTestStore } from './test-store';
export type { TestStore, TestStoreOptions } from './test-store';
export { overridablePlatform } from './platform-overrides';
export { recordingRouter } from './recording-router';
export type { RecordingRouter } from './recording-router';
export { TestSiteFrame, TestSiteProviders } from './site-providers';
export { createNetworkTestStore } from './network-test-store';
export { createTexts, storyLanguage } from './texts';
export { signInOnPlatform } from './sign-in-on-platform';
export { chunkGate, pause } from './chunk-gate';
export { createProbeFeature, PROBE } from './probe-feature';
export { analyticsSent } from './analytics-sent';
