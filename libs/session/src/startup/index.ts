export { isPaymentConsultant, isPaymentConsultantQuery } from './payment-consultant';
export { registerStartup } from './register-startup';
export { startupApi } from './startup-api';
export type { SecureData } from './startup-api';
export { newerVersionDeployed } from './startup-events';
export type { StartupPorts } from './startup-ports';
export {
  PAYMENT_CONSULTANT_QUERY,
  PAYMENT_CONSULTANT_STORAGE_KEY,
  SECURE_GRANT_COOKIE,
  SECURE_GRANT_COOKIE_MAX_AGE_SECONDS,
  STARTUP_LOAD_DELAY_MS,
  VERSION_CHECK_DELAY_MS,
} from './startup-timing';
export { compareVersions, isNewerVersion } from './version-compare';
