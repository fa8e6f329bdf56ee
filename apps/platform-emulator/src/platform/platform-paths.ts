import { PLATFORM_BASE_PATHS } from '@kickoff/platform-api';

/** Whether a path belongs to one of the platform's API families (the contract's base paths). */
export function isPlatformPath(pathname: string): boolean {
  return PLATFORM_BASE_PATHS.some((base) => pathname === base || pathname.startsWith(`${base}/`));
}
