import type { Lang } from '../../../rules/core/text.js';

/** What every message needs besides its own facts: who reads it, where, and how to stop it. */
export interface Envelope {
  lang: Lang;
  timeZone: string;
  publicUrl: string;
  /** the signed one-click link for this kind of message */
  unsubscribeUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** the deep link of a game page, as the architecture fixes it: <PUBLIC_URL>/g/<id> */
export const gameLink = (publicUrl: string, gameId: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/g/${encodeURIComponent(gameId)}`;

export const plPlural = (n: number, one: string, few: string, many: string): string => {
  if (n === 1) return one;
  const d = n % 10,
    dd = n % 100;
  return d >= 2 && d <= 4 && (dd < 12 || dd > 14) ? few : many;
};

/** "2 days 5 hours" / "2 dni 5 godzin"; minutes only when less than an hour is left */
export const formatDuration = (ms: number, lang: Lang): string => {
  const total = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(total / 1440),
    hours = Math.floor((total % 1440) / 60),
    minutes = total % 60;
  const out: string[] = [];
  if (lang === 'pl') {
    if (days) out.push(`${days} ${plPlural(days, 'dzień', 'dni', 'dni')}`);
    if (hours) out.push(`${hours} ${plPlural(hours, 'godzina', 'godziny', 'godzin')}`);
    if (!days && !hours) out.push(`${minutes} ${plPlural(minutes, 'minuta', 'minuty', 'minut')}`);
  } else {
    if (days) out.push(`${days} ${days === 1 ? 'day' : 'days'}`);
    if (hours) out.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
    if (!days && !hours) out.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  }
  return out.join(' ');
};

const FOOTER = {
  pl: { why: 'Dostajesz tę wiadomość, bo grasz w Rozkazie.', stop: 'Nie chcę już takich wiadomości' },
  en: { why: 'You receive this because you play on Rozkaz.', stop: 'Stop emails of this kind' },
} as const;

/** A paragraph of the body: plain text, or a list of lines. */
export type Block = string | { list: string[] } | { link: string; label: string };

/** plain text and a small, inline-styled HTML page from the same blocks, with the unsubscribe footer */
export const compose = (env: Envelope, subject: string, blocks: Block[]): RenderedMail => {
  const f = FOOTER[env.lang];
  const text =
    [
      ...blocks.map((b) =>
        typeof b === 'string' ? b : 'list' in b ? b.list.map((l) => `- ${l}`).join('\n') : `${b.label}: ${b.link}`,
      ),
      '--',
      f.why,
      `${f.stop}: ${env.unsubscribeUrl}`,
    ].join('\n\n') + '\n';
  const body = blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b)}</p>`
        : 'list' in b
          ? `<ul>${b.list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`
          : `<p><a href="${escapeHtml(b.link)}" style="display:inline-block;padding:8px 14px;background:#7a1f1f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(b.label)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${env.lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Georgia,serif;color:#222;max-width:36em;margin:0 auto;padding:1em">
${body}
<hr style="border:none;border-top:1px solid #ccc">
<p style="font-size:small;color:#666">${escapeHtml(f.why)} <a href="${escapeHtml(env.unsubscribeUrl)}">${escapeHtml(f.stop)}</a></p>
</body></html>
`;
  return { subject, text, html };
};
