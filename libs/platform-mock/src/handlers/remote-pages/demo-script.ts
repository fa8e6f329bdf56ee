/**
 * The demo remotes' code (`codeToEval`, answered from the site's own origin). Once per document: one delegated click
 * listener that turns a click on `[data-market-id]` into `window.KickoffHost.addBet`, and a listener of the host's
 * `kickoff:preferences-changed`. On every run (the code runs again on every page the remote renders): the odds
 * buttons show `data-coef` in the player's format (`KickoffHost.getPreferences().coefViewId`), as a remote team
 * would format them itself. The buttons are plain HTML (the sanitiser drops `on*`).
 */
export const ODDS_BUTTON_SCRIPT = `(function () {
  function fixed(value) { return value.toFixed(2); }
  function fraction(profit) {
    var best = [1, 1], bestDistance = Infinity;
    for (var den = 1; den <= 20; den++) {
      var num = Math.max(1, Math.round(profit * den));
      var distance = Math.abs(profit - num / den);
      if (distance < bestDistance - 1e-9) { best = [num, den]; bestDistance = distance; }
    }
    return best[0] + '/' + best[1];
  }
  function format(decimal, view) {
    var profit = decimal - 1;
    if (!(profit > 0)) return '—';
    switch (view) {
      case 1: return fraction(profit);
      case 2: return profit >= 1 ? '+' + Math.round(profit * 100) : '-' + Math.round(100 / profit);
      case 4: case 14: return fixed(profit);
      case 5: case 15: return profit <= 1 ? fixed(profit) : '-' + fixed(1 / profit);
      case 6: case 16: return profit >= 1 ? fixed(profit) : '-' + fixed(1 / profit);
      default: return fixed(decimal);
    }
  }
  function showOdds() {
    var view = window.KickoffHost && window.KickoffHost.getPreferences ? window.KickoffHost.getPreferences().coefViewId : 0;
    var buttons = document.querySelectorAll('[data-market-id][data-coef]');
    for (var i = 0; i < buttons.length; i++) {
      var odds = buttons[i].querySelector('b');
      if (odds) odds.textContent = format(Number(buttons[i].getAttribute('data-coef')), view);
      buttons[i].setAttribute('data-coef-view', String(view));
    }
  }
  showOdds();
  if (window.__kickoffDemoRemote) return;
  window.__kickoffDemoRemote = true;
  window.addEventListener('kickoff:preferences-changed', showOdds);
  window.addEventListener('kickoff:host-ready', showOdds);
  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target.closest('[data-market-id]') : null;
    if (!target || !window.KickoffHost) return;
    var marketId = target.getAttribute('data-market-id');
    var gameId = Number(target.getAttribute('data-game-id'));
    window.KickoffHost.addBet({ marketId: marketId, gameId: gameId }).then(function (result) {
      target.setAttribute('data-bet-result', result.ok ? 'ok' : result.error);
    });
  });
})();`;
