export { createPlatformMock, DEFAULT_SEED, DEFAULT_START_TIME } from './create-platform-mock';
export type {
  DemoUser,
  MaintenanceState,
  PlatformMock,
  PlatformMockOptions,
  PlatformStatePatch,
  RecordedRequest,
} from './platform-mock.types';
export { CAPTCHA_COOKIE, SESSION_COOKIE } from './handlers/cookies';
export { ContractViolationError } from './handlers/contract-violation';
export {
  DEMO_PASSWORD,
  DEMO_PAY_AND_PLAY_PROMO,
  DEMO_RECOVERY_CODE,
  DEMO_SMS_CODE,
  DEMO_TWO_STEP_CODE,
} from './model/demo-users';
