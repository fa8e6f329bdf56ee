import type { ModelContext } from '../../model/context';
import type { PlatformState } from '../../model/state';

/**
 * E2E hooks chosen by the page's query string (the shell forwards it unchanged to the remote page call):
 * - `mock=fail`: every load answers 503;
 * - `mock=flaky&failures=N&key=K`: the first N loads with key K answer 503, then the page loads;
 * - `mock=foreign-script`: the page asks for a script from an origin no site allows;
 * - `mock=throw`: the page's code throws;
 * - `mock=state-spoof`: the page's body holds an element posing as the site server's state
 *   (`<div id="kickoff-server-state" hidden>`), a state whose site config switches the casino off.
 */
export type RemoteTestHook =
  | { kind: 'fail' }
  | { kind: 'flaky'; failures: number; key: string }
  | { kind: 'foreign-script' }
  | { kind: 'throw' }
  | { kind: 'state-spoof' };

export const FOREIGN_SCRIPT_URL = 'https://cdn.not-allowed.example/remote.js';
export const THROWING_CODE = "throw new Error('demo remote: code failed on purpose');";

export function readTestHook(request: Request): RemoteTestHook | undefined {
  const query = new URL(request.url).searchParams;
  switch (query.get('mock')) {
    case 'fail':
      return { kind: 'fail' };
    case 'flaky':
      return {
        kind: 'flaky',
        failures: Math.max(0, Number(query.get('failures') ?? 1) || 0),
        key: query.get('key') ?? '',
      };
    case 'foreign-script':
      return { kind: 'foreign-script' };
    case 'throw':
      return { kind: 'throw' };
    case 'state-spoof':
      return { kind: 'state-spoof' };
    default:
      return undefined;
  }
}

// Keyed by the state object, so a model reset forgets every count without a field in the persisted state.
const attemptsByState = new WeakMap<PlatformState, Map<string, number>>();

/** Whether this load should fail: counts the loads of a flaky key, in the model it belongs to. */
export function failsNow(model: ModelContext, hook: RemoteTestHook): boolean {
  if (hook.kind === 'fail') return true;
  if (hook.kind !== 'flaky') return false;
  const attempts = attemptsByState.get(model.state) ?? new Map<string, number>();
  attemptsByState.set(model.state, attempts);
  const made = attempts.get(hook.key) ?? 0;
  attempts.set(hook.key, made + 1);
  return made < hook.failures;
}
