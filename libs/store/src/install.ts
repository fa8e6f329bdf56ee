import { addResources, type Feature, type FeatureContext, featuresInstalled } from './feature';
import { installLater } from './later';

/**
 * Installs features in the given order: texts, then slices, then listeners and ports. The order is the app's
 * documented list; a port a feature reads at install time must come from one installed before it.
 */
export function install(features: readonly Feature[], ctx: FeatureContext): () => void {
  const stops: (() => void)[] = [];
  for (const feature of features) {
    if (feature.resources) addResources(ctx.i18n, feature.resources);
    const slices = typeof feature.slices === 'function' ? feature.slices(ctx.adapters) : (feature.slices ?? []);
    slices.forEach(ctx.inject);
  }
  // An injected slice has no state until the next action: this one gives every new slice its initial state.
  ctx.store.dispatch(featuresInstalled(features.map((feature) => feature.name)));
  for (const feature of features) {
    // Its later parts first: its register may use them (`ctx.ports.lazy(name)`).
    if (feature.later) stops.push(installLater(feature.later, ctx, install));
    const stop = feature.register?.(ctx);
    if (stop) stops.push(stop);
  }
  return () => stops.reverse().forEach((stop) => stop());
}
