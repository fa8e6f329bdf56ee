import type { SessionForms, SessionFormsDeps } from './session-forms-api';

export interface SessionFormsLoader {
  /** Loads and installs the forms once; every caller gets the same installation. */
  load(): Promise<SessionForms>;
  isLoaded(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * The session's forms are a chunk of their own (home initial JS budget): the header's buttons, the login
 * guard, a captcha answer, the login and registration pages and the forgot-password link load it on demand.
 */
export function createSessionFormsLoader(deps: SessionFormsDeps, importForms = () => import('./install-session-forms')): SessionFormsLoader {
  let loading: Promise<SessionForms> | undefined;
  let loaded = false;
  const listeners = new Set<() => void>();
  return {
    load: () => {
      loading ??= importForms().then(
        ({ installSessionForms }) => {
          const forms = installSessionForms(deps);
          loaded = true;
          listeners.forEach((listener) => listener());
          return forms;
        },
        (error: unknown) => {
          // A failed chunk load may be tried again by the next click.
          loading = undefined;
          deps.log('session forms: chunk failed to load', error);
          throw error;
        },
      );
      return loading;
    },
    isLoaded: () => loaded,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
