import type { Timers } from '@kickoff/runtime';
import { lazyPart } from '@kickoff/store';
import { useNavigation } from 'react-router-dom';

/**
 * The bar comes from a chunk of its own: no first paint shows it (it waits 200 ms into a navigation), so the first
 * load does not carry it; the chunk is asked for as the page is taken over, long before a player's first navigation.
 */
const NavigationProgressBar = lazyPart(() =>
  import('./NavigationProgressBar').then((chunk) => chunk.NavigationProgressBar),
);

/** SR-021: the bar over the page while the router loads the next one. */
export function NavigationProgress({ timers }: { timers?: Timers }) {
  const navigation = useNavigation();
  return <NavigationProgressBar active={navigation.state !== 'idle'} timers={timers} />;
}
