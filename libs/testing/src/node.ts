// Node-only part of the kit (MSW's server): `import { setUpPlatform } from '@kickoff/testing/node'`.
export { setUpPlatform } from './set-up-platform';
export type { TestHooks } from './set-up-platform';
