import type { Placed as PlacedOrder, Turn } from '../../../core/runner.js';
import { fail } from '../../../core/errors.js';
import { event } from '../../../core/events.js';
import { ammunitionLoss } from '../artillery.js';
import {
  cardOutcome,
  cavalryAgainstInfantry,
  columnShifts,
  crtColumn,
  crtResult,
  meetingTotal,
  ratioColumn,
  totalShift,
  type Card,
} from '../combat.js';
import { hqDef, mapOf, position, sideOf, unitDef } from '../ctx.js';
import { concentratedDivisions } from '../division.js';
import { flee, isEncircled, straitFront } from './flight.js';
import { entrenchmentHolds, fortAfterCombat, fortDefence } from '../fortifications.js';
import { enemyOf } from '../pieces.js';
import { retreatColumn, retreatLoss, retreatModifiers } from '../retreat.js';
import type { SideId } from '../schema.js';
import type { TbState } from '../state.js';
import type { TbOrder } from '../orders.js';
import { packOf } from '../pack-of.js';
import { commandReach } from '../command.js';
import { loseEp } from './losses.js';
import { pursue } from './pursuit.js';
import { retreatMove, retreatMoveOn } from './retreat-move.js';
import { markerOf, revealMarker } from './masking.js';
import { firingSupport, sealSupport } from './support.js';
import { countRank, sealOwnChoices } from './own-choices.js';
import { shareLoss } from './shelter.js';
import { meetingWithdrawal } from './meeting.js';
import { unsuppliedGuns } from './supply.js';

/**
 * Phase 8 (rule 9): the initiative player designates combats (9.1.7), both sides choose a card
 * in secret (9.3), and the matrix decides. Our defaults for the decisions taken ahead (README):
 * no flight, pursuit by every eligible unit, no defensive artillery from outside the defending
 * hexes, retreating units stay where they are (the retreat move is optional, AMB-25).
 */
type T = Turn<TbState>;
const face = (s: TbState, id: string) => (s.units[id].face === 'front' ? unitDef(s, id).front : unitDef(s, id).back!);
import { isArt } from './designation.js';
export { obligationOpen, playCombatOrder, simpleCombats, startCombat } from './designation.js';

export const playCard = (t: T, { o, at }: PlacedOrder<TbOrder>): void => {
  if (o.type !== 'card') return;
  const s = t.s,
    side = t.side as SideId;
  // a sealed card may be replaced until the other is in (the window closes when both are)
  // 5.3.2 (AMB-60): a side with a rail-loaded unit in the combat plays DEFEND
  const mine = side === s.initiative ? s.combat!.own : s.combat!.enemy;
  if (o.card !== 'defend' && mine.some((id) => s.units[id]?.rail))
    fail('5.3.2', 'loaded', 'rail-loaded units play only DEFEND', `${at}.card`);
  if (o.flee !== undefined) {
    if ((s.rulesVersion ?? 1) < 5)
      fail('9.5', 'version', 'flight in the turn comes with rules version 5', `${at}.flee`);
    if (o.card !== 'defend') fail('9.5.1', 'defend-only', 'only a side playing DEFEND flees', `${at}.flee`);
    s.combat!.flee = { ...s.combat!.flee, [side]: o.flee };
  } else if (s.combat!.flee?.[side] !== undefined) delete s.combat!.flee[side];
  sealSupport(t, { o, at } as PlacedOrder<TbOrder>);
  sealOwnChoices(t, { o, at } as PlacedOrder<TbOrder>);
  s.combat!.cards[side] = o.card;
  s.await = { kind: 'card', sides: s.await!.sides.filter((x) => x !== side) };
  t.events.push(event('card-chosen', { side }, { rule: '9.3' }));
};

/** 9.3: both cards are in: reveal them and resolve */
export const resolveCombat = (t: T, ip: SideId): void => {
  const s = t.s,
    mi = mapOf(s);
  const c = s.combat!;
  const nip = enemyOf(ip);
  const cards = c.cards as Record<SideId, Card>;
  if (!c.bombard) t.events.push(event('cards', { [ip]: cards[ip], [nip]: cards[nip] }, { rule: '9.3' }));
  // AMB-29 option `bombarded: must-fight` (rules version 6): only the guns have had their combat
  const fighting = () => (c.bombard && s.options.bombarded === 'must-fight' ? c.own : [...c.own, ...c.enemy]);
  for (const id of fighting()) if (!s.fought.includes(id)) s.fought.push(id);
  const out = cardOutcome(cards[ip], cards[nip]);
  // AMB-36: a combat that comes to a die roll reveals its markers, the attacker's first (16.2.9)
  if (
    out.kind !== 'none' &&
    out.kind !== 'free-retreat' &&
    (c.own.some((id) => markerOf(s, id)) || c.enemy.some((id) => markerOf(s, id)))
  ) {
    const open = (ids: string[]) =>
      ids.flatMap((id) => (markerOf(s, id) ? revealMarker(s, id, '16.2.9', t.events) : [id]));
    c.own = open(c.own);
    c.enemy = open(c.enemy);
    for (const id of fighting()) if (!s.fought.includes(id)) s.fought.push(id);
    if ((!c.bombard && !c.own.some((id) => !isArt(s, id))) || !c.enemy.some((id) => !isArt(s, id))) {
      t.events.push(event('no-combat', { outcome: 'empty-marker' }, { rule: '16.2.9' }));
      s.combat = null;
      return;
    }
  }
  const sideUnits = (side: SideId) => (side === ip ? c.own : c.enemy).filter((id) => s.units[id].hex);
  const troops = (side: SideId) => sideUnits(side).filter((id) => !isArt(s, id));
  const eff = (ids: string[]) => ids.filter((id) => !isArt(s, id)).map((id) => face(s, id).eff);
  const roll = (): number => t.dice.roll(6);
  if (out.kind === 'none' || out.kind === 'free-retreat') {
    t.events.push(event('no-combat', { outcome: out.kind }, { rule: out.kind === 'none' ? '9.3.1' : '9.3.2' }));
    // rules version 13: the retreat move (9.3.2), the initiative player first when both retreat (9.3.3)
    if (out.kind === 'free-retreat' && retreatMoveOn(s))
      // (a masking marker in the combat is not revealed without a roll, 16.2.9: it stays, what it hides with it)
      for (const side of [ip, nip].filter((x) => out.retreating.includes(x === ip ? 'x' : 'y')))
        retreatMove(t, side, side === ip ? c.own : c.enemy);
    s.combat = null;
    return;
  }
  if (out.kind === 'retreat-attempt') {
    const retreater = out.retreating === 'x' ? ip : nip;
    const col = retreatColumn(eff(troops(retreater)), eff(troops(enemyOf(retreater))));
    const r = roll();
    const mods = retreatModifiers(
      mi,
      [...new Set(troops(retreater).map((id) => s.units[id].hex!))].map((h) => ({ start: h, path: [] })),
    );
    const loss = retreatLoss(mi, col, r + mods.reduce((a, m) => a + m.value, 0));
    t.events.push(event('retreat-attempt', { side: retreater, column: col, loss }, { rule: '9.8', dice: [r] }));
    const rHexes = [...new Set(troops(retreater).map((id) => s.units[id].hex!))];
    for (const id of troops(retreater)) loseEp(s, id, loss, '9.8', t.events);
    shareLoss(s, rHexes, loss, [...c.own, ...c.enemy], t.events);
    if (loss > 0) s.record[enemyOf(retreater)].enemyRetreatsWithLoss += 1;
    if (retreatMoveOn(s)) {
      // rules version 13: the survivors retreat (9.3.6 "then the retreat by 9.3.2"); the attacker's troops may
      // enter the hexes left (9.3.6, 9.6.3), by our default policy as a pursuit
      const attacker = enemyOf(retreater);
      const left = retreatMove(t, retreater, sideUnits(retreater));
      const entered = new Set<string>();
      for (const h of left) {
        if (troops(retreater).some((id) => s.units[id].hex === h)) continue;
        const goers = troops(attacker).filter(
          (id) => !entered.has(id) && s.units[id].hex && mi.board.adjacent(s.units[id].hex!, h),
        );
        pursue(t, attacker, goers, h, mi.forts.get(h), '9.6.3');
        for (const id of goers) if (s.units[id].hex === h) entered.add(id);
      }
    }
    s.combat = null;
    return;
  }
  // a CRT combat: normal (DEFEND against ATTACK/ASSAULT) or a meeting engagement (9.3.4–9.3.7)
  let attacker: SideId;
  const dice: number[] = [];
  if (out.kind === 'combat') attacker = out.attacker === 'x' ? ip : nip;
  else {
    for (;;) {
      const a = roll(),
        b = roll();
      dice.push(a, b);
      const ti = meetingTotal(a, Math.max(0, ...eff(troops(ip))), true),
        tn = meetingTotal(b, Math.max(0, ...eff(troops(nip))), false);
      if (ti !== tn) {
        attacker = ti > tn ? ip : nip;
        break;
      }
    }
  }
  const defender = enemyOf(attacker);
  const meeting = out.kind === 'meeting';
  const v5 = (s.rulesVersion ?? 1) >= 5;
  const bombard = !!c.bombard;
  // 11.3 (rules version 6): the non-initiative player's artillery named with its card joins now the cards
  // have given it a role (never in a bombardment, 11.4.5)
  const support = bombard
    ? []
    : firingSupport(
        s,
        nip,
        nip === attacker ? 'attacker' : 'defender',
        meeting,
        troops(ip).map((id) => s.units[id].hex!),
      );
  if (support.length) {
    c.enemy = [...c.enemy, ...support];
    for (const id of support) if (!s.fought.includes(id)) s.fought.push(id);
    const t3 = (c.support?.[nip]?.triple ?? []).filter((id) => support.includes(id));
    if (t3.length) c.triple = [...(c.triple ?? []), ...t3];
  }
  const triple = new Set(c.triple ?? []);
  /** 11.1.9: AF attacking (both sides in a meeting engagement, 11.3.2), DF defending, ×3 in triple fire */
  const artFire = (side: SideId): number =>
    sideUnits(side)
      .filter((id) => isArt(s, id))
      .reduce(
        (a, id) =>
          a + ((side === attacker || meeting ? face(s, id).af : face(s, id).df) ?? 0) * (triple.has(id) ? 3 : 1),
        0,
      );
  const defHexes = [...new Set(troops(defender).map((id) => s.units[id].hex!))];
  const attHexes = [...new Set(troops(attacker).map((id) => s.units[id].hex!))];
  const encircled = v5 && !bombard && defHexes.length === 1 && isEncircled(s, defHexes[0], attacker);
  // 9.7.7 (AMB-53): across straits only, each strait hexside lets two units of each side count
  const straits = v5 && !meeting && !bombard ? straitFront(s, attHexes, defHexes) : null;
  const counted = (side: SideId, ids: string[]): string[] => {
    if (!straits) return ids;
    const str = (id: string) => face(s, id).str ?? 0;
    // rules version 7: the units the side named count first (9.7.7)
    const rank = countRank(s, side);
    const pick = (from: string[], n: number) =>
      [...from].sort((a, b) => rank(a) - rank(b) || str(b) - str(a) || (a < b ? -1 : 1)).slice(0, n);
    if (side === defender)
      return [
        ...ids.filter((id) => isArt(s, id)),
        ...pick(
          ids.filter((id) => !isArt(s, id)),
          2 * straits.size,
        ),
      ];
    return [
      ...ids.filter((id) => isArt(s, id)),
      ...attHexes.flatMap((h) =>
        pick(
          ids.filter((id) => !isArt(s, id) && s.units[id].hex === h),
          2 * defHexes.filter((d) => mi.board.adjacent(h, d)).length,
        ),
      ),
    ];
  };
  const strength = (side: SideId): number => {
    const ids = counted(side, sideUnits(side));
    const opp = troops(enemyOf(side));
    const againstInf = opp.some((id) => unitDef(s, id).type === 'inf');
    // 5.3.2: a rail-loaded unit fights at half strength, rounded up
    const str = (id: string): number => {
      const v = face(s, id).str ?? 0;
      return s.units[id].rail ? Math.ceil(v / 2) : v;
    };
    const inf = ids.filter((id) => unitDef(s, id).type === 'inf').reduce((a, id) => a + str(id), 0);
    const cavS = ids.filter((id) => unitDef(s, id).type === 'cav').map(str);
    const cav = againstInf ? cavalryAgainstInfantry(cavS) : cavS.reduce((a, b) => a + b, 0);
    // 9.2.2 (AMB-22, AMB-24): an encircled defender doubles the attacking infantry and cavalry
    const ring = side === attacker && encircled ? 2 : 1;
    return (inf + cav) * ring + artFire(side);
  };
  let def = strength(defender);
  const fort = defHexes.length === 1 ? mi.forts.get(defHexes[0]) : undefined;
  const fortLevel = fort ? (s.forts[fort.hex] ?? 0) : 2;
  const fortified = !meeting && !!fort && fort.side === defender && fortLevel < 2;
  if (fortified) {
    const through = attHexes.every((h) => fort!.fortified.includes(h));
    const unitsStr = def - artFire(defender);
    def = fortDefence({
      units: unitsStr,
      own: fort!.manned ?? 0,
      level: fortLevel as 0 | 1,
      throughFortified: through,
      artillery: def - unitsStr,
    });
  }
  const att = strength(attacker);
  const pos = position(s);
  const hqBullets = (side: SideId): number => {
    // AMB-29: a bombardment takes its artillery's corps HQ shift
    const ids = bombard && side === attacker ? sideUnits(side) : troops(side);
    const line = {
      enemyOccupied: pos.occupied[enemyOf(side)],
      enemyZoc: pos.zoc[enemyOf(side)],
      friendly: pos.units[side],
    };
    return Math.max(
      0,
      ...Object.keys(s.hqs)
        .filter(
          // 5.3.3: a loaded HQ gives no shift
          (h) =>
            s.hqs[h].hex &&
            !s.hqs[h].rail &&
            sideOf(s, h) === side &&
            hqDef(s, h).kind === 'corps' &&
            s.hqs[h].order === 'march',
        )
        .map((h) => {
          const reach = commandReach(mi, line, s.hqs[h].hex!, hqDef(s, h).range[0]);
          return ids.some((id) => unitDef(s, id).corps === hqDef(s, h).corps && reach.has(s.units[id].hex!))
            ? hqDef(s, h).bullets
            : 0;
        }),
    );
  };
  const T_ = packOf(s).tables;
  const brigades = packOf(s).forces.units.map((u) => ({
    id: u.id,
    division: u.division,
    eliminated: !!s.units[u.id]?.eliminated,
  }));
  // AMB-29: a bombardment's river, wire and entrenchment count only when every firing artillery is adjacent
  const front = bombard ? [...new Set(sideUnits(attacker).map((id) => s.units[id].hex!))] : attHexes;
  const across = front.every((a) => defHexes.some((d) => mi.board.adjacent(a, d)));
  const rivers = (across ? front : []).flatMap((a) =>
    defHexes.filter((d) => mi.board.adjacent(a, d)).map((d) => mi.side(a, d).river),
  );
  const riverValue =
    rivers.length && rivers.every((r) => r) ? Math.min(...rivers.map((r) => T_.terrain.rivers[r!].combat)) : 0;
  const wire =
    across && front.every((a) => defHexes.filter((d) => mi.board.adjacent(a, d)).every((d) => mi.side(a, d).wire));
  const shifts = columnShifts(T_, {
    kind: meeting ? 'meeting' : 'combat',
    attackHexes: bombard ? 0 : attHexes.length,
    attackerAssault: cards[attacker] === 'assault',
    defenderAssault: cards[defender] === 'assault',
    terrain: Math.min(...defHexes.map((h) => mi.hexCombat(h))),
    river: riverValue,
    // 12.1.7–12.1.8: for a DEFEND card, when every attacker comes across an effective edge
    entrenched:
      !meeting &&
      defHexes.every((h) =>
        s.entrenchments.some(
          (e) =>
            e.hex === h &&
            entrenchmentHolds(
              mi,
              h,
              e.edges,
              front.filter((a) => mi.board.adjacent(a, h)),
            ),
        ),
      ) &&
      across,
    fortified,
    wire: !meeting && wire,
    attackerHq: hqBullets(attacker),
    defenderHq: hqBullets(defender),
    attackerDivisions: concentratedDivisions(
      troops(attacker),
      brigades.filter((b) => sideOf(s, b.id) === attacker),
    ).length,
    defenderDivisions: concentratedDivisions(
      troops(defender),
      brigades.filter((b) => sideOf(s, b.id) === defender),
    ).length,
  });
  const ratio = ratioColumn(att, def);
  // 11.1.5–11.1.6 (rules version 7, AMB-34a): the guns' supply is judged as the combat is resolved
  const unsupplied = unsuppliedGuns(s, [attacker, defender], (side) => sideUnits(side).filter((id) => isArt(s, id)));
  const col = crtColumn(T_, ratio, totalShift(shifts));
  const r = roll();
  dice.push(r);
  const res = crtResult(T_, col, r, {
    attacker: cards[attacker] === 'assault',
    defender: cards[defender] === 'assault',
  });
  t.events.push(
    event(
      'crt',
      {
        attacker,
        attack: att,
        defence: def,
        ratio,
        shifts,
        column: T_.crt.columns[col],
        result: `${res.a}/${res.d}`,
        ...(encircled ? { encircled } : {}),
        ...(straits ? { straits: straits.size } : {}),
        ...(support.length ? { support } : {}),
      },
      { rule: meeting ? '9.3.7' : '9.1.9', dice },
    ),
  );
  const inCombat = [...c.own, ...c.enemy];
  for (const id of troops(attacker)) loseEp(s, id, res.a, '9.4', t.events);
  shareLoss(s, attHexes, res.a, inCombat, t.events);
  // 9.5 (rules version 5): a DEFEND card with `flee` trades hexes of flight for EP of the loss
  const fleeing = !meeting && cards[defender] === 'defend' && res.d > 0 ? (c.flee?.[defender] ?? 0) : 0;
  const fled = fleeing > 0 && flee(t, troops(defender), Math.min(fleeing, res.d), res.d);
  if (!fled) {
    for (const id of troops(defender)) loseEp(s, id, res.d, '9.4', t.events);
    shareLoss(s, defHexes, res.d, inCombat, t.events);
  } else s.record[attacker].flightsForced += 1;
  for (const side of [attacker, defender])
    for (const id of sideUnits(side).filter((id) => isArt(s, id)))
      loseEp(
        s,
        id,
        ammunitionLoss(side, !unsupplied.has(id), triple.has(id)),
        triple.has(id) ? '11.1.9' : '11.1.5',
        t.events,
      );
  if (fortified && !fled && troops(defender).some((id) => s.units[id].hex))
    s.forts[fort!.hex] = fortAfterCombat(fortLevel as 0 | 1, res.d);
  if (meeting) {
    // 9.3.7: who gives way — the lower d6 + highest surviving EFF withdraws one hex (flight rules, AMB-27)
    // (rules version 11: the winner enters the hexes the loser left)
    meetingWithdrawal(
      t,
      ip,
      (side) => troops(side).filter((id) => s.units[id].hex),
      eff,
      inCombat,
      (side) => (side === attacker ? attHexes : defHexes),
    );
  } else if (!bombard && (fled || troops(defender).every((id) => !s.units[id].hex))) {
    pursue(t, attacker, troops(attacker), defHexes[0], fort);
  }
  s.combat = null;
};
