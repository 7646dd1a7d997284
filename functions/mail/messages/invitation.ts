import type { Lang } from '../../../rules/core/text.js';
import { simpleHtml } from './html.js';

export interface InvitationFacts {
  inviter: string;
  gameTitle: string;
  scenarioTitle: string;
  side: string;
  link: string;
}

export const invitationMessage = (lang: Lang, f: InvitationFacts) => {
  const t =
    lang === 'pl'
      ? {
          subject: `${f.inviter} zaprasza Cię do gry: ${f.gameTitle}`,
          lines: [`${f.inviter} zaprasza Cię do partii „${f.gameTitle}” (scenariusz: ${f.scenarioTitle}). Grasz stroną: ${f.side}.`],
          label: 'Przyjmij lub odrzuć zaproszenie',
        }
      : {
          subject: `${f.inviter} invites you to play ${f.gameTitle}`,
          lines: [`${f.inviter} invites you to a game of ${f.gameTitle} (scenario: ${f.scenarioTitle}). You would play ${f.side}.`],
          label: 'Accept or decline the invitation',
        };
  return { subject: t.subject, text: `${t.lines.join('\n\n')}\n\n${t.label}: ${f.link}\n`, html: simpleHtml(lang, t.subject, t.lines, { href: f.link, label: t.label }) };
};
