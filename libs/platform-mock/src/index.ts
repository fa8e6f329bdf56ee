export type { DemoUser, MaintenanceState, PlatformMock, PlatformMockOptions, PlatformStatePatch } from './platform-mock.types';
