/**
 * The store's lazily injected slices. Each feature lib declares its own by module augmentation, so the app never
 * lists slice types by hand:
 *
 *   declare module '@kickoff/store' { interface LazyLoadedSlices { coupon: CouponState } }
 *
 * `install` injects a feature's slices before its listeners start, so a selector of an installed feature always
 * finds its state. A feature loaded later (its own chunk) injects them when it arrives.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-empty-interface
export interface LazyLoadedSlices {}

/**
 * What features offer each other (a port: "open the login form", "the current route"), by name, declared by
 * module augmentation like the slices. The provider fills it in `register`; a user reads it when it needs it,
 * so the order of installation decides only who may read at install time.
 */
export interface FeaturePorts {
  /** API-010/011: shows the captcha the platform asks for; null when the player gave up (the call then stops). */
  'platform.solveCaptcha': (code: number, call: string) => Promise<string | null>;
  /** API-016/017: whether site config has terms confirmation on, and the way to the confirm-terms page. */
  'platform.termsConfirmation': { isEnabled(): boolean; required(): void };
}

/**
 * Features of their own chunk, by name, with what they offer once loaded (module augmentation, as above):
 * `ports.lazy('sessionForms').load()` loads and installs one on first use.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-empty-interface
export interface LazyFeatures {}
