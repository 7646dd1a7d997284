/**
 * The draft check returns each legal target's cost and modifier breakdown (v3), and says when the
 * draft so far reaches a halt. Judged by the route's pure part on real modules.
 */
import { describe, expect, it } from 'vitest';
import { judgeDraft } from '../../functions/api/routes/draft.js';
import type { OptionsView } from '../../rules/core/contract.js';
import { FixedDice } from '../../rules/core/dice.js';
import owc from '../../rules/games/ostatnia-wojna-cesarzy/index.js';
import { division, fixtureMap, position, unit } from '../../rules/games/ostatnia-wojna-cesarzy/testkit.js';
import wojna from '../../rules/games/wojna-o-niepodleglosc/index.js';
import { encircledOpen } from '../../rules/games/wojna-o-niepodleglosc/testkit.js';
import { duelV3 as duel } from '../fixture/duel.js';

describe('draft check: breakdown and halts (v3)', () => {
  it('7.4.1: OWC attack targets come back with their chance modifiers', () => {
    const s = position({
      map: fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 14, terrain: { '1313': 'forest', '1214': 'marsh' } }),
      area: null,
      phasing: 'russians',
      standing: { allies: { retreat: 'auto', delay: 'never' }, russians: { retreat: 'auto', delay: 'never' } },
      units: [
        unit('i', 'russians', '1314'),
        unit('xiii', 'russians', '1214'),
        division('35', 'allies', '1313', { nat: 'DE', r: 10 }),
      ],
    });
    const options = owc.view(s, 'russians').options as OptionsView;
    const answer = judgeDraft(owc, s, 'russians', [], options, ['attacker-xiii', 'attacker-i']);
    expect(answer.legal).toEqual(['attacker-xiii', 'attacker-i']);
    const xiii = answer.breakdown?.['attacker-xiii'];
    expect(xiii).toHaveLength(1);
    expect(xiii![0].modifiers!.map((m) => [m.rule, m.value])).toEqual([
      ['7.3', expect.any(Number)],
      ['7.4.1', -1],
      ['7.4.3', -1],
    ]);
    expect(answer.breakdown!['attacker-i'][0].modifiers!.map((m) => m.rule)).toEqual(['7.3', '7.4.1']);
  });

  it('14.11–13: a Wojna attack button comes back with its odds and modifiers (d10 +9 at 9:4)', () => {
    const s = encircledOpen();
    const side = s.awaiting!.side;
    const options = wojna.view(s, side).options as OptionsView;
    const answer = judgeDraft(wojna, s, side, [], options, ['attack:1004']);
    expect(answer.legal).toEqual(['attack:1004']);
    expect(answer.breakdown!['attack:1004']).toHaveLength(1);
    const [line] = answer.breakdown!['attack:1004'];
    expect(line.i).toBeUndefined();
    expect(line.modifiers!.map((m) => [m.rule, m.value])).toEqual([
      ['14.11', 2],
      ['14.13', 1],
      ['14.13', 1],
      ['14.13', 1],
      ['14.13', 4],
    ]);
  });

  it('3: a draft whose first bid resolves the round reports the halt', () => {
    const s0 = duel.setup('first-to-3', {}, new FixedDice([1, 2]));
    const r = duel.apply(s0, 'red', { orders: [{ type: 'bid', value: 2 }] }, new FixedDice([]));
    if (!r.ok) throw new Error(r.error.message);
    const answer = judgeDraft(
      duel,
      r.state,
      'blue',
      [
        { type: 'bid', value: 1 },
        { type: 'bid', value: 2 },
      ],
      { ...duel.view(r.state, 'blue').options, maxOrders: 3 },
    );
    expect(answer).toMatchObject({ ok: true, usedDice: true, halted: { at: 1, rule: '3' } });
  });
});
