/**
 * Local-only routes: the mailbox as a page and as JSON. Only functions/local/server.ts mounts
 * these; nothing under functions/lambda imports this file (a test checks).
 */
import { Hono } from 'hono';
import type { LocalMailbox } from '../mail/local-mailbox.js';
import { escapeHtml } from '../mail/messages/html.js';

const linkify = (text: string): string =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export const devRoutes = (mailbox: LocalMailbox) => {
  const app = new Hono();
  app.get('/dev/mail.json', (c) =>
    c.json(mailbox.messages.map(({ to, subject, text, html, at }) => ({ to, subject, text, html, at }))),
  );
  app.get('/dev/mail', (c) => {
    const rows = [...mailbox.messages]
      .reverse()
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">to <b>${escapeHtml(m.to)}</b> · ${escapeHtml(m.at)}</p><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('\n');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:50em;margin:1em auto;padding:0 1em}article{border-bottom:1px solid #ccc;padding:.5em 0}h2{font-size:1.1em;margin:.2em 0}.meta{color:#666;margin:0}pre{white-space:pre-wrap}</style>
</head><body><h1>Local mailbox (${mailbox.messages.length})</h1>
${rows || '<p>No messages yet.</p>'}
</body></html>`);
  });
  return app;
};
