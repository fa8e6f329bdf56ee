import { deviceFingerprint } from '@kickoff/platform-api';

/**
 * The device-fingerprint script the platform serves (doc 000 §7): it collects what the browser tells about the
 * device and asks the platform for a token. Plain ES2017 with no imports: it runs as a classic script.
 */
export const FINGERPRINT_SCRIPT = `(function () {
  function components() {
    var screenInfo = window.screen || {};
    var timeZone = '';
    try { timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || ''; } catch (error) { timeZone = ''; }
    return {
      userAgent: navigator.userAgent,
      language: navigator.language || '',
      platform: navigator.platform || '',
      hardwareConcurrency: navigator.hardwareConcurrency || 0,
      maxTouchPoints: navigator.maxTouchPoints || 0,
      screen: String(screenInfo.width || 0) + 'x' + String(screenInfo.height || 0) + 'x' + String(screenInfo.colorDepth || 0),
      timeZone: timeZone,
      timezoneOffset: new Date().getTimezoneOffset()
    };
  }
  window.KickoffFingerprint = {
    get: function () {
      return fetch(${JSON.stringify(deviceFingerprint.path)}, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-app-n': 'kickoff-fingerprint' },
        body: JSON.stringify({ components: components() })
      }).then(function (response) {
        if (!response.ok) throw new Error('fingerprint: HTTP ' + response.status);
        return response.json();
      });
    }
  };
})();
`;
