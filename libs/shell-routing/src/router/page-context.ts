import { createContext, useContext } from 'react';
import type { PageResolution } from '../routes';

export const ShellPageContext = createContext<PageResolution | undefined>(undefined);

/**
 * The page the router resolved: route (name, meta, remote app), params, language, platform and the modal to
 * open on arrival. Pages and slot content read it instead of parsing the URL again.
 */
export function useShellPage(): PageResolution | undefined {
  return useContext(ShellPageContext);
}
