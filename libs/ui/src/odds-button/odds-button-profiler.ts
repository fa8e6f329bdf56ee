import { createContext, type ProfilerOnRenderCallback } from 'react';

/**
 * Set by the live-line benchmark only: each OddsButton then reports its own renders (its id as the Profiler's),
 * which proves that an update renders the buttons it changed and no other. Sites never provide it.
 */
export const OddsButtonProfiler = createContext<ProfilerOnRenderCallback | null>(null);
