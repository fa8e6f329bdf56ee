import { describe, expect, it } from 'vitest';
import { readServerState, serverStateElement } from './server-state';

describe('the state a server render hands to the browser', () => {
  it('only the script right after #root is the server’s state: remote page content carrying its id never stands in for it', () => {
    const real = { siteConfig: 'real' };
    const spoof = '{"siteConfig":"spoofed"}';
    const state = (value: object) =>
      `<script type="application/json" id="kickoff-server-state">${JSON.stringify(value)}</script>`;
    // Remote HTML inside the root, before the real state: the real one is read.
    document.body.innerHTML = `<div id="root"><div id="kickoff-server-state" hidden>${spoof}</div></div>${state(real)}`;
    expect(readServerState(document)).toEqual(real);
    // A page the browser renders alone (no state from the server): the remote element is not taken for one.
    document.body.innerHTML = `<div id="root"><main><div id="kickoff-server-state" hidden>${spoof}</div></main></div>`;
    expect(readServerState(document)).toBeUndefined();
    document.body.innerHTML = `<div id="root"><script type="application/json" id="kickoff-server-state">${spoof}</script></div>`;
    expect(readServerState(document)).toBeUndefined();
    // Right after the root but not the server's script (wrong element, wrong type, an SVG script): refused.
    for (const after of [
      `<div id="kickoff-server-state" hidden>${spoof}</div>`,
      `<script type="text/plain" id="kickoff-server-state">${spoof}</script>`,
      `<svg><script type="application/json" id="kickoff-server-state">${spoof}</script></svg>`,
    ]) {
      document.body.innerHTML = `<div id="root"></div>${after}`;
      expect(readServerState(document), after).toBeUndefined();
    }
  });

  it('no value can end the element early: `<` is escaped, and the text parses back to the same state', () => {
    const state = { platformApi: { queries: {} }, note: '</script><script>alert(1)</script><!--' } as never;
    const element = serverStateElement(state);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = `<div id="root"></div>${element}`;
    expect(readServerState(document)).toEqual(state);
  });

  it('a page the browser renders alone has no server state, and a broken one counts as none', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerState(document)).toBeUndefined();
    document.body.innerHTML =
      '<div id="root"></div><script type="application/json" id="kickoff-server-state">{broken</script>';
    expect(readServerState(document)).toBeUndefined();
  });
});
