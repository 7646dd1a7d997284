import type { Lang } from '../../../rules/core/text.js';
import { simpleHtml } from './html.js';

/** The one-time sign-in link; not optional, so it carries no unsubscribe link. */
export const signInMessage = (lang: Lang, link: string, minutes: number) => {
  const t =
    lang === 'pl'
      ? {
          subject: 'Logowanie do Rozkazu',
          lines: [
            `Kliknij, aby się zalogować. Link działa raz, przez ${minutes} minut.`,
            'Jeśli to nie Ty, zignoruj tę wiadomość.',
          ],
          label: 'Zaloguj się',
        }
      : {
          subject: 'Sign in to Rozkaz',
          lines: [
            `Click to sign in. The link works once, for ${minutes} minutes.`,
            'If you did not ask to sign in, ignore this message.',
          ],
          label: 'Sign in',
        };
  return {
    subject: t.subject,
    text: `${t.lines[0]}\n\n${t.label}: ${link}\n\n${t.lines[1]}\n`,
    html: simpleHtml(lang, t.subject, t.lines.slice(0, 1), { href: link, label: t.label }).replace(
      '</body>',
      `<p style="font-size:small;color:#666">${t.lines[1]}</p>\n</body>`,
    ),
  };
};
