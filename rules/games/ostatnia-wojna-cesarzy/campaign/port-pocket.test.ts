import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/contract.js';
import { attackBreakdown } from '../attack-breakdown.js';
import { evalAttack } from '../combat.js';
import { boardOf } from '../ctx.js';
import owc from '../index.js';
import { check } from '../phases/checks.js';
import { boardView } from '../view-board.js';
import type { OwcState } from '../state.js';
import { AUTO, atk, ofType, play } from '../testkit.js';
import { seaSupplied, unitEncircled } from './port-pocket.js';

/**
 * 38.1 (TC-13) on scenario D's whole map: two German corps in 1211 beside Królewiec (1210, a Baltic
 * port on the card), Russians on 1110, 1309, 1310, 1111, 1112 and 1212. Their pocket is 1211, 1311 and
 * 1210; Królewiec stays open while the Russians do not hold both 1209 and 1309 (38.2, AMB-35), nor 1108.
 */
const RING = {
  '1110': 'ru-gren',
  '1309': 'ru-xiv',
  '1310': 'ru-xvi',
  '1111': 'ru-xix',
  '1112': 'ru-v',
  '1212': 'ru-xvii',
};
const at = (
  o: {
    blocked?: boolean;
    control?: Record<string, string>;
    phasing?: 'allies' | 'russians';
    phase?: string;
    version?: number;
    dice?: number[];
  } = {},
): OwcState =>
  owc.setup(
    'D',
    {
      position: {
        standing: { allies: { ...AUTO.allies, rally: 'none' }, russians: { ...AUTO.russians, rally: 'none' } },
        phasing: o.phasing ?? 'russians',
        phase: o.phase ?? 'attack',
        ...(o.control ? { control: o.control } : {}),
        units: [
          { id: 'ah-i', hex: '3409' },
          { id: 'de-xvii', hex: '1211' },
          { id: 'de-i-res', hex: '1211' },
          ...Object.entries(RING).map(([hex, id]) => ({ id, hex })),
          ...(o.blocked ? [{ id: 'ru-xxv', hex: '1209' }] : []),
        ],
      },
    },
    new FixedDice(o.dice ?? []),
    o.version ? { rulesVersion: o.version } : undefined,
  );

describe('38.1: German units in a pocket with a usable Baltic port (TC-13)', () => {
  it('TC-13: the corps in 1211 are in a pocket with Królewiec open: not encircled; Russians on 1209 and 1309 close it (38.2): encircled', () => {
    const b = boardOf(at());
    expect(seaSupplied(b, '1211', 'allies')).toBe(true);
    expect(unitEncircled(b, 'de-xvii')).toBe(false);
    const shut = boardOf(at({ blocked: true }));
    expect(seaSupplied(shut, '1211', 'allies')).toBe(false);
    expect(unitEncircled(shut, 'de-xvii')).toBe(true);
    // before rules version 6 the pocket is an ordinary one
    expect(unitEncircled(boardOf(at({ version: 5 })), 'de-xvii')).toBe(true);
  });
  it('TC-13, 38.1: an attack on them gets +1 instead of 7.4.5 +2 (chance 6 + 1 − 2 − 3 = 2; closed port: 3)', () => {
    const attack = (s: OwcState) => evalAttack(boardOf(s), '1211', ['ru-v', 'ru-xvii'], false);
    const open = attack(at());
    expect(open.mods).toContainEqual({ rule: '38.1', value: 1, what: 'port-pocket' });
    expect(open.mods.some((m) => m.rule === '7.4.5')).toBe(false);
    expect(open.chance).toBe(2);
    expect(attackBreakdown(open).find((l) => l.rule === '38.1')?.label.en).toBe('pocket with a Baltic port (38.1)');
    const shut = attack(at({ blocked: true }));
    expect(shut.mods).toContainEqual({ rule: '7.4.5', value: 2, what: 'defender-encircled' });
    expect(shut.chance).toBe(3);
    expect(attack(at({ version: 5 })).chance).toBe(3);
  });
  it('TC-13, 38.1: their own attacks −1, as a per-unit modifier (7.4.3: minor river −1, uncommanded −2, port pocket −1)', () => {
    const attack = (s: OwcState) => evalAttack(boardOf(s), '1212', ['de-xvii', 'de-i-res'], false);
    expect(attack(at()).mods).toContainEqual({
      rule: '7.4.3',
      value: -4,
      what: 'attackers-position:minor-river+uncommanded+port-pocket',
    });
    expect(attack(at({ blocked: true })).mods).toContainEqual({
      rule: '7.4.3',
      value: -3,
      what: 'attackers-position:minor-river+uncommanded',
    });
  });
  it('TC-13, 38.1: their resilience checks −1 (R 10: a roll of 10 fails)', () => {
    const s = at();
    const out: GameEvent[] = [];
    expect(check(s, 'de-xvii', [], new FixedDice([10]), out, 'test')).toBe(false);
    expect(out[0].data).toMatchObject({ r: 10, mods: [{ rule: '38.1', value: -1 }], target: 9, roll: 10 });
    const shut: GameEvent[] = [];
    expect(check(at({ blocked: true }), 'de-xvii', [], new FixedDice([10]), shut, 'test')).toBe(true);
    expect(shut[0].data).toMatchObject({ mods: [], target: 10 });
  });
  it('TC-13, 8.7: no breakout check for them at the end of the German turn; with Królewiec closed, a roll of 12 capitulates both', () => {
    const end = (s: OwcState, dice: number[]) => play(s, 'allies', [{ type: 'end-phase' }], dice);
    const open = end(at({ phasing: 'allies', phase: 'repeat' }), []);
    expect(open.state.phasing).toBe('russians');
    expect(ofType(open.events, 'check')).toEqual([]);
    expect(open.state.units['de-xvii']).toMatchObject({ where: 'map', hex: '1211', broken: false });
    const shut = end(at({ phasing: 'allies', phase: 'repeat', blocked: true }), [12]);
    expect(ofType(shut.events, 'check')).toMatchObject([{ unit: 'de-i-res', target: 6, roll: 12, why: 'breakout' }]);
    expect(shut.state.units['de-xvii'].where).toBe('dead');
    expect(shut.state.units['de-i-res'].where).toBe('dead');
  });
  it('TC-13, 9.5: retreating from the port pocket they take no −1 for starting encircled', () => {
    const r = play(at(), 'russians', [atk('1211', ['ru-v', 'ru-xvii'])], [1, 12, 12]);
    const [first] = ofType(r.events, 'retreat');
    expect(first.parts.some((p: { rule: string }) => p.rule === '9.5')).toBe(false);
    const v5 = play(at({ version: 5 }), 'russians', [atk('1211', ['ru-v', 'ru-xvii'])], [1, 12, 12, 12]);
    expect(ofType(v5.events, 'retreat')[0].parts).toContainEqual({ rule: '9.5', value: -1 });
  });
  it('TC-13, views: the board shows no encirclement for them; the same units with Pilawa (1108) Russian, Królewiec closed (38.2): encircled', () => {
    const marked = (s: OwcState) =>
      (boardView(s).overlays ?? []).find((o) => o.kind === 'encircled-allies')?.cells ?? [];
    expect(marked(at())).toEqual([]);
    expect(marked(at({ control: { '1108': 'russians' } }))).toEqual(['1211']);
    expect(marked(at({ version: 5 }))).toEqual(['1211']);
  });
});
