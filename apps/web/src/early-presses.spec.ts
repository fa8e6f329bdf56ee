import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_PRESSES_SCRIPT, replayEarlyPresses } from './early-presses';

function runKeeper() {
  // index.html's inline line, run as the browser runs it.
  new Function(EARLY_PRESSES_SCRIPT)();
}

function serverButton(label: string, attributes: Record<string, string> = { type: 'button' }) {
  const button = document.createElement('button');
  Object.entries(attributes).forEach(([name, value]) => button.setAttribute(name, value));
  button.textContent = label;
  document.body.append(button);
  return button;
}

describe('presses before the site takes the page over', () => {
  afterEach(() => {
    document.body.replaceChildren();
    window.kickoffEarlyPresses = undefined;
  });

  it('are pressed again, in order, once the site has taken over, and only once', () => {
    runKeeper();
    const signIn = serverButton('Sign in');
    const theme = serverButton('Dark theme');
    signIn.click();
    theme.click();
    const heard: string[] = [];
    signIn.addEventListener('click', () => heard.push('sign in'));
    theme.addEventListener('click', () => heard.push('theme'));
    expect(replayEarlyPresses(window)).toBe(2);
    expect(heard).toEqual(['sign in', 'theme']);
    signIn.click();
    expect(replayEarlyPresses(window)).toBe(0);
    expect(heard).toEqual(['sign in', 'theme', 'sign in']);
  });

  it('leave alone submit buttons and links (they act without JavaScript) and buttons gone or disabled since', () => {
    runKeeper();
    const form = document.createElement('form');
    form.addEventListener('submit', (event) => event.preventDefault());
    const submit = serverButton('Send', { type: 'submit' });
    form.append(submit);
    document.body.append(form);
    const link = document.createElement('a');
    link.href = '#top';
    document.body.append(link);
    const removed = serverButton('Removed');
    const disabled = serverButton('Disabled');
    for (const element of [submit, link, removed, disabled]) element.click();
    removed.remove();
    disabled.disabled = true;
    expect(replayEarlyPresses(window)).toBe(0);
  });

  it('replays nothing when nothing was kept (a page the browser rendered alone)', () => {
    expect(replayEarlyPresses(window)).toBe(0);
  });
});
