import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { FeaturePorts, LazyFeatures } from './slots';
import type { LazyFeature, LazyFeatureName, PortName, PortRegistry } from './ports';

const PortsContext = createContext<PortRegistry | null>(null);

/** Gives components the ports of the installed features (the app's root and the test kit render it). */
export function FeaturePortsProvider({ ports, children }: { ports: PortRegistry; children: ReactNode }) {
  return <PortsContext.Provider value={ports}>{children}</PortsContext.Provider>;
}

function usePorts(): PortRegistry {
  const ports = useContext(PortsContext);
  if (!ports) throw new Error('FeaturePortsProvider is missing above this component');
  return ports;
}

/** A port of an installed feature, or undefined when none provides it. */
export function usePort<K extends PortName>(name: K): FeaturePorts[K] | undefined {
  return usePorts().find(name);
}

/** A chunk-loaded feature's loader, re-rendering once its code has arrived. */
export function useLazyFeature<K extends LazyFeatureName>(
  name: K,
): { feature: LazyFeature<LazyFeatures[K]>; isLoaded: boolean } {
  const feature = usePorts().lazy(name);
  const isLoaded = useSyncExternalStore(feature.subscribe, feature.isLoaded, feature.isLoaded);
  return { feature, isLoaded };
}
