import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import owc, { createOwc } from './index.js';
import { PACK } from './pack.js';
import { clubPack } from './testkit.js';
import type { OwcOrder } from './orders.js';
import { balkanUnits, seatProblem } from './seats.js';

/** F.5 reads the Balkan pools from the Campaign card of the game's pack, a club's edited card included */

describe('F.5 Balkan pools from the club’s card', () => {
  it('F.5 the first units of pools 5 and 6 swapped on a club card: the German may call the one from 6, not the one from 5', () => {
    const pools = PACK.campaign!.pools;
    const moved = pools.find((p) => p.n === 6)!.units[0];
    const other = pools.find((p) => p.n === 5)!.units[0];
    const club = clubPack('club-balkans', (p) => {
      const card = p.campaign!;
      const swap = (x: (typeof card.pools)[number], from: string, to: string) => ({
        ...x,
        units: x.units.map((u) => (u === from ? to : u)),
      });
      card.pools = card.pools.map((x) => (x.n === 6 ? swap(x, moved, other) : x.n === 5 ? swap(x, other, moved) : x));
    });
    const ours = owc.setup('F', {}, new FixedDice([]));
    const theirs = createOwc(club).setup('F', {}, new FixedDice([]));
    expect(balkanUnits(ours)).toContain(moved);
    expect(balkanUnits(theirs)).not.toContain(moved);
    const call: OwcOrder = { type: 'call', units: [moved], hex: '3409' };
    expect(seatProblem(ours, 'germans', call, 'orders[0]')).toMatchObject({ rule: 'F.5', code: 'balkan-pools' });
    expect(seatProblem(theirs, 'germans', call, 'orders[0]')).toBeNull();
    const back: OwcOrder = { type: 'call', units: [other], hex: '3409' };
    expect(seatProblem(ours, 'germans', back, 'orders[0]')).toBeNull();
    expect(seatProblem(theirs, 'germans', back, 'orders[0]')).toMatchObject({ rule: 'F.5', code: 'balkan-pools' });
  });
});
