import { describe, expect, it } from 'vitest';
import type { OrderChoice } from '../../core/contract.js';
import { evalAttack } from './combat.js';
import { boardOf } from './ctx.js';
import owc from './index.js';
import { corps, division, fixtureMap, fixturePosition } from './testkit.js';

const map = (o: Parameters<typeof fixtureMap>[0] extends infer T ? Partial<T> : never = {}) =>
  fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 14, ...o });
const auto = { allies: { retreat: 'auto', delay: 'never' }, russians: { retreat: 'auto', delay: 'never' } };

describe('attack targets carry their chance breakdown (TargetOption.modifiers, v3)', () => {
  // TC-15's position: I Corps (clear) and XIII Corps (marsh) may attack 35 DPRez in forest
  const s = fixturePosition(map({ terrain: { '1313': 'forest', '1214': 'marsh' } }), {
    phasing: 'russians',
    standing: auto,
    units: [...corps('i russians 1314, xiii russians 1214'), division('35', 'allies', '1313', { nat: 'DE', r: 10 })],
  });
  const choice = (id: string): OrderChoice => owc.view(s, 'russians').options.choices.find((c) => c.id === id)!;

  it('7.4.1, 7.4.3: XIII alone from the marsh into the forest: table, −1 forest, −1 attacker in very difficult terrain', () => {
    const t = choice('attacker-xiii').targets!.find((x) => x.cell === '1313')!;
    const e = evalAttack(boardOf(s), '1313', ['xiii'], false);
    expect(t.modifiers).toEqual([
      { label: { pl: `tabela ${e.a}:${e.d}`, en: `table ${e.a}:${e.d}` }, value: e.base, rule: '7.3' },
      { label: { pl: 'cel w terenie trudnym', en: 'target in difficult terrain' }, value: -1, rule: '7.4.1' },
      {
        label: {
          pl: 'położenie atakujących: atakujący w terenie bardzo trudnym',
          en: "attackers' position: attacker in very difficult terrain",
        },
        value: -1,
        rule: '7.4.3',
      },
    ]);
    expect(t.modifiers!.reduce((a, m) => a + m.value, 0)).toBe(e.chance);
  });

  it('7.4.1: I Corps from clear terrain has the forest line only', () => {
    const t = choice('attacker-i').targets!.find((x) => x.cell === '1313')!;
    expect(t.modifiers!.map((m) => m.rule)).toEqual(['7.3', '7.4.1']);
    expect(t.modifiers!.reduce((a, m) => a + m.value, 0)).toBe(evalAttack(boardOf(s), '1313', ['i'], false).chance);
  });
});
