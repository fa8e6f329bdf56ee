import type { DemoUser } from '@kickoff/platform-mock';
import { MAX_ADVANCE_MS } from './advance-limit';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

function usersTable(users: readonly DemoUser[]): string {
  if (users.length === 0) return '<p>The mock defines no demo users.</p>';
  const rows = users
    .map(
      (user) =>
        `<tr><td><code>${escapeHtml(user.login)}</code></td><td><code>${escapeHtml(user.password)}</code></td><td>${escapeHtml(user.scenario)}</td></tr>`,
    )
    .join('\n');
  return `<table aria-labelledby="users-heading">
<thead><tr><th scope="col">Login</th><th scope="col">Password</th><th scope="col">Scenario</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

/** Talks to the control API with fetch; kept inline so the page needs no build and no second request. */
const script = `
const result = document.getElementById('result');
const clock = document.getElementById('clock');
async function call(method, path, body) {
  const init = { method, headers: body === undefined ? {} : { 'content-type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  try {
    const response = await fetch(path, init);
    const text = await response.text();
    result.textContent = method + ' ' + path + ' → ' + response.status + (text ? ' ' + text : '');
    if (response.ok) showClock();
  } catch (error) {
    result.textContent = method + ' ' + path + ' failed: ' + error.message;
  }
}
async function showClock() {
  const response = await fetch('/__emulator/clock');
  if (response.ok) clock.textContent = (await response.json()).iso;
}
const actions = {
  reset: async () => {
    await call('POST', '/__emulator/reset');
    for (const form of document.querySelectorAll('form')) form.reset();
  },
  clock: (form) => call('POST', '/__emulator/clock', { advanceMs: Number(form.advanceMs.value) }),
  block: (form) => call('PATCH', '/__emulator/state', { blockReason: form.blockReason.value === '' ? null : Number(form.blockReason.value) }),
  maintenance: (form) => call('PATCH', '/__emulator/state', { maintenance: { isActive: form.isActive.checked } }),
  terms: (form) => call('PATCH', '/__emulator/state', { termsChanged: form.termsChanged.checked }),
};
for (const form of document.querySelectorAll('form[data-action]')) {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    actions[form.dataset.action](form);
  });
}
showClock();
`;

/** The human face of the control API: who can log in, and buttons for what tests do with curl. */
export function controlPage(users: readonly DemoUser[], nowIso: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kickoff platform emulator</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a1a1a; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #999; padding: .25rem .5rem; text-align: left; }
  form { margin: .75rem 0; display: flex; gap: .5rem; align-items: center; flex-wrap: wrap; }
  fieldset { border: 1px solid #999; margin: 1rem 0; }
  output { display: block; white-space: pre-wrap; background: #f2f2f2; padding: .5rem; min-height: 1.5rem; }
</style>
</head>
<body>
<main>
<h1>Kickoff platform emulator</h1>
<p>The site: <a href="/ru/">/ru/</a>. Model time: <time id="clock">${escapeHtml(nowIso)}</time></p>
<h2 id="users-heading">Demo users</h2>
${usersTable(users)}
<h2>Controls</h2>
<fieldset><legend>State</legend>
<form data-action="reset"><button type="submit">Reset to the seed state</button></form>
</fieldset>
<fieldset><legend>Clock</legend>
<form data-action="clock">
<label for="advanceMs">Advance the clock by (ms)</label>
<input id="advanceMs" name="advanceMs" type="number" min="0" max="${MAX_ADVANCE_MS}" step="1" value="60000" required>
<button type="submit">Advance clock</button>
</form>
</fieldset>
<fieldset><legend>Platform state</legend>
<form data-action="block">
<label for="blockReason">Block reason (empty clears it)</label>
<input id="blockReason" name="blockReason" type="number" step="1">
<button type="submit">Apply block reason</button>
</form>
<form data-action="maintenance">
<input id="isActive" name="isActive" type="checkbox">
<label for="isActive">Maintenance active</label>
<button type="submit">Apply maintenance</button>
</form>
<form data-action="terms">
<input id="termsChanged" name="termsChanged" type="checkbox">
<label for="termsChanged">Terms changed</label>
<button type="submit">Apply terms changed</button>
</form>
</fieldset>
<h2>Result</h2>
<output id="result" role="status" aria-live="polite"></output>
</main>
<script>${script}</script>
</body>
</html>
`;
}
