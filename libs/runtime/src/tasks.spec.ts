import { describe, expect, it } from 'vitest';
import { createManualTimers } from './manual-timers';
import { browserTaskYield, immediateTaskYield } from './tasks';

describe('task yields', () => {
  it("uses the browser's scheduler.yield() where there is one", async () => {
    let yields = 0;
    const tasks = browserTaskYield({ yield: () => ((yields += 1), Promise.resolve()) }, createManualTimers());
    await tasks.yield();
    await tasks.yield();
    expect(yields).toBe(2);
  });

  it('without one, resumes on a timer of its own: a new task', async () => {
    const timers = createManualTimers();
    const tasks = browserTaskYield(undefined, timers);
    let resumed = false;
    const done = tasks.yield().then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    timers.advance(0);
    await done;
    expect(resumed).toBe(true);
  });

  it('yields to nothing on the server and in tests: the next microtask, no timer to drive', async () => {
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    await immediateTaskYield.yield();
    expect(timerRan).toBe(false);
  });
});
