import type { RemotePage } from '@kickoff/platform-api';
import { commands, userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { type AppliedPage, applyRemotePage } from '../src/slot/apply-remote-page';
import { storyPage, storyRuntime } from '../src/testing/story-runtime';

/*
 * Remote pages put in place through the shell's own path, in real Chromium: handlers would fire, animations
 * run, links navigate and stylesheets load here, so each test watches for the effect itself, not for markup.
 */

/** What a payload sets when its code runs; nothing of the site ever writes it. */
const payloadRuns = window as unknown as { payloadRan?: string };

const OTHER_HOST = 'other.example';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let applied: AppliedPage | null = null;

async function show(overrides: Partial<RemotePage>): Promise<HTMLElement> {
  const slot = document.createElement('div');
  document.body.append(slot);
  applied = applyRemotePage(storyPage(overrides), slot, storyRuntime(), { viewId: 'main', setTitle: false });
  await applied.outcome;
  return slot;
}

afterEach(() => {
  applied?.dispose();
  applied = null;
  document.body.replaceChildren();
  delete payloadRuns.payloadRan;
});

describe('remote HTML sanitised in Chromium', () => {
  it('no handler of a form runs when a <select name="attributes"> hides the form\'s attributes from the sanitiser', async () => {
    let animated = false;
    const noteAnimation = () => (animated = true);
    document.addEventListener('animationstart', noteAnimation, true);
    try {
      await show({
        body:
          '<style>@keyframes k { from { opacity: 0.5 } to { opacity: 1 } }</style>' +
          '<form style="animation:k .1s" onanimationstart="window.payloadRan=\'form\'"><select name="attributes"></select></form>' +
          '<p style="animation:k .1s">animated like the form</p>',
      });
      await pause(400);
    } finally {
      document.removeEventListener('animationstart', noteAnimation, true);
    }
    // Animations of the page do run (DOMPurify drops the clobbered form whole), so a surviving handler had its chance.
    expect(animated).toBe(true);
    expect(payloadRuns.payloadRan).toBeUndefined();
  });

  it('an SVG <animate> cannot write a javascript: URL into a link, and clicking the link runs nothing', async () => {
    const slot = await show({
      body:
        '<svg width="200" height="60"><a><animate attributeName="href" values="x;javascript:void(window.payloadRan=\'svg\')" dur="0.05s" fill="freeze"></animate>' +
        '<text x="10" y="30">remote link</text></a></svg>',
    });
    expect(slot.innerHTML.toLowerCase()).not.toContain('javascript:');
    await pause(200);
    await userEvent.click(slot.querySelector('text')!);
    await pause(200);
    expect(payloadRuns.payloadRan).toBeUndefined();
  });

  it('named images cannot clobber document.createElement or document.cookie', async () => {
    await show({ body: '<img name="createElement" alt=""><img name="cookie" alt="">' });
    const createElement = typeof document.createElement;
    const cookie = typeof document.cookie;
    // The test's own tooling needs a sound document before anything is asserted.
    applied?.dispose();
    applied = null;
    expect({ createElement, cookie }).toEqual({ createElement: 'function', cookie: 'string' });
  });

  it('stylesheets, @import and url() from an origin not allowed are neither kept nor fetched', async () => {
    await commands.watchRequestsTo(OTHER_HOST);
    const slot = await show({
      body:
        `<link rel="stylesheet" href="https://${OTHER_HOST}/x.css">` +
        `<style>@import url(https://${OTHER_HOST}/i.css); .remote-tile { background-image: url(https://${OTHER_HOST}/tile.png) } p { color: red }</style>` +
        `<div class="remote-tile">tile</div><div style="background-image:url(https://${OTHER_HOST}/inline.png)">inline</div><p>text</p>`,
    });
    expect(slot.querySelector('link')).toBeNull();
    expect(slot.innerHTML).not.toContain(OTHER_HOST);
    expect(slot.querySelector('p')!.textContent).toBe('text');
    // Long enough for Chromium to have asked for any of them.
    await pause(500);
    expect(await commands.requestsTo(OTHER_HOST)).toEqual([]);
  });
});
