/**
 * The facts each message needs, gathered from the game and its log, and the `prepare` callbacks
 * that write (or drop, or delay) messages when they become due.
 */
import { winnersOf, type Side } from '../../rules/core/contract.js';
import type { Lang } from '../../rules/core/text.js';
import { sideDeadline } from '../clock/game-clock.js';
import { bankLeftMs } from '../clock/vacation-bank.js';
import { warningAt } from '../clock/warning.js';
import {
  deadlineWarningMail,
  digestMail,
  gameOverMail,
  reasonText,
  yourTurnMail,
  type DigestGame,
} from '../mail/templates/index.js';
import { isAwaited } from '../play/awaited.js';
import { describeEvent, isVisibleTo } from '../play/present.js';
import type { GameRecord, TurnRecord } from '../play/types.js';
import type { LoadedGame } from '../play/games.js';
import { turnsSinceOwnMove } from './since.js';
import type { MailItem } from '../store/mail-items.js';
import type { Profile } from '../store/users.js';
import { DAY } from '../time/clock.js';
import type { NotifyDeps } from './deps.js';
import { localParts } from '../clock/zoned.js';
import { digestDay, nextDigestAt } from './digest-time.js';
import { mailIds } from './mail-id.js';
import type { Postman, Prepare } from './postman.js';

/** how far back a your-turn message looks for what happened since the player's own last move */
const LOOKBACK_TURNS = 60;

export const opponentName = (record: GameRecord, side: Side): string =>
  Object.entries(record.seats)
    .filter(([s, seat]) => s !== side && seat)
    .map(([, seat]) => seat!.name)
    .join(', ') || '—';

export const gameTitle = (game: LoadedGame, lang: Lang): string => {
  const scenario = game.module.scenarios.find((s) => s.id === game.record.setup.scenario);
  return scenario ? `${game.module.title[lang]} — ${scenario.title[lang]}` : game.module.title[lang];
};

/** the events of turns since `side`'s own last move, up to `upTo`, that `side` may see, in words */
export const linesSinceOwnMove = async (
  d: NotifyDeps,
  game: LoadedGame,
  side: Side,
  upTo: number,
  lang: Lang,
): Promise<string[]> => {
  const turns = await d.games.turns(game.record.setup.id, Math.max(1, upTo - LOOKBACK_TURNS), upTo);
  return turnsSinceOwnMove(turns, side, upTo).flatMap((t) =>
    t.events.filter((e) => isVisibleTo(e, side, false)).map((e) => describeEvent(game.module, e, lang)),
  );
};

export const yourTurnMessage = async (
  d: NotifyDeps,
  postman: Postman,
  game: LoadedGame,
  turn: TurnRecord,
  side: Side,
  profile: Profile,
) => {
  const lang = profile.lang;
  const deadline = sideDeadline(game.record.clock, side);
  const prompt = isAwaited(game.record, side) ? game.record.status.prompt?.[lang] : undefined;
  return yourTurnMail(postman.envelope(profile, 'your-turn'), {
    gameId: game.record.setup.id,
    gameTitle: gameTitle(game, lang),
    opponent: opponentName(game.record, side),
    lines: await linesSinceOwnMove(d, game, side, turn.version, lang),
    prompt,
    deadline: deadline === null ? null : new Date(deadline),
    now: d.clock.now(),
  });
};

export const gameOverMessage = (postman: Postman, game: LoadedGame, turn: TurnRecord, side: Side, profile: Profile) => {
  const result = game.record.result;
  const winners = result ? winnersOf(result) : [];
  const adjudicated =
    turn.kind === 'claim' && (turn.data as { adjudicated?: boolean } | undefined)?.adjudicated === true;
  const reason = adjudicated
    ? 'adjudicated'
    : turn.kind === 'claim'
      ? 'timeout-claimed'
      : turn.kind === 'resign'
        ? 'resigned'
        : (result?.reason ?? '');
  return gameOverMail(postman.envelope(profile, 'game-over'), {
    gameId: game.record.setup.id,
    gameTitle: gameTitle(game, profile.lang),
    opponent: opponentName(game.record, side),
    outcome: winners.length === 0 ? 'draw' : winners.includes(side) ? 'won' : 'lost',
    reason: reasonText(reason, profile.lang),
  });
};

const seatedSide = (record: GameRecord, userId: string): Side | null =>
  Object.entries(record.seats).find(([, s]) => s?.userId === userId)?.[0] ?? null;

/** a held your-turn message still makes sense only while that move lasts */
export const prepareYourTurn =
  (d: NotifyDeps): Prepare =>
  async (item) => {
    const gameId = item.about?.gameId,
      side = item.about?.side;
    if (!gameId || !side || !item.message) return { cancel: 'malformed' };
    const game = await d.games.load(gameId);
    if (!game || !isAwaited(game.record, side)) return { cancel: 'the move is over' };
    if ((game.record.clock.moveSince?.[side] ?? null) !== (item.about?.moveSince ?? null))
      return { cancel: 'the move is over' };
    return { send: item.message };
  };

/** the warning: once per move, at 80 % used or 12 h left; it follows a deadline that vacations push back */
export const prepareWarning =
  (d: NotifyDeps, postman: Postman): Prepare =>
  async (item, profile) => {
    const gameId = item.about?.gameId,
      side = item.about?.side;
    if (!gameId || !side) return { cancel: 'malformed' };
    const game = await d.games.load(gameId);
    const r = game?.record;
    if (!game || !r || !isAwaited(r, side)) return { cancel: 'the move is over' };
    if ((r.clock.moveSince?.[side] ?? null) !== item.about?.moveSince) return { cancel: 'the move is over' };
    if (r.clock.flagged?.side === side) return { cancel: 'the time has run out' };
    const deadline = sideDeadline(r.clock, side);
    if (deadline === null) return { cancel: 'no deadline' };
    const now = d.clock.now();
    const when = warningAt(new Date(deadline), r.clock.allottedMs?.[side] ?? r.clock.remainingMs[side]);
    if (when.getTime() > now.getTime()) return { reschedule: when };
    if (deadline <= now.getTime()) return { cancel: 'the deadline has passed' };
    const extras = await postman.extras.extras(profile.userId);
    const vacationLeft = r.setup.clock.vacation === false ? 0 : bankLeftMs(extras?.bank, now) / DAY;
    return {
      send: deadlineWarningMail(postman.envelope(profile, 'deadline-warning'), {
        gameId,
        gameTitle: gameTitle(game, profile.lang),
        opponent: opponentName(r, side),
        deadline: new Date(deadline),
        now,
        vacationDaysLeft: vacationLeft,
      }),
    };
  };

/** the games awaiting a player, for the digest */
export const gamesAwaiting = async (d: NotifyDeps, userId: string, lang: Lang): Promise<DigestGame[]> => {
  const rows = await d.games.lobby(userId);
  const out: DigestGame[] = [];
  for (const { record } of rows) {
    const side = seatedSide(record, userId);
    if (!side || !isAwaited(record, side)) continue;
    const module = await d.catalog.get(record.setup.game);
    const scenario = module?.scenarios.find((s) => s.id === record.setup.scenario);
    const title = module
      ? scenario
        ? `${module.title[lang]} — ${scenario.title[lang]}`
        : module.title[lang]
      : record.setup.game;
    const deadline = sideDeadline(record.clock, side);
    out.push({
      gameId: record.setup.id,
      gameTitle: title,
      opponent: opponentName(record, side),
      deadline: deadline === null ? null : new Date(deadline),
    });
  }
  return out;
};

/** makes sure the next digest is scheduled (one per local day; creating it twice is a no-op) */
export const scheduleDigest = async (
  d: NotifyDeps,
  postman: Postman,
  profile: Profile,
  after: Date = d.clock.now(),
): Promise<void> => {
  if (profile.notify?.digest !== true) return;
  const extras = await postman.extras.extras(profile.userId);
  const at = nextDigestAt(after, profile.timeZone, extras?.digestHour ?? 8);
  await postman.schedule({
    id: mailIds.digest(profile.userId, digestDay(at, profile.timeZone)),
    kind: 'digest',
    profile,
    sendAt: at,
    about: {},
  });
};

/**
 * The digest lists every game awaiting the player, least time left first; none: nothing is sent.
 * A digest booked before the player moved their digest hour follows the new hour: later the same
 * local day, it waits for it; already past, it goes now (never two digests a day, never none).
 */
export const prepareDigest =
  (d: NotifyDeps, postman: Postman): Prepare =>
  async (item, profile) => {
    const now = d.clock.now();
    const hour = (await postman.extras.extras(profile.userId))?.digestHour ?? 8;
    if (localParts(new Date(item.sendAt), profile.timeZone).hour !== hour) {
      const slot = nextDigestAt(now, profile.timeZone, hour);
      if (digestDay(slot, profile.timeZone) === digestDay(new Date(item.sendAt), profile.timeZone))
        return { reschedule: slot };
    }
    const games = await gamesAwaiting(d, profile.userId, profile.lang);
    // the next one is booked now, so a daily rhythm keeps going while games wait
    if (games.length) await scheduleDigest(d, postman, profile, d.clock.now());
    if (!games.length) return { cancel: 'no game awaits the player' };
    return { send: digestMail(postman.envelope(profile, 'digest'), { games, now: d.clock.now() }) };
  };

export const preparerFor = (d: NotifyDeps, postman: Postman, item: MailItem): Prepare | undefined =>
  item.kind === 'deadline-warning'
    ? prepareWarning(d, postman)
    : item.kind === 'digest'
      ? prepareDigest(d, postman)
      : item.kind === 'your-turn'
        ? prepareYourTurn(d)
        : undefined;
