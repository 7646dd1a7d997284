import type { OrderChoice } from '../../../core/contract.js';
import { unitW } from '../cow.js';
import type { Placed, Turn } from '../../../core/runner.js';
import { text, type Text } from '../../../core/text.js';
import { only } from '../../../core/runner.js';
import { boardOf, sideOf, unitsAt } from '../ctx.js';
import { ev, evFor, fail } from '../events.js';
import { STACK } from '../movement.js';
import type { OwcOrder } from '../orders.js';
import { patrolsInBox } from '../patrols.js';
import type { SideId } from '../schema.js';
import type { OwcState } from '../state.js';

/**
 * C.2: before the first player-turn the screen's owner sets up his screen cavalry freely on the
 * scenario's screen hexes, and may set patrols from his box there (face down). One batch of
 * `screen` orders (a unit left out stays on the set-up hex the data gives it), or `pass`.
 */
export const playScreen = (t: Turn<OwcState>, orders: Placed<OwcOrder>[]): void => {
  const s = t.s;
  const me = t.side as SideId;
  const sc = s.screen!;
  only(orders, ['screen', 'pass'], 'C.2');
  const box = patrolsInBox(s, me);
  const moved = new Set<string>();
  for (const { o, i } of orders) {
    if (o.type !== 'screen') continue;
    const at = `orders[${i}]`;
    if (!sc.hexes.includes(o.hex))
      fail('C.2', 'screen-hex', `${o.hex} is not a screen hex`, `${at}.hex`, { hex: o.hex });
    if (moved.has(o.unit)) fail('C.2', 'twice', `${o.unit} placed twice`, `${at}.unit`);
    moved.add(o.unit);
    if (sc.units.includes(o.unit)) {
      unitW(s, o.unit).hex = o.hex;
      t.events.push(ev('screen', { unit: o.unit, hex: o.hex }, 'C.2'));
    } else if (box.includes(o.unit)) {
      s.units[o.unit] = { id: o.unit, where: 'map', hex: o.hex, broken: false, concealed: true };
      t.events.push(evFor('patrol-placed', { unit: o.unit, hex: o.hex }, me, 'C.2'));
    } else fail('C.2', 'not-screen', `${o.unit} is neither a screen unit nor a patrol in your box`, `${at}.unit`);
  }
  const b = boardOf(s);
  for (const h of sc.hexes) {
    const ids = unitsAt(b, h);
    if (ids.length > STACK) fail('5.3', 'stacking', `${h} would hold ${ids.length} units`, 'orders');
    if (ids.some((u) => sideOf(s, u) !== me)) fail('C.2', 'enemy', `an enemy unit stands in ${h}`, 'orders');
  }
  delete s.screen;
};

/** C.2 in the view: each screen unit and each patrol in the box, with the screen hexes free of the enemy */
export const screenChoices = (s: OwcState, name: (id: string) => Text): OrderChoice[] => {
  const sc = s.screen;
  if (!sc) return [];
  const b = boardOf(s);
  const hexes = sc.hexes.filter((h) => !unitsAt(b, h).some((u) => sideOf(s, u) !== sc.side));
  const pieces = [...sc.units, ...patrolsInBox(s, sc.side)];
  return pieces.map((id) => ({
    id: `screen-${id}`,
    ...(s.units[id].where === 'map' ? { piece: id } : {}),
    label: text(`Ekran: ${name(id).pl}`, `Screen: ${name(id).en}`),
    targets: hexes.map((cell) => ({ cell, order: { type: 'screen', unit: id, hex: cell } })),
  }));
};

/** C.2 for the random player: a few pieces on random screen hexes, each kept only if stacking allows */
export const randomScreen = (s: OwcState, roll: (n: number) => number): OwcOrder[] => {
  const out: OwcOrder[] = [];
  for (const c of screenChoices(s, (id) => text(id))) {
    if (!c.targets?.length || roll(2) === 1) continue;
    const o = c.targets[roll(c.targets.length) - 1].order as OwcOrder;
    const trial = [...out, o];
    const count = new Map<string, number>();
    const b = boardOf(s);
    for (const h of s.screen!.hexes)
      count.set(h, unitsAt(b, h).filter((u) => !trial.some((x) => x.type === 'screen' && x.unit === u)).length);
    for (const x of trial) if (x.type === 'screen') count.set(x.hex, (count.get(x.hex) ?? 0) + 1);
    if ([...count.values()].every((n) => n <= STACK)) out.push(o);
  }
  return out.length ? out : [{ type: 'pass' }];
};
