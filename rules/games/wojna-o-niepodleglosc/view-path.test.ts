import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import type { TargetOption } from '../../core/contract.js';
import { text } from '../../core/text.js';
import wojna from './index.js';
import { board, d10s, ok, turnTwo } from './testkit.js';
import { pathTarget } from './view-path.js';

/**
 * The view words what a reaction or retreat path costs in dice (view-path.ts). Exercise map: Kommunar
 * (opposing train) on 0608, on the railway along row 08; 1 pp Leg. on 0408, two hexes west of it on the
 * rail; the Polish armoured car moves 0808 → 0708 beside the train, and its owner's reaction policy is `ask`.
 */
const asked = (rulesVersion?: number) => {
  const s = turnTwo({ 'op-train': '0608', 'pl-1pp': '0408', 'pl-ac': '0808' }, rulesVersion);
  s.policies!.opposing.reaction = 'ask';
  return ok(
    wojna.apply(
      s,
      'polish',
      { orders: [{ type: 'move', piece: 'pl-ac', path: ['0808', '0708'] }] },
      new FixedDice(d10s(0)),
    ),
  );
};
const targets = (rulesVersion?: number): TargetOption[] =>
  wojna.view(asked(rulesVersion), 'opposing').options.choices.find((c) => c.id === 'react:0608')?.targets ?? [];

describe('14.28 in the view: which hexes of a reaction cost a roll', () => {
  it('13.11, 14.28: the reaction to 0108 (5 hexes) names 0408, where 1 pp Leg. stands, as a pass roll, and its two ZOC tests', () => {
    const t = targets().find((x) => x.cell === '0108')!;
    expect(t.path).toEqual(['0608', '0508', '0408', '0308', '0208', '0108']);
    expect(t.cost).toBe(5);
    expect(t.label).toEqual({
      pl: 'Reakcja z 0608 do 0108 — test morale w strefie kontroli (13.16): 0508, 0308; rzut za przejazd przez wroga (14.28, 6–9 niszczy pociąg): 0408',
      en: 'React from 0608 to 0108 — ZOC morale test (13.16): 0508, 0308; pass roll through the enemy (14.28, 6–9 destroys the train): 0408',
    });
  });
  it('13.11: 1 hex to 0508 costs a ZOC test and no pass roll; 3–5 hexes all pass 0408 (2 would end on it, AMB-55)', () => {
    const all = targets();
    expect(all.map((t) => [t.cell, t.cost])).toEqual([
      ['0508', 1],
      ['0308', 3],
      ['0208', 4],
      ['0108', 5],
    ]);
    expect(all[0].label?.en).toBe('React from 0608 to 0508 — ZOC morale test (13.16): 0508');
    for (const t of all.slice(1)) expect(t.label?.en).toContain('(14.28, 6–9 destroys the train): 0408');
  });
  it('version 8: no way along the rail past 0408, so only 0508 is offered, with no pass roll', () => {
    expect(targets(8).map((t) => [t.cell, t.label?.en])).toEqual([
      ['0508', 'React from 0608 to 0508 — ZOC morale test (13.16): 0508'],
    ]);
  });
});

describe('14.29 in the view: a ship’s retreat past the enemy', () => {
  const c = board({ 'pl-ship': '0806' });
  const base = text('Droga odwrotu', 'Retreat path');
  it('14.29: a ship passing 0705 and 0605 costs a d10 for each (6–9 loses a level); no ZOC test (16.2)', () => {
    const t = pathTarget(
      c,
      base,
      ['pl-ship'],
      { path: ['0806', '0706', '0606'], priority: 1, zocHexes: [], passes: ['0705', '0605'] },
      {},
    );
    expect(t.label?.en).toBe('Retreat path to 0606 — pass roll past the enemy (14.29, 6–9 loses a level): 0705, 0605');
    expect(t.cost).toBeUndefined();
  });
  it('13.12: a reaction before rules version 9 rolls no pass, so the same path keeps the choice’s own label', () => {
    const p = { path: ['0806', '0706'], priority: 1 as const, zocHexes: [], passes: ['0705'] };
    expect(pathTarget(c, base, ['pl-ship'], p, {}, { rolled: false }).label).toBeUndefined();
  });
});
