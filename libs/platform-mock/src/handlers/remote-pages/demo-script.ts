/**
 * The demo remotes' code (`codeToEval`, answered from the site's own origin): one delegated click listener that
 * turns a click on `[data-market-id]` into `window.KickoffHost.addBet`. Installed once per document because the
 * code runs again on every page the remote renders; the buttons themselves are plain HTML (the sanitiser drops `on*`).
 */
export const ODDS_BUTTON_SCRIPT = `(function () {
  if (window.__kickoffDemoRemote) return;
  window.__kickoffDemoRemote = true;
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
