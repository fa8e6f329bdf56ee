import type { ScriptLoader } from '@kickoff/runtime';

/** Whether an error the page reported came from the script at `src` (a path is resolved against the error's own file). */
function isFrom(src: string, filename: string): boolean {
  try {
    return filename !== '' && new URL(src, filename).href === filename;
  } catch {
    return false;
  }
}

/**
 * Loads a classic script and tells whether its first run threw. A page or JSON served in its place loads fine and
 * then throws a SyntaxError that the browser reports as uncaught on the window: that report is taken off the window
 * (cancelled, so it is never "uncaught") and handed back here, for the caller to log. A load failure still rejects.
 */
export async function loadScriptCatchingItsRun(
  scripts: ScriptLoader,
  src: string,
  errors: EventTarget | undefined,
): Promise<{ ok: true } | { ok: false; error: unknown }> {
  let thrown: { error: unknown } | undefined;
  const catchItsRun = (event: Event) => {
    const report = event as ErrorEvent;
    if (!isFrom(src, report.filename ?? '')) return;
    report.preventDefault();
    thrown = { error: report.error ?? new Error(report.message) };
  };
  errors?.addEventListener('error', catchItsRun);
  try {
    await scripts.load(src);
  } finally {
    errors?.removeEventListener('error', catchItsRun);
  }
  return thrown ? { ok: false, error: thrown.error } : { ok: true };
}
