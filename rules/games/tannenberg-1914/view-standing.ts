import type { StandingOption } from '../../core/contract.js';
import { text, type Text } from '../../core/text.js';
import { hqDef, mapOf, unitDef, type Position } from './ctx.js';
import { checkFlight } from './flight.js';
import { flightEnds } from './phases/own-choices.js';
import {
  AUTO,
  ESCAPE_HEXES,
  STACK,
  displacementHexes,
  leftBehindOn,
  pathValue,
  standingOn,
} from './phases/standing.js';
import { enemyOf } from './pieces.js';
import type { SideId } from './schema.js';
import type { Standing, TbState } from './state.js';

/** how near an enemy piece must be for a lone gun or HQ to be offered a choice: a cavalry move (MA 7) and a hex */
const NEAR = 8;
type Value = { value: string; label: Text };

/**
 * Rules version 8: the standing choices a side may set at any time (phases/standing.ts), for its lone guns
 * and HQs with an enemy piece within 8 hexes: each gun's escape path by each allowed end hex, when there are
 * several (11.1.8); each HQ's displacement hex among the nearest, when they tie (13.1.5). Rules version 9:
 * an HQ standing with troops too, which its stack may leave behind in a flight (11.5.3): `stack` (the hex the
 * stack flees to) and the nearest hexes now; a gun standing with troops, its escape paths by end hex (taken when
 * the stack flees and the DEFEND card names no path, 11.5.3). `auto` keeps the automatic choice. A choice set earlier shows as
 * the current value even when it is no longer allowed where the piece stands, with the reason in its label
 * (it is taken again at a contact if it is allowed by then; it lapses once the piece leaves its hex).
 */
export const standingOptions = (s: TbState, side: SideId, pos: Position): StandingOption[] => {
  if (!standingOn(s)) return [];
  const mi = mapOf(s);
  const enemies = pos.pieces.filter((x) => x.side !== side).map((x) => x.hex);
  const nearEnemy = (hex: string): boolean => enemies.some((e) => mi.board.distance(hex, e) <= NEAR);
  const set = new Map((s.standing ?? []).filter((x) => x.side === side).map((x) => [x.piece, x]));
  const enemy = enemyOf(side);
  const ctx = { enemyZoc: pos.zoc[enemy], enemyOccupied: pos.occupied[enemy], friendly: pos.units[side] };
  const auto = { value: AUTO, label: text('automatycznie', 'automatic') };
  const out: StandingOption[] = [];
  /** the option with the choice set for `id` as its current value, listed with why when it no longer applies */
  const option = (key: string, label: Text, id: string, offered: Value[], stale: (x: Standing) => Value): void => {
    const x = set.get(id);
    const v = x && pathValue(x.path);
    const values = [auto, ...offered];
    if (x && v && !offered.some((o) => o.value === v)) values.push(stale(x));
    if (values.length > 2 || (x && v)) out.push({ key, label, values, current: x && v ? v : AUTO });
  };
  for (const [id, u] of Object.entries(s.units)) {
    if (!u.hex || u.rail || unitDef(s, id).side !== side || unitDef(s, id).type !== 'art') continue;
    const lone = !pos.troops[side].has(u.hex);
    // rules version 9: a gun with troops, which their flight may leave behind (11.5.3), is offered its path too
    const exposed = nearEnemy(u.hex) && (lone || leftBehindOn(s));
    if (!exposed && !set.has(id)) continue;
    const ends = exposed ? flightEnds(s, side, u.hex, ESCAPE_HEXES, ctx) : [];
    const offered =
      ends.length < 2
        ? []
        : ends.map((p) => ({
            value: pathValue(p.path),
            label: text(`przez ${p.path.join('–')}`, `by ${p.path.join('–')}`),
          }));
    option(
      `escape:${id}`,
      lone
        ? text(`Odskok ${id} z ${u.hex} (11.1.8)`, `Escape of ${id} from ${u.hex} (11.1.8)`)
        : text(
            `Odskok ${id} z ${u.hex}, gdy jego stos ucieknie (11.1.8, 11.5.3; droga z karty ma pierwszeństwo)`,
            `Escape of ${id} from ${u.hex} when its stack flees (11.1.8, 11.5.3; a card's path comes first)`,
          ),
      id,
      offered,
      (x) => {
        const by = x.path.join('–');
        if (x.from !== u.hex) return lapsed(x, by, u.hex!);
        const r = checkFlight(mi, ctx, u.hex!, x.path, ['art'], ESCAPE_HEXES);
        return r.ok
          ? { value: pathValue(x.path), label: text(`przez ${by}`, `by ${by}`) }
          : {
              value: pathValue(x.path),
              label: text(
                `przez ${by}: już niedozwolone (${r.rule}), weźmie automatyczną`,
                `by ${by}: no longer allowed (${r.rule}: ${r.reason}), the automatic one is taken`,
              ),
            };
      },
    );
  }
  for (const [id, h] of Object.entries(s.hqs)) {
    if (!h.hex || h.rail || hqDef(s, id).side !== side) continue;
    const lone = !pos.troops[side].has(h.hex);
    // rules version 9: an HQ with troops, which a flight may leave behind, is offered a choice too
    const exposed = nearEnemy(h.hex) && (lone || leftBehindOn(s));
    if (!exposed && !set.has(id)) continue;
    const near = exposed ? displacementHexes(s, id, h.hex, pos) : [];
    const offered = [
      ...(!lone && exposed
        ? [
            {
              value: STACK,
              label: text('do heksu, do którego ucieka jego stos', 'to the hex its fleeing stack goes to'),
            },
          ]
        : []),
      ...(near.length < 2 && lone ? [] : near.map((x) => ({ value: x, label: text(`do ${x}`, `to ${x}`) }))),
    ];
    option(
      `displace:${id}`,
      text(`Przesunięcie ${id} z ${h.hex} (13.1.5)`, `Displacement of ${id} from ${h.hex} (13.1.5)`),
      id,
      offered,
      (x) => {
        const to = x.path[0];
        if (x.from !== h.hex) return lapsed(x, to, h.hex!);
        if (to === STACK)
          return {
            value: STACK,
            label: text(
              'ze stosem: już nie stoi z oddziałami, weźmie automatyczny',
              'with its stack: it stands with no troops now, the automatic hex is taken',
            ),
          };
        const now = displacementHexes(s, id, h.hex!, pos);
        if (now.includes(to)) return { value: to, label: text(`do ${to}`, `to ${to}`) };
        const list = now.join(', ') || '—';
        return {
          value: to,
          label: text(
            `do ${to}: już nie wśród najbliższych (13.1.5; teraz ${list}), weźmie automatyczny`,
            `to ${to}: no longer among the nearest (13.1.5; now ${list}), the automatic hex is taken`,
          ),
        };
      },
    );
  }
  return out;
};

/** a choice whose piece has left the hex it was set from: it lapses at the end of the movement phase */
const lapsed = (x: Standing, what: string, now: string): Value => ({
  value: pathValue(x.path),
  label: text(
    `${what}: ustawione z ${x.from}, a stoi w ${now}; wygasa z końcem fazy ruchu`,
    `${what}: set from ${x.from}, it now stands in ${now}; it lapses at the end of the movement phase`,
  ),
});
