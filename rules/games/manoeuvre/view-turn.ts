/** The choices of a player's own turn: discard and draw, movement, declaring a combat, restoration. */
import { isUnitCard, terrainAt, type HqCard } from './pack.js';
import { adjacent, neighbours } from './geometry.js';
import { basicPaths, movableUnits } from './phases/movement.js';
import { isOpen } from './results.js';
import { fireProblem, type FireKind } from './phases/bombard.js';
import { other } from './state.js';
import {
  T,
  uname,
  cname,
  handOf,
  ofKind,
  ownUnits,
  choice,
  target,
  scoutChoices,
  type PhaseChoices,
} from './view-kit.js';

const discard: PhaseChoices = (s, side, out) => {
  const p = s.players[side];
  for (const id of p.hand)
    out.push(
      choice(`discard-${id}`, T(`Odrzuć: ${cname(s, id).pl}`, `Discard: ${cname(s, id).en}`), {
        card: id,
        order: { type: 'discard', card: id },
      }),
    );
  out.push(choice('draw', T('Dobierz do 5', 'Draw up to 5'), { group: 'end', order: { type: 'draw' } }));
  scoutChoices(s, side, out);
};

const movement: PhaseChoices = (s, side, out) => {
  const t = s.turn;
  const movable = movableUnits(s, side);
  const tgts = (u: string, mk: (path: string[]) => unknown) => {
    const seen = new Set<string>();
    return basicPaths(s, u)
      .filter((pa) => !seen.has(pa[pa.length - 1]) && !!seen.add(pa[pa.length - 1]))
      .map((pa) => target(pa[pa.length - 1], mk(pa), { path: [s.units[u].sq!, ...pa], cost: pa.length }));
  };
  if (!t.basicDone)
    for (const u of movable)
      out.push(
        choice(`move-${u}`, T(`Ruch: ${uname(s, u)}`, `Move ${uname(s, u)}`), {
          piece: u,
          probe: { type: 'move', unit: u, path: ['$cell'] },
          targets: tgts(u, (path) => ({ type: 'move', unit: u, path })),
        }),
      );
  const sup = ofKind(s, side, 'supply')[0];
  if (sup && !t.supplyUsed)
    for (const u of movable)
      out.push(
        choice(`supply-${u}`, T(`Zaopatrzenie: ${uname(s, u)}`, `Supply: move ${uname(s, u)}`), {
          piece: u,
          card: sup.id,
          probe: { type: 'supply', card: sup.id, unit: u, path: ['$cell'] },
          targets: tgts(u, (path) => ({ type: 'supply', card: sup.id, unit: u, path })),
        }),
      );
  const fm = ofKind(s, side, 'forced-march')[0];
  if (fm && t.last && !t.fm.includes(t.last.unit) && terrainAt(s, t.last.from).forcedMarchFrom) {
    const u = t.last.unit,
      here = s.units[u].sq!;
    if (s.options.forcedMarch === 'began' || terrainAt(s, here).forcedMarchFrom) {
      const tg = neighbours(here)
        .filter((q) => isOpen(s, q))
        .map((q) => target(q, { type: 'forced-march', card: fm.id, unit: u, to: q }));
      if (tg.length)
        out.push(
          choice(`fm-${u}`, T(`Forsowny marsz: ${uname(s, u)}`, `Forced March: ${uname(s, u)}`), {
            piece: u,
            card: fm.id,
            probe: { type: 'forced-march', card: fm.id, unit: u, to: '$cell' },
            targets: tg,
          }),
        );
    }
  }
  if (t.basicDone || !movable.length)
    out.push(
      choice('end-movement', T('Koniec ruchu', 'End movement'), { group: 'end', order: { type: 'end-movement' } }),
    );
  scoutChoices(s, side, out);
};

const combat: PhaseChoices = (s, side, out) => {
  const enemies = ownUnits(s, other(side));
  for (const u of ownUnits(s, side)) {
    const sq = s.units[u].sq!;
    for (const k of handOf(s, side)) {
      if (!isUnitCard(k) || k.unit !== u) continue;
      if (k.attack && terrainAt(s, sq).assaultFrom) {
        const tg = enemies
          .filter((e) => adjacent(sq, s.units[e].sq!))
          .map((e) => target(s.units[e].sq!, { type: 'assault', unit: u, card: k.id, target: e }));
        if (tg.length)
          out.push(
            choice(`assault-${k.id}`, T(`Natarcie: ${cname(s, k.id).pl}`, `Assault: ${cname(s, k.id).en}`), {
              piece: u,
              card: k.id,
              probe: { type: 'assault', unit: u, card: k.id, target: '$piece' },
              targets: tg,
            }),
          );
      }
      for (const [kind, has, type] of [
        ['bombardment', k.bombard, 'bombard'],
        ['volley', k.volley, 'volley'],
      ] as const) {
        if (!has) continue;
        const tg = enemies
          .filter((e) => !fireProblem(s, kind, u, e, k.range ?? 1))
          .map((e) => target(s.units[e].sq!, { type, unit: u, card: k.id, target: e }));
        if (tg.length)
          out.push(
            choice(
              `${type}-${k.id}`,
              T(
                `${kind === 'volley' ? 'Salwa' : 'Ostrzał'}: ${cname(s, k.id).pl}`,
                `${kind === 'volley' ? 'Volley' : 'Bombard'}: ${cname(s, k.id).en}`,
              ),
              { piece: u, card: k.id, targets: tg, probe: { type, unit: u, card: k.id, target: '$piece' } },
            ),
          );
      }
    }
  }
  for (const k of ofKind(s, side, 'ambush'))
    out.push(
      choice(`ambush-${k.id}`, T('Zasadzka', 'Ambush'), {
        card: k.id,
        targets: enemies.map((e) => target(s.units[e].sq!, { type: 'ambush', card: k.id, target: e })),
      }),
    );
  for (const k of ofKind(s, side, 'leader') as HqCard[])
    if (k.grandBattery)
      for (const u of ownUnits(s, side)) {
        const tg = enemies
          .filter((e) => !fireProblem(s, 'grand-battery' as FireKind, u, e, 2))
          .map((e) => target(s.units[e].sq!, { type: 'grand-battery', card: k.id, unit: u, target: e }));
        if (tg.length)
          out.push(
            choice(`gb-${u}`, T(`Wspaniała artyleria: ${uname(s, u)}`, `Grand Battery: ${uname(s, u)}`), {
              piece: u,
              card: k.id,
              targets: tg,
            }),
          );
      }
  out.push(choice('no-combat', T('Bez walki', 'No combat'), { group: 'end', order: { type: 'no-combat' } }));
  scoutChoices(s, side, out);
};

const restoration: PhaseChoices = (s, side, out) => {
  const t = s.turn;
  if (!t.restoreDone && !t.redoubtDone)
    for (const u of ownUnits(s, side))
      if (s.units[u].status === 'reduced')
        for (const k of handOf(s, side))
          if ((isUnitCard(k) && k.unit === u) || k.kind === 'supply' || k.kind === 'regroup' || k.kind === 'leader')
            out.push(
              choice(
                `restore-${u}-${k.id}`,
                T(`Przywróć ${uname(s, u)}: ${cname(s, k.id).pl}`, `Restore ${uname(s, u)}: ${cname(s, k.id).en}`),
                { piece: u, card: k.id, order: { type: 'restore', card: k.id, unit: u } },
              ),
            );
  const r = ofKind(s, side, 'redoubt')[0];
  if (r && !t.redoubtDone) {
    const tg = ownUnits(s, side)
      .filter((u) => !s.redoubts.includes(s.units[u].sq!))
      .map((u) => target(s.units[u].sq!, { type: 'redoubt', card: r.id, square: s.units[u].sq! }));
    if (tg.length) out.push(choice('redoubt', T('Reduta', 'Redoubt'), { card: r.id, targets: tg }));
  }
  out.push(choice('end-turn', T('Koniec tury', 'End turn'), { group: 'end', order: { type: 'end-turn' } }));
  scoutChoices(s, side, out);
};

export const TURN_CHOICES: Record<string, PhaseChoices> = {
  discard,
  movement,
  combat,
  restoration,
};
