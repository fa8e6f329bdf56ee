import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { PageResolution } from '../routes';

export const ShellPageContext = createContext<PageResolution | undefined>(undefined);

/**
 * The page the router resolved: route (name, meta, remote app), params, language, platform and the modal to
 * open on arrival. Pages and slot content read it instead of parsing the URL again.
 */
export function useShellPage(): PageResolution | undefined {
  return useContext(ShellPageContext);
}

/**
 * The page for a component meant for a layout's slot, rendered outside the shell (a story, another host): inside
 * the shell the router provides it.
 */
export function ShellPageProvider({ page, children }: { page: PageResolution | undefined; children: ReactNode }) {
  return createElement(ShellPageContext.Provider, { value: page }, children);
}
