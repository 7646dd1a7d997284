/**
 * The choices inside a combat: the Guerrilla answer, defense, attack cards and leaders, Hit or
 * Retreat, the retreat square, the advance.
 */
import type { TargetOption } from '../../core/contract.js';
import type { Text } from '../../core/text.js';
import type { MState } from './state.js';
import { isUnitCard, type HqCard } from './pack.js';
import { neighbours } from './geometry.js';
import { isOpen, retreatOptions } from './results.js';
import { supportCandidates } from './phases/leaders.js';
import { advanceChoicesOf } from './view-advance.js';
import { T, uname, cname, handOf, ofKind, choice, target, type PhaseChoices } from './view-kit.js';

const subsets = (xs: string[], max: number): string[][] => {
  const out: string[][] = [[]];
  for (const x of xs) for (const s of out.slice()) if (s.length < max) out.push([...s, x]);
  return out;
};

/** the choice to play card `card` as the order `{type, card}`, in `group` when one is given */
const playCard = (id: string, label: Text, card: string, type: string, group?: string) =>
  choice(id, label, { card, ...(group ? { group } : {}), order: { type, card } });

/** a label naming a card: `Obrona: Gwardia (A2d6 D2)` */
const withCard = (s: MState, id: string, pl: string, en: string): Text =>
  T(`${pl}: ${cname(s, id).pl}`, `${en}: ${cname(s, id).en}`);

const guerrilla: PhaseChoices = (s, side, out) => {
  for (const k of ofKind(s, side, 'guerrilla'))
    out.push(
      playCard(`guerrilla-${k.id}`, T('Partyzanci: anuluj', 'Guerrilla: cancel it'), k.id, 'guerrilla', 'answer'),
    );
  out.push(choice('pass', T('Nie odpowiadam', 'Let it pass'), { group: 'answer', order: { type: 'pass' } }));
};

const defense: PhaseChoices = (s, side, out) => {
  const cb = s.combat!;
  const fresh = !cb.def.length && !cb.defLeader && !cb.usTried && retreatOptions(s, cb.target).length > 0;
  if (fresh) {
    for (const k of ofKind(s, side, 'withdraw'))
      out.push(playCard(`withdraw-${k.id}`, T('Wycofanie', 'Withdraw'), k.id, 'withdraw', 'answer'));
    for (const k of handOf(s, side))
      if (isUnitCard(k) && k.unit === cb.target && k.withdraw)
        out.push(
          playCard(
            `usw-${k.id}`,
            withCard(s, k.id, 'Próba wycofania', 'Withdraw attempt'),
            k.id,
            'us-withdraw',
            'answer',
          ),
        );
  }
  for (const k of handOf(s, side))
    if (isUnitCard(k) && k.unit === cb.target && k.defense)
      out.push(playCard(`def-${k.id}`, withCard(s, k.id, 'Obrona', 'Defend'), k.id, 'defense-card'));
  if (!cb.defLeader)
    for (const k of ofKind(s, side, 'leader'))
      out.push(playCard(`dl-${k.id}`, withCard(s, k.id, 'Dowódca', 'Leader'), k.id, 'leader', 'leader'));
  out.push(choice('defend', T('Gotowe', 'Done'), { group: 'end', order: { type: 'defend' } }));
};

const attack: PhaseChoices = (s, side, out) => {
  const cb = s.combat!;
  const parts = [...(cb.attacker ? [cb.attacker] : []), ...cb.supports];
  const nothingYet = !cb.atk.length && !cb.leader && !cb.committed.length && !cb.sappers;
  for (const k of handOf(s, side))
    if (isUnitCard(k) && parts.includes(k.unit))
      out.push(
        choice(`ac-${k.id}`, withCard(s, k.id, 'Atak', 'Attack'), {
          card: k.id,
          piece: k.unit,
          order: { type: 'attack-card', card: k.id, unit: k.unit },
        }),
      );
  if (!cb.leader) {
    const cand = supportCandidates(s);
    for (const k of ofKind(s, side, 'leader') as HqCard[]) {
      out.push(
        choice(`lc-${k.id}`, T(`${k.name}: walka +${k.combat}`, `${k.name}: Combat +${k.combat}`), {
          card: k.id,
          group: 'leader',
          order: { type: 'leader', card: k.id, mode: 'combat' },
        }),
      );
      if ((k.command ?? 1) >= 2)
        for (const sub of subsets(cand, k.command! - 1))
          if (sub.length)
            out.push(
              choice(
                `lm-${k.id}-${sub.join('+')}`,
                T(
                  `${k.name}: dowodzenie (${sub.map((u) => uname(s, u)).join(', ')})`,
                  `${k.name}: Command (${sub.map((u) => uname(s, u)).join(', ')})`,
                ),
                { card: k.id, group: 'leader', order: { type: 'leader', card: k.id, mode: 'command', units: sub } },
              ),
            );
    }
  }
  const ca = ofKind(s, side, 'committed')[0];
  if (ca)
    for (const u of parts)
      if (!cb.committed.some((x) => x.unit === u) && s.units[u].sq)
        out.push(
          choice(`ca-${u}`, T(`Atak z poświęceniem: ${uname(s, u)}`, `Committed Attack: ${uname(s, u)}`), {
            card: ca.id,
            piece: u,
            order: { type: 'committed', card: ca.id, unit: u },
          }),
        );
  const sp = ofKind(s, side, 'sappers')[0];
  if (sp && !cb.sappers && s.redoubts.includes(s.units[cb.target].sq!))
    out.push(choice('sappers', T('Saperzy', 'Sappers'), { card: sp.id, order: { type: 'sappers', card: sp.id } }));
  const sk = ofKind(s, side, 'skirmish')[0];
  if (sk && cb.kind === 'assault' && nothingYet) {
    const start = s.units[cb.attacker!].sq!;
    const tg: TargetOption[] = [target(start, { type: 'skirmish', card: sk.id, path: [] }, { cost: 0 })];
    const seen = new Set([start]);
    for (const a of neighbours(start)) {
      if (!isOpen(s, a)) continue;
      if (!seen.has(a)) tg.push(target(a, { type: 'skirmish', card: sk.id, path: [a] }, { cost: 1, path: [start, a] }));
      seen.add(a);
      for (const b of neighbours(a))
        if ((b === start || isOpen(s, b)) && !seen.has(b)) {
          seen.add(b);
          tg.push(target(b, { type: 'skirmish', card: sk.id, path: [a, b] }, { cost: 2, path: [start, a, b] }));
        }
    }
    out.push(choice('skirmish', T('Potyczka', 'Skirmish'), { card: sk.id, piece: cb.attacker!, targets: tg }));
  }
  out.push(choice('resolve', T('Rozstrzygnij', 'Resolve'), { group: 'end', order: { type: 'resolve' } }));
};

const hitOrRetreat: PhaseChoices = (_s, _side, out) => {
  out.push(choice('hit', T('Rana', 'Hit'), { group: 'answer', order: { type: 'result', choice: 'hit' } }));
  out.push(
    choice('retreat', T('Ucieczka', 'Retreat'), { group: 'answer', order: { type: 'result', choice: 'retreat' } }),
  );
};

const retreat: PhaseChoices = (s, _side, out) => {
  out.push(
    choice('retreat-to', T('Pole ucieczki', 'Retreat square'), {
      piece: s.combat!.target,
      probe: { type: 'retreat-to', square: '$cell' },
      targets: s.combat!.retreatOptions.map((q) => target(q, { type: 'retreat-to', square: q })),
    }),
  );
};

const advance: PhaseChoices = (s, _side, out) => {
  const ch = advanceChoicesOf(s);
  for (const u of ch.units)
    out.push(
      choice(`adv-${u}`, T(`Zajmuje: ${uname(s, u)}`, `Advance: ${uname(s, u)}`), {
        piece: u,
        group: 'answer',
        order: { type: 'advance', unit: u },
      }),
    );
  if (ch.optional)
    out.push(
      choice('adv-none', T('Nie zajmuj', 'Do not advance'), {
        group: 'answer',
        order: { type: 'advance', unit: null },
      }),
    );
};

export const BATTLE_CHOICES: Record<string, PhaseChoices> = {
  guerrilla,
  defense,
  attack,
  choice: hitOrRetreat,
  retreat,
  advance,
};
