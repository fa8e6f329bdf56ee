import { lazyPart } from '@kickoff/store';

/**
 * The logout confirmation from a chunk of its own: the header renders it only once logout is pressed (and may
 * `preload` it on hover or focus of the button), so the first load carries neither the modal nor its texts.
 */
export const LazyLogoutConfirmation = lazyPart(() =>
  import('./LogoutConfirmation').then((part) => part.LogoutConfirmation),
);
