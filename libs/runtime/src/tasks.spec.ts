import { describe, expect, it } from 'vitest';
import { browserTaskYield, immediateTaskYield } from './tasks';

describe('task yields', () => {
  it("uses the browser's scheduler.yield() where there is one", async () => {
    let yields = 0;
    const tasks = browserTaskYield({ yield: () => ((yields += 1), Promise.resolve()) }, MessageChannel);
    await tasks.yield();
    await tasks.yield();
    expect(yields).toBe(2);
  });

  it('without one, resumes after a message of its own: microtasks queued before it run first, in order for every waiter', async () => {
    const tasks = browserTaskYield(undefined, MessageChannel);
    const order: string[] = [];
    const first = tasks.yield().then(() => order.push('first'));
    const second = tasks.yield().then(() => order.push('second'));
    void Promise.resolve().then(() => order.push('microtask'));
    await Promise.all([first, second]);
    expect(order).toEqual(['microtask', 'first', 'second']);
  });

  it('yields to nothing on the server and in tests: the next microtask, no timer to drive', async () => {
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    await immediateTaskYield.yield();
    expect(timerRan).toBe(false);
  });
});
