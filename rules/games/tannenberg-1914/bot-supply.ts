import { hqDef, keptPosition, mapOf, scenarioIn, sideOf, unitDef } from './ctx.js';
import { enemyOf } from './pieces.js';
import type { TbBatch } from './orders.js';
import { supplyCtx } from './phases/supply.js';
import { railChoices } from './view-rail.js';
import type { SideId } from './schema.js';
import { V17, versionOf, type TbState } from './state.js';
import { nearLine, nearNetwork, supplied, supplySources, trainReach } from './supply.js';

/**
 * Where the German bot may go and still be supplied when the game ends (19.3 scores 4 for the Russian for
 * each German unit unsupplied after the last turn; 15.4 costs MA and EP while out of supply). `home`: the
 * hexes within 2 line hexes of the supplied network (15.2.5), traced outward from it now; `back`: how many
 * land steps each hex is from home (every hex of the map the flood reaches). A unit may end a move `slack`
 * steps out, so that the turns left bring it home at LEASH steps a turn (an unsupplied brigade's MA 4 − 1,
 * less a step for terrain and ZOC), keeping one turn in hand: it may be uncommanded that turn (13.3.2) or
 * pushed out by a flight or pursuit; on the last two turns it must stay supplied (50 games: 18 won, 22
 * drawn, 10 lost as German, against 17/11/22 with no turn in hand and 18/18/14 at 3 steps a turn). The
 * Russian, whose trains follow it, has no such leash.
 */
type O = TbBatch['orders'][number];
export interface Leash {
  home: ReadonlySet<string>;
  back: ReadonlyMap<string, number>;
  /** how far from home a unit may end its move this turn */
  slack: number;
  /** the supplied network itself (15.2.7): a unit standing on it stays supplied whatever the enemy's ZOC does */
  net: ReadonlySet<string>;
  /** the last turn: what stands unsupplied after it scores (19.3) */
  last: boolean;
  /** whether unit `id` standing in `h` would be supplied now (15.2.5–15.2.6, its corps HQ's relay included) */
  fed: (id: string, h: string) => boolean;
  /** whether a unit standing in `h` would be supplied with its corps HQ in `hq` (15.2.6) */
  fedVia: (h: string, hq: string) => boolean;
}
export const LEASH = 2;
export const leashOf = (s: TbState, side: SideId): Leash | undefined => {
  if (side !== 'de') return undefined;
  const mi = mapOf(s),
    // no fort counted as a base: 15.1.2 (rules version 13) lets a manned fort supply two units only, and the leash
    // judges each unit alone; a unit fed by a fort heads for the network like an unsupplied one (a corps left by its fort lost
    // game 5029 by 20 VP at the end)
    c = supplyCtx(s, side, keptPosition(s), []);
  const net = trainReach(mi, c, supplySources(mi, c));
  const home = new Set(nearNetwork(mi, c, net).keys());
  if (!home.size) return undefined;
  const back = mi.flood([...home], Infinity, () => true);
  const line = nearLine(mi, c);
  const hqOf = (id: string): string | undefined => {
    const corps = unitDef(s, id).corps;
    const hq = corps ? Object.entries(s.hqs).find(([h]) => hqDef(s, h).corps === corps) : undefined;
    return hq?.[1].hex ?? undefined;
  };
  return {
    home,
    back,
    slack: Math.max(0, scenarioIn(s).turns - s.turn - 1) * LEASH,
    net,
    last: s.turn >= scenarioIn(s).turns,
    fed: (id, h) => supplied(mi, c, net, h, hqOf(id), line),
    fedVia: (h, hq) => supplied(mi, c, net, h, hq, line),
  };
};
/** the steps from `h` home (99 where no land path leads) */
export const stepsHome = (l: Leash, h: string): number => l.back.get(h) ?? 99;

/**
 * 5.1–5.2: a German unit loaded on the train (the XVII Corps arrives so, 17.2) rides to the rail hex at home
 * nearest the enemy yet not next to him (a loaded unit plays DEFEND, 5.3.2), then unloads there.
 */
export const railOrder = (s: TbState, side: SideId, l: Leash, targets: readonly string[]): O | undefined => {
  if (!Object.entries(s.units).some(([id, u]) => u.rail && u.hex && id.startsWith(`${side}-`))) return undefined;
  const mi = mapOf(s);
  const near = (h: string) => Math.min(99, ...targets.map((x) => mi.board.distance(h, x)));
  for (const c of railChoices(s, side, keptPosition(s))) {
    const id = c.piece ?? (c.order as O & { unit?: string }).unit;
    if (!id || !s.units[id]?.rail) continue;
    if (c.id.startsWith('rail-move:')) {
      const here = near(s.units[id].hex!);
      const best = (c.targets ?? [])
        .filter((t) => l.home.has(t.cell) && near(t.cell) >= 3 && near(t.cell) < here - 2)
        .sort((a, b) => near(a.cell) - near(b.cell) || (a.cell < b.cell ? -1 : 1))[0];
      if (best) return best.order as O;
    }
  }
  const unload = railChoices(s, side, keptPosition(s)).find((c) => c.id.startsWith('rail-unload:'));
  return unload?.order as O | undefined;
};

/** what a raid on a lone HQ is worth in a move's score (it outweighs any step toward a goal) */
export const RAID = 20;
/** the hexes of the enemy's HQs standing without his infantry or cavalry (13.1.5: the raid's targets, AMB-21) */
export const loneHqs = (s: TbState, side: SideId): string[] => {
  const p = keptPosition(s),
    enemy = enemyOf(side);
  return (
    Object.entries(s.hqs)
      // rules version 17: an enemy HQ under a masking marker is not the bot's to see (16.2.8)
      .filter(
        ([id, h]) =>
          h.hex &&
          !h.rail &&
          !(h.masked && versionOf(s) >= V17) &&
          sideOf(s, id) === enemy &&
          !p.troops[enemy].has(h.hex),
      )
      .map(([, h]) => h.hex!)
  );
};
/**
 * How far from home `id` may end its move. A unit of no corps (the cavalry division, the Landwehr) moves only when a
 * corps HQ's spare slot or its own check commands it (13.2.6, 13.3.2), which fails about half the time: it stays home.
 */
export const slackOf = (s: TbState, l: Leash, id: string, raid = false): number => {
  const d = unitDef(s, id);
  if (d.corps) return l.slack;
  // ... except to raid an HQ, with two turns in hand (cavalry comes home at 4 steps a turn)
  return raid ? Math.max(0, l.slack / LEASH - 2) * (d.type === 'cav' ? 4 : LEASH) : 0;
};

/**
 * A German unit's move to `cell` on its leash: the score `v` it earned going for its goals, changed, or null when
 * the move is not to be made. A move next to a lone Russian HQ (13.1.5: eliminated on 1–4, 8 VP for a corps HQ, 10
 * for an army's) goes first, within the raid's slack; with no turn left to come back, the rule itself judges
 * (15.2.5–15.2.6): a unit out of supply goes where it is supplied, the others stay supplied, and on the last turn
 * they step onto the network, where the enemy's ZOC cannot cut the line (15.2.4); a unit farther out than the turns
 * left bring home heads home; the others stay within reach of it.
 */
export const leashed = (
  s: TbState,
  l: Leash,
  raid: readonly string[],
  id: string,
  cell: string,
  v: number,
): number | null => {
  const here = s.units[id].hex!;
  const from = stepsHome(l, here),
    to = stepsHome(l, cell),
    slack = slackOf(s, l, id);
  const mi = mapOf(s);
  if (raid.some((h) => mi.board.adjacent(h, cell))) {
    // the raid may go two turns' steps beyond the leash, the turn in hand among them (a corps HQ caught scores 8 on
    // 1–4, an expected 5.3, more than the 4 of a unit left unsupplied; 50 German games: 21/23/6 against 18/25/7 with
    // the turn in hand alone), and on the last turn it is worth it wherever it ends
    const most = l.last ? 99 : slackOf(s, l, id, true) + 2 * LEASH;
    // on the last turn only from or into supply: the unit left out scores 4 for certain, the raid 5.3 on average
    // (also on the turn before: 50 German games 32/8/10 against 33/7/10)
    const lastOk = !l.last || l.fed(id, cell) || !l.fed(id, here);
    // among the hexes next to it, the nearest home, supplied where one is
    if (to <= most && from <= most && lastOk) return v + RAID - to + (l.fed(id, cell) ? 5 : 0);
  }
  if (slack === 0) {
    const fedTo = l.fed(id, cell);
    if (!l.fed(id, here)) return fedTo ? 10 - to : from - to + 1;
    if (!fedTo || (l.last && l.net.has(here))) return null;
    return l.last && l.net.has(cell) ? Math.max(v, 0) + 3 : v;
  }
  if (from > slack) return from - to + 1;
  return to > slack ? null : v;
};

/**
 * 9.6.4, 19.3: on the last turn, whether a German attack with `own` on `enemy` keeps every pursuer supplied in every
 * hex the enemy holds (our default policy pursues with every eligible unit, and each one left unsupplied scores 4);
 * undefined when it does not matter (the Russian, or an earlier turn)
 */
export const lastTurnPursuit = (
  s: TbState,
  side: SideId,
): ((own: readonly string[], enemy: readonly string[]) => boolean) | undefined => {
  if (side !== 'de' || s.turn < scenarioIn(s).turns) return undefined;
  const l = leashOf(s, side);
  if (!l) return undefined;
  const hexOfPiece = (id: string) => s.units[id]?.hex ?? s.hqs[id]?.hex ?? s.markers.find((m) => m.id === id)?.hex;
  return (own, enemy) =>
    enemy.every((e) => {
      const h = hexOfPiece(e);
      return !h || own.every((id) => !s.units[id] || l.fed(id, h));
    });
};

/**
 * 15.2.6 on the last two turns: a German corps HQ moving to `cell` to relay supply to its units that stand out of it
 * (a corps under STOP, 13.3, cannot march them home): how many more of them it would supply there than where it
 * stands, or undefined when none of them is unsupplied
 */
export const relayGain = (s: TbState, l: Leash, hq: string, cell: string): number | undefined => {
  const corps = hqDef(s, hq).corps;
  const from = s.hqs[hq].hex;
  if (!corps || !from || l.slack > 0) return undefined;
  const hexes = Object.entries(s.units)
    .filter(([id, u]) => u.hex && !u.rail && unitDef(s, id).corps === corps)
    .map(([, u]) => u.hex!);
  const fed = (at: string) => hexes.filter((h) => l.fedVia(h, at)).length;
  const now = fed(from);
  return now < hexes.length ? fed(cell) - now : undefined;
};

/**
 * The German on the last turn with no lead (19.3: a track of 0 or more is no win for him): a draw is worth no more
 * to him than a loss, so he fights at even odds; still only where the pursuit keeps him supplied (lastTurnPursuit: a
 * Russian who retreats is followed hex by hex, and each pursuer left out scores 4; 100 German games: 37 won, 7 drawn,
 * 6 lost, against 37/5/8 pursuing wherever it leads)
 */
export const allIn = (s: TbState, side: SideId): boolean =>
  side === 'de' && s.turn >= scenarioIn(s).turns && s.track >= 0;
