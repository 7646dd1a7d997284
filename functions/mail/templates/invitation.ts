import { compose, gameLink, type Envelope, type RenderedMail } from './layout.js';

export interface InvitationFacts {
  gameId: string;
  inviter: string;
  gameTitle: string;
  scenarioTitle: string;
  /** the seat offered, in the recipient's language */
  side: string;
  /** the clock, in words (see clock/describe) */
  clock: string;
}

export const invitationMail = (env: Envelope, f: InvitationFacts): RenderedMail => {
  const link = gameLink(env.publicUrl, f.gameId);
  return env.lang === 'pl'
    ? compose(env, `${f.inviter} zaprasza Cię do gry: ${f.gameTitle}`, [
        `${f.inviter} zaprasza Cię do partii „${f.gameTitle}” (scenariusz: ${f.scenarioTitle}). Grasz stroną: ${f.side}.`,
        `Zegar: ${f.clock}.`,
        { link, label: 'Przyjmij lub odrzuć zaproszenie' },
      ])
    : compose(env, `${f.inviter} invites you to play ${f.gameTitle}`, [
        `${f.inviter} invites you to a game of ${f.gameTitle} (scenario: ${f.scenarioTitle}). You would play ${f.side}.`,
        `Clock: ${f.clock}.`,
        { link, label: 'Accept or decline the invitation' },
      ]);
};
