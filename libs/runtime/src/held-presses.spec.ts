import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  EARLY_PRESSES_SCRIPT,
  PRESSES_HELD_ATTRIBUTE,
  pressAgain,
  takeEarlyPresses,
  takeHeldPresses,
} from './held-presses';

beforeAll(() => {
  // index.html's inline line, run as the browser runs it (once per document: a second run adds nothing).
  new Function(EARLY_PRESSES_SCRIPT)();
  new Function(EARLY_PRESSES_SCRIPT)();
});

/** A fresh page, not yet taken over by the site. */
afterEach(() => {
  document.body.replaceChildren();
  window.kickoffPresses!.early = [];
  window.kickoffPresses!.held = [];
});

function serverButton(
  label: string,
  attributes: Record<string, string> = { type: 'button' },
  parent: Element = document.body,
) {
  const button = document.createElement('button');
  Object.entries(attributes).forEach(([name, value]) => button.setAttribute(name, value));
  button.textContent = label;
  parent.append(button);
  return button;
}

function heldPart() {
  const part = document.createElement('div');
  part.setAttribute(PRESSES_HELD_ATTRIBUTE, '');
  document.body.append(part);
  return part;
}

/** What the document hears once the presses have gone past the keeper (a remote's delegated listener). */
function listenOnDocument() {
  const heard: string[] = [];
  const listener = (event: Event) => heard.push((event.target as Element).textContent ?? '');
  document.addEventListener('click', listener);
  return { heard, stop: () => document.removeEventListener('click', listener) };
}

describe('presses before the site takes the page over', () => {
  it('are pressed again, in order, once the site has taken over, and only once', () => {
    const signIn = serverButton('Sign in');
    const theme = serverButton('Dark theme');
    signIn.click();
    theme.click();
    const heard: string[] = [];
    signIn.addEventListener('click', () => heard.push('sign in'));
    theme.addEventListener('click', () => heard.push('theme'));
    expect(pressAgain(window, takeEarlyPresses(window))).toBe(2);
    expect(heard).toEqual(['sign in', 'theme']);
    signIn.click();
    expect(pressAgain(window, takeEarlyPresses(window))).toBe(0);
    expect(heard).toEqual(['sign in', 'theme', 'sign in']);
  });

  it('leave alone submit buttons and links (they act without JavaScript) and buttons gone or disabled since', () => {
    const form = document.createElement('form');
    form.addEventListener('submit', (event) => event.preventDefault());
    const submit = serverButton('Send', { type: 'submit' }, form);
    document.body.append(form);
    const link = document.createElement('a');
    link.href = '#top';
    document.body.append(link);
    const removed = serverButton('Removed');
    const disabled = serverButton('Disabled');
    for (const element of [submit, link, removed, disabled]) element.click();
    removed.remove();
    disabled.disabled = true;
    expect(pressAgain(window, takeEarlyPresses(window))).toBe(0);
  });

  it('replays nothing when nothing was kept (a page the browser rendered alone)', () => {
    window.kickoffPresses!.early = null;
    expect(takeEarlyPresses(window)).toEqual([]);
  });
});

describe('presses in a held part after the site has taken the page over', () => {
  it('go no further until the part is taken, then are pressed again in order, once; presses elsewhere are not held', () => {
    takeEarlyPresses(window);
    const part = heldPart();
    const first = serverButton('Odds 1.85', undefined, part);
    const second = serverButton('Odds 2.10', undefined, part);
    const outside = serverButton('Menu');
    const document_ = listenOnDocument();
    first.click();
    second.click();
    outside.click();
    expect(document_.heard).toEqual(['Menu']);

    part.removeAttribute(PRESSES_HELD_ATTRIBUTE);
    expect(pressAgain(window, takeHeldPresses(window, part))).toBe(2);
    expect(document_.heard).toEqual(['Menu', 'Odds 1.85', 'Odds 2.10']);
    expect(takeHeldPresses(window, part)).toEqual([]);
    first.click();
    expect(document_.heard).toEqual(['Menu', 'Odds 1.85', 'Odds 2.10', 'Odds 1.85']);
    document_.stop();
  });

  it('a press kept before the takeover and pressed again while its part is still held waits for the part', () => {
    const part = heldPart();
    const odds = serverButton('Odds 1.85', undefined, part);
    odds.click();
    const document_ = listenOnDocument();
    expect(pressAgain(window, takeEarlyPresses(window))).toBe(1);
    expect(document_.heard).toEqual([]);

    part.removeAttribute(PRESSES_HELD_ATTRIBUTE);
    expect(pressAgain(window, takeHeldPresses(window, part))).toBe(1);
    expect(document_.heard).toEqual(['Odds 1.85']);
    document_.stop();
  });

  it('each part hands over only its own presses', () => {
    takeEarlyPresses(window);
    const main = heldPart();
    const modal = heldPart();
    serverButton('In main', undefined, main).click();
    serverButton('In the modal', undefined, modal).click();
    expect(takeHeldPresses(window, modal).map((button) => button.textContent)).toEqual(['In the modal']);
    expect(takeHeldPresses(window, main).map((button) => button.textContent)).toEqual(['In main']);
  });

  it('presses on a part that never came to life (gone from the page) are forgotten with the next part taken', () => {
    takeEarlyPresses(window);
    const gone = heldPart();
    serverButton('Odds on a failed page', undefined, gone).click();
    gone.remove();
    const other = heldPart();
    takeHeldPresses(window, other);
    expect(window.kickoffPresses!.held).toEqual([]);
  });
});
