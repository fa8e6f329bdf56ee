import { type PlatformSource, platformApi } from '@kickoff/platform-api';
import {
  type Reducer,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
  combineSlices,
  configureStore,
  createAction,
  createListenerMiddleware,
} from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import { shareEqual } from './share-equal';
import type { LazyLoadedSlices } from './slots';

type ApiState = { [K in typeof platformApi.reducerPath]: ReturnType<typeof platformApi.reducer> };

/** The whole state: the API cache and every installed feature's slices (declared by the features themselves). */
export type RootState = ApiState & LazyLoadedSlices;

/** What thunks and the base query receive: the platform's HTTP client (the site's: loaded with the first call). */
export interface ThunkExtra {
  platform: PlatformSource;
}

export type AppDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;
export type AppStartListening = TypedStartListening<RootState, AppDispatch, ThunkExtra>;

/** A slice, or a reducer under a path (a persisted slice), that joins the store. */
export interface InjectableSlice {
  reducerPath: string;
  reducer: Reducer;
}

/**
 * The state a server rendered the page with, given to the browser's store right before hydration: every part of the
 * browser's state equal to the server's becomes the server's own object. Hydration reads the server's state; a
 * selection over an equal part is then the same object afterwards, so React renders nothing again synchronously
 * once hydrated (a freshly built slice made every memoized selection new, and its whole subtree rendered twice).
 */
export const serverStateShared = createAction<RootState>('site/serverStateShared');

/**
 * The one store: the API cache at start, every other slice injected by `install`. Persisted slices bring their own
 * redux-persist reducer (their key, version and migrations); the root persists nothing, so `persistStore` only
 * starts their restore.
 */
export function createAppStore({ platform }: { platform: PlatformSource }) {
  const rootReducer = combineSlices(platformApi).withLazyLoadedSlices<LazyLoadedSlices>();
  const listenerMiddleware = createListenerMiddleware<RootState, AppDispatch, ThunkExtra>({ extra: { platform } });
  const reducer: Reducer = (state, action) => {
    const next = rootReducer(state, action);
    return serverStateShared.match(action) ? shareEqual(action.payload, next) : next;
  };
  const store = configureStore({
    // `install` injects every feature's slices before its listeners or views can read them: typed as present.
    reducer: reducer as Reducer<RootState>,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { platform } satisfies ThunkExtra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER], warnAfter: 200 },
        immutableCheck: { warnAfter: 200 },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(platformApi.middleware),
  });
  const persistor = persistStore(store);
  const inject = (slice: InjectableSlice) => void rootReducer.inject(slice as never, { overrideExisting: true });
  return {
    store,
    persistor,
    inject,
    startAppListening: listenerMiddleware.startListening.withTypes<
      RootState,
      AppDispatch,
      ThunkExtra
    >() satisfies AppStartListening,
  };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
