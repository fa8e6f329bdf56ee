import type { SiteSettings } from '@kickoff/store';

/** The build's facts, from Vite's environment (VITE_PLATFORM_ORIGIN, VITE_SITE_VERSION, the mode). */
export function siteSettings(env: ImportMetaEnv): SiteSettings {
  return {
    isProduction: env.PROD,
    siteVersion: String(env['VITE_SITE_VERSION'] ?? '0.0.0'),
    platformOrigin: String(env['VITE_PLATFORM_ORIGIN'] ?? ''),
  };
}
