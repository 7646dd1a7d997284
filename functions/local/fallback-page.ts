/**
 * Pages served when the web client has not been built (no dist/web): enough to sign in and see
 * that the stack works. The real pages come from web/.
 */
const page = (title: string, body: string) => `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:Georgia,serif;max-width:36em;margin:2em auto;padding:0 1em;color:#222}button{font:inherit;padding:.4em 1em}input{font:inherit;padding:.3em}</style>
</head><body>${body}</body></html>`;

export const signinPage = () =>
  page(
    'Rozkaz — logowanie / sign in',
    `<h1>Rozkaz</h1>
<form id="ask"><p><label>E-mail <input type="email" name="email" required autocomplete="email"></label> <button>Wyślij link / Send link</button></p></form>
<p id="confirm" hidden><button id="go">Zaloguj się / Sign in</button></p>
<p id="out" role="status"></p>
<p><a href="/dev/mail">/dev/mail</a></p>
<script type="module">
const token = new URLSearchParams(location.search).get('token');
const out = document.getElementById('out');
const post = (url, body) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
if (token) {
  document.getElementById('ask').hidden = true;
  document.getElementById('confirm').hidden = false;
  document.getElementById('go').onclick = async () => {
    const r = await post('/api/auth/verify', { token });
    const j = await r.json();
    out.textContent = r.ok ? 'Zalogowano / Signed in: ' + j.me.email : j.message;
    if (r.ok) history.replaceState(null, '', '/signin');
  };
} else {
  document.getElementById('ask').onsubmit = async (e) => {
    e.preventDefault();
    const r = await post('/api/auth/link', { email: new FormData(e.target).get('email') });
    out.textContent = r.ok ? 'Link wysłany / Link sent' : (await r.json()).message;
  };
}
</script>`,
  );

export const homePage = () =>
  page(
    'Rozkaz',
    `<h1>Rozkaz</h1><p>The web client is not built yet (<code>npm run build</code>). The API is under <code>/api</code>.</p>
<ul><li><a href="/signin">/signin</a></li><li><a href="/dev/mail">/dev/mail</a> (local mailbox)</li><li><a href="/api/catalog">/api/catalog</a></li></ul>`,
  );
