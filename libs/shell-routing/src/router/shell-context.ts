import type { Timers } from '@kickoff/runtime';
import { createContext, useContext } from 'react';
import type { ShellSlots } from '../layouts/layout-slots';
import type { ConsultantChatRegistry } from '../widgets/ConsultantChat';
import type { ChunkRecovery } from './chunk-recovery';
import type { NavigationTracker } from './navigation-tracker';
import type { PageModules } from './page-modules-contract';

/** What the shell's route elements share; made once per router by `createShellRoutes`. */
export interface ShellContextValue {
  slots: ShellSlots;
  consultantChats: ConsultantChatRegistry | undefined;
  timers: Timers;
  recovery: ChunkRecovery;
  navigation: NavigationTracker;
  pages: PageModules;
  isAuthenticated: (state: never) => boolean;
}

export const ShellContext = createContext<ShellContextValue | undefined>(undefined);

export function useShell(): ShellContextValue {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('shell-routing: route elements render only inside the routes of createShellRoutes');
  return shell;
}
