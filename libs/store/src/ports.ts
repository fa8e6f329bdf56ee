import type { FeaturePorts, LazyFeatures } from './slots';

/** A feature of its own chunk: installed the first time something needs it, once, whoever asks. */
export interface LazyFeature<Api> {
  load(): Promise<Api>;
  isLoaded(): boolean;
  /** What the feature offers once installed (rendered at once, with no Suspense, by a part that finds it there). */
  loaded(): Api | undefined;
  subscribe(listener: () => void): () => void;
}

export type PortName = keyof FeaturePorts;
export type LazyFeatureName = keyof LazyFeatures;

/** The ports features have provided so far; reading one nobody provides is a wiring mistake, said by name. */
export interface PortRegistry {
  provide<K extends PortName>(name: K, port: FeaturePorts[K]): void;
  get<K extends PortName>(name: K): FeaturePorts[K];
  /** For optional links: the port, or undefined when no installed feature provides it. */
  find<K extends PortName>(name: K): FeaturePorts[K] | undefined;
  provideLazy<K extends LazyFeatureName>(name: K, feature: LazyFeature<LazyFeatures[K]>): void;
  /** A chunk-loaded feature's loader. */
  lazy<K extends LazyFeatureName>(name: K): LazyFeature<LazyFeatures[K]>;
}

function namedMap<Names extends PropertyKey>(kind: string) {
  const entries = new Map<Names, unknown>();
  return {
    set(name: Names, value: unknown) {
      if (entries.has(name)) throw new Error(`${kind} "${String(name)}" is provided twice`);
      entries.set(name, value);
    },
    has: (name: Names) => entries.has(name),
    get(name: Names): unknown {
      if (!entries.has(name))
        throw new Error(`${kind} "${String(name)}" is not provided: is the feature that provides it installed?`);
      return entries.get(name);
    },
    find: (name: Names): unknown => entries.get(name),
  };
}

export function createPortRegistry(): PortRegistry {
  const ports = namedMap<PortName>('port');
  const lazies = namedMap<LazyFeatureName>('lazy feature');
  // Each name is stored only by the typed `provide` of that name, so reading it back as that name's type is sound.
  return {
    provide: (name, port) => ports.set(name, port),
    get: <K extends PortName>(name: K) => ports.get(name) as FeaturePorts[K],
    find: <K extends PortName>(name: K) => ports.find(name) as FeaturePorts[K] | undefined,
    provideLazy: (name, feature) => lazies.set(name, feature),
    lazy: <K extends LazyFeatureName>(name: K) => lazies.get(name) as LazyFeature<LazyFeatures[K]>,
  };
}
