import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionFormsLoader } from './session-forms-loader';

export const SessionFormsContext = createContext<SessionFormsLoader | null>(null);

export function useSessionFormsLoader(): SessionFormsLoader {
  const loader = useContext(SessionFormsContext);
  if (!loader) throw new Error('useSessionFormsLoader needs a SessionFormsContext provider');
  return loader;
}

/** Whether the forms' chunk is installed, re-rendering when it becomes so. */
export function useSessionFormsLoaded(loader: SessionFormsLoader): boolean {
  return useSyncExternalStore(loader.subscribe, loader.isLoaded, loader.isLoaded);
}
