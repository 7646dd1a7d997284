import { describe, expect, it } from 'vitest';
import { buildCtx } from './ctx.js';
import {
  checkAttack,
  combatRow,
  defenceStrengthOf,
  encircled,
  modifiers,
  moraleOf,
  oddsModifier,
  type AttackPlan,
} from './combat.js';
import { PACK } from './pack.js';
import { board, counter, packWith, type Placement } from './testkit.js';
import type { Ctx } from './ctx.js';

const mod = (c: Ctx, p: AttackPlan, id: string, side: 'polish' | 'opposing' = 'polish'): number =>
  modifiers(c, side, p).find((m) => m.id === id)?.value ?? 0;

describe('ch. 14 combat — odds (r. 11)', () => {
  it('14.11 (TC-23): 12:5 → +2; 7:2 → +4; 5:12 → −2; 35:3 → +10 (cap); 9:8 → +1; 8:8 → 0 (AMB-15)', () => {
    expect([
      oddsModifier(12, 5),
      oddsModifier(7, 2),
      oddsModifier(5, 12),
      oddsModifier(35, 3),
      oddsModifier(9, 8),
      oddsModifier(8, 8),
    ]).toEqual([2, 4, -2, 10, 1, 0]);
  });
  it('14.11 AMB-15 alternative: 8:8 → +1', () => {
    expect(oddsModifier(8, 8, 'plus-one')).toBe(1);
  });
});

describe('ch. 14 combat — who may attack (r. 6, 9.22, 11.3, 18.9, AMB-44)', () => {
  const base: Placement = { 'pl-1dp': '0803', 'pl-1pp': '0903', 'op-22ps': '1004' };
  it('an adjacent commanded unit may attack; a non-adjacent one may not (10.12)', () => {
    expect(checkAttack(board(base), 'polish', { target: '1004', attackers: ['pl-1pp'] })).toEqual({ ok: true });
    expect(
      checkAttack(board({ ...base, 'pl-5pp': '0802' }), 'polish', { target: '1004', attackers: ['pl-5pp'] }),
    ).toMatchObject({ ok: false, rule: '10.12', at: 'attackers[0]' });
  });
  it('9.22 an uncommanded unit, 18.9 a loaded one cannot attack', () => {
    expect(
      checkAttack(board({ ...base, 'pl-1pp': { hex: '0903', command: 'none' } }), 'polish', {
        target: '1004',
        attackers: ['pl-1pp'],
      }),
    ).toMatchObject({ ok: false, rule: '9.22' });
    expect(
      checkAttack(board({ ...base, 'pl-1pp': { hex: '0903', loadedOn: 'pl-lorry' } }), 'polish', {
        target: '1004',
        attackers: ['pl-1pp'],
      }),
    ).toMatchObject({ ok: false, rule: '18.9' });
  });
  it('14.14 artillery alone cannot attack; at range it supports only within its range; unsupplied never in attack (3.12)', () => {
    const c = board({ ...base, 'pl-1pac': '0904' });
    expect(checkAttack(c, 'polish', { target: '1004', attackers: ['pl-1pac'] })).toMatchObject({
      ok: false,
      rule: '14.14',
    });
    const ranged = board({ ...base, 'pl-1pac': '0802' });
    expect(c.map.distance('0802', '1004')).toBe(3);
    expect(
      checkAttack(ranged, 'polish', { target: '1004', attackers: ['pl-1pp'], artillery: ['pl-1pac'] }),
    ).toMatchObject({ ok: false, rule: '14.14', at: 'artillery[0]' });
    const near = board({ ...base, 'pl-1pac': { hex: '0803', outOfSupply: true } });
    expect(
      checkAttack(near, 'polish', { target: '1004', attackers: ['pl-1pp'], artillery: ['pl-1pac'] }),
    ).toMatchObject({ ok: false, rule: '3.12' });
  });
  it('14.6 no attack into a hex the unit could not enter: artillery into marsh; 15.3 a train may', () => {
    const c = board({ 'pl-1pac': '0609', 'pl-5pp': '0509', 'op-23ps': '0610', 'pl-train': '0608' });
    expect(checkAttack(c, 'polish', { target: '0610', attackers: ['pl-5pp', 'pl-1pac'] })).toMatchObject({
      ok: false,
      rule: '14.6',
      at: 'attackers[1]',
    });
  });
});

describe('ch. 14 combat — modifiers (r. 13)', () => {
  it('14.13 M3 (TC-25): morale 7 against 6 → +1; 5 against 6 → −1; 6 against 6 → 0', () => {
    const c = board({ 'pl-1pp': '0903', 'pl-4pp': ['0904', 1], 'pl-6pp': '0803', 'op-29ps': '1004' });
    const p = { target: '1004', attackers: ['pl-1pp', 'pl-4pp', 'pl-6pp'] };
    expect(mod(c, { ...p, attackerMorale: 'pl-1pp' }, 'morale')).toBe(1); // 7 vs 6
    expect(mod(c, { ...p, attackerMorale: 'pl-4pp' }, 'morale')).toBe(-1); // 5 vs 6
    expect(mod(c, { ...p, attackerMorale: 'pl-6pp' }, 'morale')).toBe(0);
  });
  const leaders: Placement = {
    'pl-2dp': '0803',
    'pl-2pp': '0903',
    'pl-1bj': '0804',
    'pl-1pul': '0904',
    'op-10ds': '1104',
    'op-28ps': '1004',
  };
  it('14.13 M4 (TC-26): attackers of TR 3 and TR 5 bring 5; a commanded defender of TR 4 → +1', () => {
    expect(mod(board(leaders), { target: '1004', attackers: ['pl-2pp', 'pl-1pul'] }, 'leader')).toBe(1);
    expect(mod(board(leaders), { target: '1004', attackers: ['pl-2pp'] }, 'leader')).toBe(-1); // 3 against 4
  });
  it('14.13 M4 (TC-26, AMB-13): one defender uncommanded: the defence counts 0, so TR 3 gives +1; the alternative skips M4', () => {
    const mixed = { ...leaders, 'op-23ps': '1004' }; // its HQ (8 DS) is not on the map
    expect(mod(board(mixed), { target: '1004', attackers: ['pl-2pp'] }, 'leader')).toBe(1);
    expect(mod(board(mixed, { mixedCommandLeader: 'skip' }), { target: '1004', attackers: ['pl-2pp'] }, 'leader')).toBe(
      0,
    );
  });
  it('9.11, 14.13 (TC-17, hq-eliminated position): a unit whose WJ HQ is eliminated defends with rating 0: attacker TR 3 gets +1', () => {
    const c = buildCtx(PACK, 'exercise-1920', 'hq-eliminated');
    expect(c.pieces['pl-3pp'].hex).toBe('0907');
    expect(mod(c, { target: '1006', attackers: ['pl-3pp'] }, 'leader')).toBe(1);
  });
  it('14.13 M5/M6 (TC-27): one unsupplied attacking infantry → −3; an unsupplied defending cavalry → +1; both → −2', () => {
    const p = { target: '1004', attackers: ['pl-1pp', 'pl-5pp'] };
    const at: Placement = { 'pl-1pp': '0903', 'pl-5pp': { hex: '0904', outOfSupply: true }, 'op-1pk': '1004' };
    const c1 = board(at);
    expect([mod(c1, p, 'attacker-unsupplied'), mod(c1, p, 'defender-unsupplied')]).toEqual([-3, 0]);
    const c2 = board({ ...at, 'pl-5pp': '0904', 'op-1pk': { hex: '1004', outOfSupply: true } });
    expect([mod(c2, p, 'attacker-unsupplied'), mod(c2, p, 'defender-unsupplied')]).toEqual([0, 1]);
    const c3 = board({ ...at, 'op-1pk': { hex: '1004', outOfSupply: true } });
    expect(mod(c3, p, 'attacker-unsupplied') + mod(c3, p, 'defender-unsupplied')).toBe(-2);
  });
  it('14.13 AMB-03 alternative: only a majority of levels unsupplied counts', () => {
    const c = board(
      { 'pl-1pp': '0903', 'pl-5pp': { hex: '0904', outOfSupply: true }, 'op-1pk': '1004' },
      { unsuppliedModifier: 'majority-of-levels' },
    );
    expect(mod(c, { target: '1004', attackers: ['pl-1pp', 'pl-5pp'] }, 'attacker-unsupplied')).toBe(0); // 2 of 5 levels
  });
  it('14.13 M7–M9 (TC-29, AMB-16): tank 1 + armoured car 2 stars → +2 (cap); defending aviation 2 + 2 → −3 (cap); net −1', () => {
    const pack = packWith((raw) => (counter(raw, 'pl-ac').levels[0].stars = 2));
    const c = board({ 'pl-tank': '0903', 'pl-ac': '0904', 'pl-1pp': '0903', 'op-22ps': '1004' }, {}, 2, pack);
    const p = {
      target: '1004',
      attackers: ['pl-tank', 'pl-ac', 'pl-1pp'],
      airStars: { attacker: [], defender: [2, 2] },
    };
    expect(mod(c, p, 'tanks')).toBe(2);
    expect(mod(c, p, 'aviation')).toBe(-3);
    expect(mod(c, p, 'tanks') + mod(c, p, 'aviation')).toBe(-1);
    const best = board(
      { 'pl-tank': '0903', 'pl-ac': '0904', 'pl-1pp': '0903', 'op-22ps': '1004' },
      { stars: 'best-unit' },
      2,
      pack,
    );
    expect(mod(best, p, 'tanks')).toBe(2);
    expect(mod(best, { ...p, attackers: ['pl-tank', 'pl-1pp'] }, 'tanks')).toBe(1);
  });
  it('14.13 M8: two armoured trains still give at most ±2; trains and tanks are separate categories', () => {
    const c = board({ 'pl-train': '0908', 'pl-tank': '0908', 'pl-1pp': '0908', 'op-29ps': '1008' });
    const p = { target: '1008', attackers: ['pl-train', 'pl-tank', 'pl-1pp'] };
    expect([mod(c, p, 'trains'), mod(c, p, 'tanks')]).toEqual([2, 1]);
  });
  it('14.13 M10 (TC-30): 2 hexes of attackers, 3 in their ZOC, 1 in their delay zone → +4; a defender-side unit in the ring → 0', () => {
    const at: Placement = { 'pl-1pp': '0903', 'pl-1pul': '0904', 'pl-5pp': '1203', 'op-23ps': '1004' };
    const c = board(at);
    c.delay.polish = ['1104'];
    expect(encircled(c, 'polish', '1004')).toBe(true);
    expect(mod(c, { target: '1004', attackers: ['pl-1pp', 'pl-1pul'] }, 'encirclement')).toBe(4);
    const broken = board({ ...at, 'op-24ps': '1103' });
    broken.delay.polish = ['1104'];
    expect(encircled(broken, 'polish', '1004')).toBe(false);
  });
  it('14.13 M10 (encircled-open and encircled-city positions): the open hex is encircled, the city never', () => {
    expect(encircled(buildCtx(PACK, 'exercise-1920', 'encircled-open'), 'polish', '1004')).toBe(true);
    const city = buildCtx(PACK, 'exercise-1920', 'encircled-city');
    expect(
      city.map
        .neighbours('1206')
        .every(
          (h) =>
            city.pieces['pl-1pp'].hex === h ||
            city.pieces['pl-5pp'].hex === h ||
            ['1205', '1305', '1207', '1106'].includes(h),
        ),
    ).toBe(true);
    expect(encircled(city, 'polish', '1206')).toBe(false);
  });
  it('14.13 M11 (TC-31): an adjacent enemy hex not attacked → −2; two → −4; one planned later → counts as attacked', () => {
    const at: Placement = { 'pl-1pp': '0903', 'op-22ps': '1004', 'op-23ps': '1003' };
    expect(mod(board(at), { target: '1004', attackers: ['pl-1pp'] }, 'unattacked-neighbours')).toBe(-2);
    const two = board({ ...at, 'op-24ps': '0902' });
    expect(mod(two, { target: '1004', attackers: ['pl-1pp'] }, 'unattacked-neighbours')).toBe(-4);
    expect(mod(two, { target: '1004', attackers: ['pl-1pp'], planned: ['1003'] }, 'unattacked-neighbours')).toBe(-2);
  });
  it('14.13 M11: a hex holding only an enemy HQ is not counted (AMB-18)', () => {
    expect(
      mod(
        board({ 'pl-1pp': '0903', 'op-22ps': '1004', 'op-8ds': '1003' }),
        { target: '1004', attackers: ['pl-1pp'] },
        'unattacked-neighbours',
      ),
    ).toBe(0);
  });
  it('14.13 M2 (TC-33): a stream counts only when every attacker crosses it, and adds to the forest of the hex', () => {
    const both = board({ 'pl-1pp': '0402', 'pl-5pp': '0403', 'op-22ps': '0502' });
    expect([
      mod(both, { target: '0502', attackers: ['pl-1pp', 'pl-5pp'] }, 'terrain'),
      mod(both, { target: '0502', attackers: ['pl-1pp', 'pl-5pp'] }, 'hexside:stream'),
    ]).toEqual([-2, -1]);
    const one = board({ 'pl-1pp': '0402', 'pl-5pp': '0501', 'op-22ps': '0502' });
    expect(mod(one, { target: '0502', attackers: ['pl-1pp', 'pl-5pp'] }, 'hexside:stream')).toBe(0);
  });
  it('14.13 note 2 (M2a): a city defended only by armour gives no terrain modifier; with infantry it does', () => {
    expect(
      mod(board({ 'pl-1pp': '1105', 'op-ac1': '1206' }), { target: '1206', attackers: ['pl-1pp'] }, 'terrain'),
    ).toBe(0);
    expect(
      mod(
        board({ 'pl-1pp': '1105', 'op-ac1': '1206', 'op-23ps': '1206' }),
        { target: '1206', attackers: ['pl-1pp'] },
        'terrain',
      ),
    ).toBe(-3);
  });
  it('17.7 M12 (TC-34): units of a WJ tracked by recon attack at −1 and are attacked at +1', () => {
    const c = board({ 'pl-1pp': '0903', 'op-22ps': '1004' });
    expect(
      mod(
        c,
        { target: '1004', attackers: ['pl-1pp'], tracked: { byAttacker: ['op-8ds'], byDefender: [] } },
        'recon-defender',
      ),
    ).toBe(1);
    expect(
      mod(
        c,
        { target: '1004', attackers: ['pl-1pp'], tracked: { byAttacker: [], byDefender: ['pl-1dp'] } },
        'recon-attacker',
      ),
    ).toBe(-1);
  });
  it('18.9 (TC-35): infantry of strength 5 and morale 7 on a lorry (morale cap 4) defends at 3 with morale 4', () => {
    const pack = packWith((raw) => Object.assign(counter(raw, 'pl-5pp').levels[0], { strength: 5, morale: 7 }));
    const c = board({ 'pl-5pp': { hex: '0505', loadedOn: 'pl-lorry' } }, {}, 2, pack);
    expect(defenceStrengthOf(c, 'pl-5pp')).toBe(3);
    expect(moraleOf(c, 'pl-5pp')).toBe(4);
  });
  it('3.12 (TC-10): an unsupplied armoured car of strength 3 fights at 2', () => {
    expect(defenceStrengthOf(board({ 'pl-ac': { hex: '0406', outOfSupply: true } }), 'pl-ac')).toBe(2);
    expect(defenceStrengthOf(board({ 'pl-ac': '0406' }), 'pl-ac')).toBe(3);
  });
});

describe('ch. 14 combat — the table (r. 16–17, ours)', () => {
  it('14.16 the ends clamp and a roll reads exactly one row', () => {
    const c = board({});
    expect(combatRow(c, -25).attacker).toEqual({ retreat: 1, loss: 2 });
    expect(combatRow(c, 25).defender).toEqual({ retreat: 3, loss: 3 });
    expect(combatRow(c, 6).defender).toEqual({ retreat: 1, loss: 1 });
  });
  it('ours: the table is smooth — a higher roll never hurts the attacker more nor the defender less', () => {
    const rows = PACK.tables.combat;
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i].attacker.retreat).toBeLessThanOrEqual(rows[i - 1].attacker.retreat);
      expect(rows[i].attacker.loss).toBeLessThanOrEqual(rows[i - 1].attacker.loss);
      expect(rows[i].defender.retreat).toBeGreaterThanOrEqual(rows[i - 1].defender.retreat);
      expect(rows[i].defender.loss).toBeGreaterThanOrEqual(rows[i - 1].defender.loss);
    }
  });
});
