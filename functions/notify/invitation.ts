import { describeClock } from '../clock/presets.js';
import { invitationMail } from '../mail/templates/index.js';
import type { LoadedGame } from '../play/games.js';
import { invitesOf } from '../play/run-turn.js';
import type { Invite } from '../play/types.js';
import type { NotifyDeps } from './deps.js';
import { mailIds } from './mail-id.js';
import { Postman, type PostOutcome } from './postman.js';

/**
 * The invitation email for a game created with an invited opponent, through the same gate as every
 * other message: a deterministic id (one invitation per game and address), the invitee's language,
 * quiet hours and unsubscribe choice, and one-click unsubscribe headers. The create route calls it
 * after the game is stored.
 */
export const sendInvitation = async (
  d: NotifyDeps,
  game: LoadedGame,
  inviterName: string,
): Promise<PostOutcome | 'no-invite'> => {
  const invites = invitesOf(game.record.setup);
  if (!invites.length) return 'no-invite';
  // one message per invited seat (games of three or more may invite several)
  const sent: (PostOutcome | 'no-invite')[] = [];
  for (const invite of invites) sent.push(await sendOne(d, game, inviterName, invite));
  return sent[0];
};

const sendOne = async (
  d: NotifyDeps,
  game: LoadedGame,
  inviterName: string,
  invite: Invite,
): Promise<PostOutcome | 'no-invite'> => {
  const profile = await d.users.profile(invite.userId);
  if (!profile) return 'no-invite';
  const postman = new Postman(d);
  const lang = profile.lang;
  const scenario = game.module.scenarios.find((s) => s.id === game.record.setup.scenario);
  const message = invitationMail(postman.envelope(profile, 'invitation'), {
    gameId: game.record.setup.id,
    inviter: inviterName,
    gameTitle: game.module.title[lang],
    scenarioTitle: scenario?.title[lang] ?? game.record.setup.scenario,
    side: invite.side,
    clock: describeClock({ vacation: true, ...game.record.setup.clock })[lang],
  });
  return postman.post({
    id: mailIds.invitation(game.record.setup.id, invite.email),
    kind: 'invitation',
    profile,
    message,
    about: { gameId: game.record.setup.id, side: invite.side },
  });
};
