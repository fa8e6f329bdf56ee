// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ODDS_BUTTON_SCRIPT } from './demo-script';

type Host = { getPreferences(): { coefViewId: number }; addBet(): Promise<{ ok: boolean }> };

/** The demo remote's page: odds buttons as sport-page.ts renders them, then its code, as the shell runs it. */
function renderWith(coefViewId: number) {
  const host: Host = { getPreferences: () => ({ coefViewId }), addBet: async () => ({ ok: true }) };
  Object.defineProperty(window, 'KickoffHost', { value: host, configurable: true });
  document.body.innerHTML = ['1.85', '2.5', '1.91', '3.2']
    .map(
      (coef, index) =>
        `<button data-market-id="${index}" data-game-id="1" data-coef="${coef}">1 <b>${coef}</b></button>`,
    )
    .join('');
  new Function(ODDS_BUTTON_SCRIPT)();
  const odds = () => [...document.querySelectorAll('b')].map((element) => element.textContent);
  return { host, odds };
}

describe('the demo remote odds buttons', () => {
  it('show the odds in the format the host bridge gives (getPreferences)', () => {
    expect(renderWith(2).odds()).toEqual(['-118', '+150', '-110', '+220']);
    expect(renderWith(0).odds()).toEqual(['1.85', '2.50', '1.91', '3.20']);
    expect(renderWith(4).odds()).toEqual(['0.85', '1.50', '0.91', '2.20']);
    expect(renderWith(5).odds()).toEqual(['0.85', '-0.67', '0.91', '-0.45']);
    expect(renderWith(1).odds()).toEqual(['17/20', '3/2', '10/11', '11/5']);
  });

  it('follow the host event preferencesChanged', () => {
    const { host, odds } = renderWith(0);
    host.getPreferences = () => ({ coefViewId: 2 });
    window.dispatchEvent(
      new CustomEvent('kickoff:preferences-changed', {
        detail: { type: 'preferencesChanged', preferences: { coefViewId: 2 } },
      }),
    );
    expect(odds()).toEqual(['-118', '+150', '-110', '+220']);
  });
});
