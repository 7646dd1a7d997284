import { formatLocal } from '../../clock/zoned.js';
import { compose, formatDuration, gameLink, type Block, type Envelope, type RenderedMail } from './layout.js';

export interface YourTurnFacts {
  gameId: string;
  gameTitle: string;
  opponent: string;
  /** what the opponent did that the recipient may see: the module's `describe` lines, in order */
  lines: string[];
  /** what is asked of the recipient now (the status prompt), if the module gives one */
  prompt?: string;
  /** when the recipient's time runs out; null without a running deadline */
  deadline: Date | null;
  now: Date;
}

const MAX_LINES = 40;

export const yourTurnMail = (env: Envelope, f: YourTurnFacts): RenderedMail => {
  const link = gameLink(env.publicUrl, f.gameId);
  const shown = f.lines.slice(-MAX_LINES);
  const pl = env.lang === 'pl';
  const blocks: Block[] = [
    pl
      ? `Twój ruch w partii „${f.gameTitle}” (przeciwnik: ${f.opponent}).`
      : `It is your move in ${f.gameTitle} against ${f.opponent}.`,
  ];
  if (f.prompt) blocks.push(pl ? `Czeka na Ciebie: ${f.prompt}` : `Awaiting you: ${f.prompt}`);
  if (shown.length > 0) {
    blocks.push(pl ? 'Od Twojego ostatniego ruchu:' : 'Since your last move:');
    if (shown.length < f.lines.length)
      blocks.push(
        pl
          ? `(ostatnie ${shown.length} z ${f.lines.length} zdarzeń)`
          : `(the last ${shown.length} of ${f.lines.length} events)`,
      );
    blocks.push({ list: shown });
  }
  if (f.deadline) {
    const left = formatDuration(f.deadline.getTime() - f.now.getTime(), env.lang);
    const at = formatLocal(f.deadline, env.timeZone, env.lang);
    blocks.push(pl ? `Masz czas do ${at} (${left}).` : `Your time runs until ${at} (${left}).`);
  }
  blocks.push({ link, label: pl ? 'Otwórz partię' : 'Open the game' });
  return compose(
    env,
    pl ? `Twój ruch: ${f.gameTitle} (${f.opponent})` : `Your move: ${f.gameTitle} (${f.opponent})`,
    blocks,
  );
};
