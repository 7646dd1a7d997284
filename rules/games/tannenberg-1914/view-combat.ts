import type { OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { bombardTargets, supportFor } from './phases/designation.js';
import { CARDS } from './combat.js';
import { obligationOpen, simpleCombats } from './phases/combat.js';
import { supportGuns } from './phases/support.js';
import { ownChoices } from './view-own-choices.js';
import type { SideId } from './schema.js';
import type { TbState } from './state.js';

/** phase 8 (9.1.7): the one-hex-against-one-hex combats, then (rules version 5) those with artillery; the end once no obligation is open */
export const combatChoices = (s: TbState, side: SideId): OrderChoice[] => {
  const combats = simpleCombats(s, side);
  const out: OrderChoice[] = combats.map((c, i) => ({
    id: `combat:${i}`,
    label: text(
      `Starcie: ${c.own.join(', ')} – ${c.enemy.join(', ')}`,
      `Combat: ${c.own.join(', ')} v ${c.enemy.join(', ')}`,
    ),
    order: { type: 'combat', own: c.own, enemy: c.enemy },
  }));
  out.push(...fireChoices(s, side, combats));
  if (!obligationOpen(s, side))
    out.push({ id: 'end', label: text('Koniec walk', 'End the combat phase'), order: { type: 'end' } });
  return out;
};

/** 9.3: the cards a side may play; a side with a rail-loaded unit in the combat plays DEFEND (5.3.2, AMB-60) */
export const cardChoices = (s: TbState, side: SideId): OrderChoice[] => {
  const names: Record<string, [string, string]> = {
    defend: ['OBRONA', 'DEFEND'],
    retreat: ['ODWRÓT', 'RETREAT'],
    attack: ['NATARCIE', 'ATTACK'],
    assault: ['SZTURM', 'ASSAULT'],
  };
  // 5.3.2 (AMB-60): a side with a rail-loaded unit in the combat plays DEFEND
  const mine = s.combat ? (side === s.initiative ? s.combat.own : s.combat.enemy) : [];
  const loaded = mine.some((id) => s.units[id]?.rail);
  return [
    ...CARDS.filter((c) => !loaded || c === 'defend').map((c) => ({
      id: `card:${c}`,
      group: 'card',
      label: text(names[c][0], names[c][1]),
      order: { type: 'card', card: c },
    })),
    ...(loaded ? [] : fleeChoices(s)),
    ...(loaded ? [] : ownChoices(s, side, names)),
    ...(loaded ? [] : supportChoices(s, side, names)),
  ];
};

/**
 * Rules version 6 (11.3): the non-initiative player's cards with every gun it may name, and DEFEND with
 * them firing triple (11.1.9); RETREAT fires nothing, so it has no such variant.
 */
const supportChoices = (s: TbState, side: SideId, names: Record<string, [string, string]>): OrderChoice[] => {
  const guns = supportGuns(s, side);
  if (!guns.length) return [];
  const list = guns.join(', ');
  return [
    ...(['defend', 'attack', 'assault'] as const).map((c) => ({
      id: `card:${c}:fire`,
      group: 'card',
      label: text(`${names[c][0]} z artylerią (${list})`, `${names[c][1]} with artillery (${list})`),
      order: { type: 'card', card: c, support: guns },
    })),
    {
      id: 'card:defend:fire:triple',
      group: 'card',
      label: text(`OBRONA z ogniem potrójnym (${list})`, `DEFEND with triple fire (${list})`),
      order: { type: 'card', card: 'defend', support: guns, triple: guns },
    },
  ];
};

/**
 * Rules version 5: the combat choices beside the plain ones — a combat with its supporting artillery
 * firing triple (11.2, 11.1.9), a bombardment of each hex in range (11.4) plain and triple, and a DEFEND
 * card that flees (9.5).
 */
const fireChoices = (s: TbState, side: SideId, combats: { own: string[]; enemy: string[] }[]): OrderChoice[] => {
  if ((s.rulesVersion ?? 1) < 5) return [];
  const out: OrderChoice[] = [];
  combats.forEach((c, i) => {
    const guns = supportFor(s, c.own, c.enemy);
    if (guns.length)
      out.push({
        id: `combat:${i}:triple`,
        label: text(
          `Starcie z ogniem potrójnym (${guns.join(', ')}): ${c.own.join(', ')} – ${c.enemy.join(', ')}`,
          `Combat with triple fire (${guns.join(', ')}): ${c.own.join(', ')} v ${c.enemy.join(', ')}`,
        ),
        order: { type: 'combat', own: [...c.own, ...guns], enemy: c.enemy, triple: guns },
      });
  });
  for (const b of bombardTargets(s, side)) {
    const label = (pl: string, en: string) =>
      text(`Ostrzał ${b.hex}${pl}: ${b.own.join(', ')}`, `Bombard ${b.hex}${en}: ${b.own.join(', ')}`);
    out.push({ id: `bombard:${b.hex}`, label: label('', ''), order: { type: 'combat', own: b.own, enemy: b.enemy } });
    out.push({
      id: `bombard:${b.hex}:triple`,
      label: label(' ogniem potrójnym', ' with triple fire'),
      order: { type: 'combat', own: b.own, enemy: b.enemy, triple: b.own },
    });
  }
  return out;
};

/** 9.5: DEFEND and flee up to n hexes if the result costs EP (4 for infantry, 5 for cavalry, 9.5.2) */
const fleeChoices = (s: TbState): OrderChoice[] =>
  (s.rulesVersion ?? 1) < 5
    ? []
    : [1, 2, 3, 4, 5].map((n) => ({
        id: `card:defend:flee:${n}`,
        group: 'card',
        label: text(`OBRONA, ucieczka do ${n} heksów`, `DEFEND, flee up to ${n} hexes`),
        order: { type: 'card', card: 'defend', flee: n },
      }));
