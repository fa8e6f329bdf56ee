import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { CouponSettingsState, PersistedCouponState } from '@kickoff/coupon';
import { type PlatformClient, platformApi } from '@kickoff/platform-api';
import type { RemoteAppsState, RemotePagesState } from '@kickoff/remote-apps';
import type { AuthFormState, CaptchaState, ForgotPasswordState, OneTapState, RegistrationState, SessionState } from '@kickoff/session';
import type { UpdateNoticeState } from '@kickoff/shell-routing';
import {
  createMigrate,
  FLUSH,
  PAUSE,
  PERSIST,
  type MigrationManifest,
  type PersistConfig,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Storage,
} from 'redux-persist';
import autoMergeLevel1 from 'redux-persist/es/stateReconciler/autoMergeLevel1';

/** Slices that libs inject on first use (`rootReducer.inject(slice)`) declare themselves here by module augmentation. */
export interface LazyLoadedSlices {
  /** saved under its own key (`persist:coupon`) with its own version, not through PERSISTED_SLICES */
  coupon: PersistedCouponState;
  couponSettings: CouponSettingsState;
  /** never persisted: remote pages load afresh on every visit */
  remoteApps: RemoteAppsState;
  remotePages: RemotePagesState;
  /** never persisted: who is signed in is the platform's session cookie, asked again on every load */
  session: SessionState;
  /** never persisted: passwords and codes live here only while a form is open */
  authForm: AuthFormState;
  captcha: CaptchaState;
  oneTap: OneTapState;
  registration: RegistrationState;
  forgotPassword: ForgotPasswordState;
  updateNotice: UpdateNoticeState;
}

export const rootReducer = combineSlices(platformApi).withLazyLoadedSlices<LazyLoadedSlices>();
export type RootState = ReturnType<typeof rootReducer>;

/**
 * What survives a reload: only the slices the spec says are saved (the coupon issue adds `coupon`),
 * never the API cache. Bump `PERSIST_VERSION` with a migration whenever a saved shape changes.
 */
export const PERSIST_VERSION = 1;
export const PERSISTED_SLICES: string[] = [];
export const persistMigrations: MigrationManifest = {
  // Version 1: the first saved shape. Anything older or unknown carries nothing worth keeping.
  1: () => undefined,
};

export interface StoreOptions {
  storage: Storage;
  /** The platform HTTP client the base query uses (thunk extra argument). */
  platform: PlatformClient;
  persistedSlices?: string[];
  version?: number;
  migrations?: MigrationManifest;
}

export function makeStore({ storage, platform, persistedSlices = PERSISTED_SLICES, version = PERSIST_VERSION, migrations = persistMigrations }: StoreOptions) {
  const persistConfig: PersistConfig<RootState> = {
    key: 'kickoff',
    version,
    storage,
    whitelist: persistedSlices as (keyof RootState)[],
    migrate: createMigrate(migrations, { debug: false }),
    stateReconciler: autoMergeLevel1,
    // A broken or slow storage must never keep the site from starting.
    timeout: 2000,
  };
  const listenerMiddleware = createListenerMiddleware();
  const store = configureStore({
    reducer: persistReducer(persistConfig, rootReducer),
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { platform } },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(platformApi.middleware),
  });
  const persistor = persistStore(store);
  return { store, persistor, listenerMiddleware };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
