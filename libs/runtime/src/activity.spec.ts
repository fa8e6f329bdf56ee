import { describe, expect, it, vi } from 'vitest';
import { documentActivity, USER_ACTIVITY_EVENTS } from './activity';

describe('user activity', () => {
  it('reports every kind of activity on the page until unsubscribed', () => {
    const listener = vi.fn();
    const stop = documentActivity(document).subscribe(listener);
    for (const type of USER_ACTIVITY_EVENTS) document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(listener).toHaveBeenCalledTimes(USER_ACTIVITY_EVENTS.length);
    stop();
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(listener).toHaveBeenCalledTimes(USER_ACTIVITY_EVENTS.length);
  });

  it('hears scrolling, which does not bubble, through the capture phase', () => {
    const listener = vi.fn();
    const stop = documentActivity(document).subscribe(listener);
    document.body.dispatchEvent(new Event('scroll'));
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });
});
