import type { CampaignCard } from './card.js';
import { type CampaignOptions, optionOf } from './options.js';
import { type Problem, problem } from './time.js';

/**
 * Rule 38: German sea transport between Baltic ports, one unit a stage, for all its MP, in the
 * movement phase; 38.2's blockade closes ports while the Russians hold the hexes the card names
 * (AMB-35: Królewiec needs both of 1209 and 1309; option either).
 */
export const portOpen = (
  card: CampaignCard,
  port: string,
  russianHeld: (hex: string) => boolean,
  opts?: Partial<CampaignOptions>,
): boolean => {
  const either = optionOf(opts, 'portBlock') === 'either';
  return !card.portBlocks.some((b) => {
    if (!b.ports.includes(port)) return false;
    const any = b.any ?? (either && b.amb35 ? b.all : undefined);
    if (any) return any.some(russianHeld);
    return (b.all ?? []).length > 0 && (b.all ?? []).every(russianHeld);
  });
};

/** 38: may the unit sail now, and does it arrive Broken (sailing from a port next to the enemy that is no fortress)? */
export const sailProblem = (
  card: CampaignCard,
  x: {
    nat: string;
    from: string;
    to: string;
    usedThisStage: boolean;
    movedOrAttacked: boolean;
    adjacentEnemy: (hex: string) => boolean;
    fortress: (hex: string) => boolean;
    russianHeld: (hex: string) => boolean;
  },
  opts?: Partial<CampaignOptions>,
): Problem | { breaks: boolean } => {
  if (x.nat !== 'DE') return problem('38', 'german', 'only German units go by sea');
  if (x.usedThisStage) return problem('38', 'one-a-stage', 'one unit a stage goes by sea');
  if (x.movedOrAttacked) return problem('38', 'all-mp', 'sea transport takes all of a unit’s MP');
  for (const [h, what] of [
    [x.from, 'from'],
    [x.to, 'to'],
  ] as const) {
    if (!card.ports.includes(h)) return problem('38', 'port', `${h} is not a Baltic port`);
    if (!portOpen(card, h, x.russianHeld, opts)) return problem('38.2', 'blockaded', `${h} is blockaded (${what})`);
  }
  if (x.from === x.to) return problem('38', 'same-port', 'a voyage goes to another port');
  if (x.adjacentEnemy(x.to)) return problem('38', 'enemy-at-port', `the enemy stands next to ${x.to}`);
  return { breaks: x.adjacentEnemy(x.from) && !x.fortress(x.from) };
};
