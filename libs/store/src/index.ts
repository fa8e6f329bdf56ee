// The public face of @kickoff/store: the one store and the feature-module contract.
export type { AppDispatch, AppStartListening, AppStore, InjectableSlice, RootState, ThunkExtra } from './app-store';
export { serverStateShared } from './app-store';
export * from './contributions';
export { createSite } from './create-site';
export type { Site, SiteOptions } from './create-site';
export { addResources, defineFeature, featuresInstalled, install } from './feature';
export type { Feature, FeatureContext, SiteSettings } from './feature';
export { defineLazyFeature, installAfterStart, lazyFeature } from './lazy-feature';
export { lazyPart } from './lazy-part';
export type { LazyPart } from './lazy-part';
export { useLazyTexts } from './lazy-texts';
export type { LoadableFeature } from './lazy-feature';
export type { Navigation, RouterLike } from './navigation';
export type { LazyFeature, LazyFeatureName, PortName, PortRegistry } from './ports';
export type { FeaturePorts, LazyFeatures, LazyLoadedSlices } from './slots';
export { FeaturePortsProvider, useLazyFeature, usePort } from './site-context';
