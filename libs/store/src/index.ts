// The public face of @kickoff/store: the one store and the feature-module contract.
export type { AppDispatch, AppStartListening, AppStore, InjectableSlice, RootState, ThunkExtra } from './app-store';
export { serverStateShared } from './app-store';
export * from './contributions';
export { createSite } from './create-site';
export type { Site, SiteOptions } from './create-site';
export { addResources, defineFeature, featuresInstalled } from './feature';
export type {
  ActionMatcher,
  AnyLaterPart,
  Feature,
  FeatureContext,
  LaterPart,
  LaterWhen,
  LoadableFeature,
  SiteSettings,
} from './feature';
export { install } from './install';
export { AFTER_START_RETRIES_MS } from './later';
export { lazyPart } from './lazy-part';
export type { LazyPart } from './lazy-part';
export { useLazyTexts } from './lazy-texts';
export type { Navigation, RouterLike } from './navigation';
export type { LazyFeature, LazyFeatureName, PortName, PortRegistry } from './ports';
export type { FeaturePorts, LazyFeatures, LazyLoadedSlices } from './slots';
export { FeaturePortsProvider, useLazyFeature, usePort } from './site-context';
