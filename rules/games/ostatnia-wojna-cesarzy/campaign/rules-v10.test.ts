import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../../core/dice.js';
import { boardOf } from '../ctx.js';
import owc from '../index.js';
import { emptyUse, railLeg } from '../rail-transfers.js';
import type { OwcState } from '../state.js';
import { ofType, play, refuse } from '../testkit.js';

/**
 * Rules version 10 in the campaign (scenario D's set-up, 27.IX): 30.1 and 37.5's closed hexes in
 * pursuit and rail, 37.2's commanded capture in pursuit, 32's Legion cost (AMB-27). Each beside the
 * version-9 behaviour it changes, which older games keep.
 */
const D = (p: Record<string, unknown>, rulesVersion?: number): OwcState =>
  owc.setup(
    'D',
    { position: { standing: { allies: { rally: 'none' }, russians: { rally: 'none' } }, ...p } },
    new FixedDice([]),
    rulesVersion === undefined ? undefined : { rulesVersion },
  );
const WIN = Array(30).fill(1);

describe('30.1, 37.5 in pursuit (v10)', () => {
  /** ah-i and de-xvii in 2005 (German soil, Polish front) beat a lone Russian division in 1905 (German soil, East Prussia) */
  const won = (v?: number) => {
    const s = D(
      {
        phasing: 'allies',
        phase: 'attack',
        units: [
          { id: 'ah-i', hex: '2005' },
          { id: 'de-xvii', hex: '2005' },
          { id: 'ru-1a', hex: '1220' },
          { id: 'ru-i', hex: '1905' },
        ],
        standing: { russians: { retreat: 'auto' } },
      },
      v,
    );
    return play(s, 'allies', [{ type: 'attack', target: '1905', units: ['ah-i', 'de-xvii'] }], WIN).state;
  };
  it('37.5: the Austro-Hungarian corps may not pursue onto German soil in East Prussia (1905), the German may; the view offers only the German', () => {
    const s = won();
    expect(s.await?.kind).toBe('pursuit');
    expect(refuse(s, 'allies', [{ type: 'pursue', unit: 'ah-i', path: ['1905'] }, { type: 'pass' }])).toMatchObject({
      rule: '37.5',
      code: 'german-soil',
      at: 'orders[0].path[0]',
    });
    const offered = owc.view(s, 'allies').options!.choices.map((c) => c.piece ?? c.id);
    expect(offered).toContain('de-xvii');
    expect(offered).not.toContain('ah-i');
    const r = play(s, 'allies', [{ type: 'pursue', unit: 'de-xvii', path: ['1905'] }, { type: 'pass' }]);
    expect(r.state.units['de-xvii'].hex).toBe('1905');
  });
  it('30.1: in the first Allied turn of the campaign an Austro-Hungarian corps that beat the Russians in 3317 (Russian soil, Galicia) may not pursue into it', () => {
    const s = owc.setup(
      'campaign',
      {
        position: {
          stage: 1,
          phasing: 'allies',
          phase: 'attack',
          units: [
            { id: 'ah-vi', hex: '3316' },
            { id: 'ru-i', hex: '3317' },
          ],
          standing: { russians: { retreat: 'auto' }, allies: { rally: 'none' } },
        },
      },
      new FixedDice([]),
    );
    const w = play(s, 'allies', [{ type: 'attack', target: '3317', units: ['ah-vi'] }], WIN).state;
    expect(w.await?.kind).toBe('pursuit');
    expect(refuse(w, 'allies', [{ type: 'pursue', unit: 'ah-vi', path: ['3317'] }, { type: 'pass' }])).toMatchObject({
      rule: '30.1',
      code: 'border',
    });
  });
  it('37.5 under rules version 9: the Austro-Hungarian pursuit into 1905 is taken, as it was played', () => {
    const s = won(9);
    const r = play(s, 'allies', [{ type: 'pursue', unit: 'ah-i', path: ['1905'] }, { type: 'pass' }]);
    expect(r.state.units['ah-i'].hex).toBe('1905');
  });
});

describe('37.2 in pursuit (v10)', () => {
  /** ru-i (commanded by the 1st Army HQ ru-1a in 1114) beats de-i-res in Wystruć (1112, a German War Aim) */
  const won = (v?: number) => {
    const s = D(
      {
        phasing: 'russians',
        phase: 'attack',
        units: [
          { id: 'ah-i', hex: '3409' },
          { id: 'de-i-res', hex: '1112' },
          { id: 'ru-i', hex: '1113' },
          { id: 'ru-1a', hex: '1114' },
        ],
        standing: { allies: { retreat: 'auto', rally: 'none' } },
        campaign: { called: [] },
      },
      v,
    );
    return play(s, 'russians', [{ type: 'attack', target: '1112', units: ['ru-i'] }], WIN).state;
  };
  it('37.2: a commanded Russian corps pursuing into Wystruć (1112) takes the War Aim as a march would: noted for the stage end', () => {
    const s = won();
    expect(s.await?.kind).toBe('pursuit');
    const r = play(s, 'russians', [{ type: 'pursue', unit: 'ru-i', path: ['1112'] }, { type: 'pass' }]).state;
    expect(r.control['1112']).toBe('russians');
    expect(r.campaign!.commandedCaptures).toEqual(['1112']);
  });
  it('37.2 under rules version 9: the pursuit takes the town but is not noted (marches only)', () => {
    const r = play(won(9), 'russians', [{ type: 'pursue', unit: 'ru-i', path: ['1112'] }, { type: 'pass' }]).state;
    expect(r.control['1112']).toBe('russians');
    expect(r.campaign!.commandedCaptures).toBeUndefined();
  });
});

describe('30.1, 37.5 in rail transfers (v10)', () => {
  const atTorun = (v?: number) =>
    D(
      {
        phasing: 'allies',
        phase: 'move',
        units: [
          { id: 'ah-i', hex: '2006' },
          { id: 'de-xvii', hex: '2006' },
          { id: 'ru-i', hex: '1220' },
        ],
      },
      v,
    );
  it('37.5: an Austro-Hungarian corps is not railed from Toruń (2006) to Królewiec (1210, German soil in East Prussia), nor offered it; a German corps is', () => {
    const s = atTorun();
    expect(refuse(s, 'allies', [{ type: 'rail', unit: 'ah-i', to: '1210' }, { type: 'pass' }])).toMatchObject({
      rule: '37.5',
      code: 'german-soil',
      at: 'orders[0].to',
    });
    const targets = (id: string) =>
      owc
        .view(s, 'allies')
        .options!.choices.find((c) => c.id === `rail-${id}`)
        ?.targets?.map((t) => t.cell) ?? [];
    expect(targets('de-xvii')).toContain('1210');
    expect(targets('ah-i')).not.toContain('1210');
    expect(targets('ah-i').length).toBeGreaterThan(0);
    expect(
      play(s, 'allies', [{ type: 'rail', unit: 'de-xvii', to: '1210' }, { type: 'pass' }]).state.units['de-xvii'].hex,
    ).toBe('1210');
  });
  it('37.5, 20: nor sent to a secret concentration for Królewiec (the town is its unloading); under version 9 it was', () => {
    const o = { type: 'secret-rail', unit: 'ah-i', to: '1210' } as const;
    expect(refuse(atTorun(), 'allies', [o, { type: 'pass' }])).toMatchObject({ rule: '37.5', at: 'orders[0].to' });
    expect(play(atTorun(9), 'allies', [o, { type: 'pass' }]).state.units['ah-i'].where).toBe('due');
  });
  it('37.5 under rules version 9: the same train is taken', () => {
    const r = play(atTorun(9), 'allies', [{ type: 'rail', unit: 'ah-i', to: '1210' }, { type: 'pass' }]);
    expect(r.state.units['ah-i'].hex).toBe('1210');
  });
  it('18 with a closed hex: the engine routes the train around it (0911 to Królewiec 1210: 6 hexes by 1211, 26 around it), and names the closing rule when no way is left (Kraków 3409 to Toruń 2006)', () => {
    const b = boardOf(atTorun());
    const shut = (hex: string) => (h: string) =>
      h === hex ? { rule: '37.5', code: 'german-soil', message: `${hex} closed` } : null;
    const leg = { unit: 'ah-i', from: '0911', to: '1210' };
    const plain = railLeg(b, 'allies', leg, emptyUse());
    expect(plain.path).toHaveLength(6);
    expect(plain.path).toContain('1211');
    const around = railLeg(b, 'allies', leg, emptyUse(), { closed: shut('1211') });
    expect(around.path).toHaveLength(26);
    expect(around.path).not.toContain('1211');
    const south = { unit: 'ah-i', from: '3409', to: '2006' };
    const mid = railLeg(b, 'allies', south, emptyUse()).path[3];
    expect(() => railLeg(b, 'allies', south, emptyUse(), { closed: shut(mid), at: 'orders[0]' })).toThrow(
      expect.objectContaining({ error: expect.objectContaining({ rule: '37.5', code: 'german-soil' }) }),
    );
  });
});

describe('22, 32 (AMB-27): a Legion brigade costs its SP in SuP (v10)', () => {
  const supply = (levels: Record<string, number>, v?: number) =>
    D(
      {
        stage: 2,
        phasing: 'allies',
        phase: 'supply',
        units: [
          { id: 'ah-i', hex: '3409' },
          { id: 'ru-i', hex: '1220' },
        ],
        supply: { levels: { allies: levels, russians: { G: 14, P: 8, E: 6 } } },
      },
      v,
    );
  it('32: the 1st brigade (1 SP) formed in Kraków (3409, Galician front) takes 1 SuP off G: 8 → 7', () => {
    const r = play(
      supply({ G: 8, P: 16, E: 16 }),
      'allies',
      [{ type: 'supply' }, { type: 'legion', hex: '3409' }],
      [1],
    );
    expect(ofType(r.events, 'formed')).toEqual([{ unit: 'pl-leg-1', hex: '3409' }]);
    expect(ofType(r.events, 'supply-cost')).toContainEqual({
      side: 'allies',
      front: 'G',
      sup: 1,
      level: 7,
      why: 'legion:pl-leg-1',
    });
    expect(r.state.supply!.level.allies.G).toBe(7);
  });
  it('32: a failed roll costs nothing; with G at 0 the roll is not tried (refused: 32, supply)', () => {
    const miss = play(
      supply({ G: 8, P: 16, E: 16 }),
      'allies',
      [{ type: 'supply' }, { type: 'legion', hex: '3409' }],
      [12],
    );
    expect(ofType(miss.events, 'formed')).toEqual([]);
    expect(miss.state.supply!.level.allies.G).toBe(8);
    expect(
      refuse(supply({ G: 0, P: 16, E: 16 }), 'allies', [{ type: 'supply' }, { type: 'legion', hex: '3409' }], [1]),
    ).toMatchObject({ rule: '32', code: 'supply', at: 'orders[1].hex' });
  });
  it('32 under rules version 9: the brigade is free (G stays 8), and formed with G at 0', () => {
    const r = play(
      supply({ G: 8, P: 16, E: 16 }, 9),
      'allies',
      [{ type: 'supply' }, { type: 'legion', hex: '3409' }],
      [1],
    );
    expect(r.state.units['pl-leg-1'].hex).toBe('3409');
    expect(r.state.supply!.level.allies.G).toBe(8);
    const zero = play(
      supply({ G: 0, P: 16, E: 16 }, 9),
      'allies',
      [{ type: 'supply' }, { type: 'legion', hex: '3409' }],
      [1],
    );
    expect(zero.state.units['pl-leg-1'].hex).toBe('3409');
  });
});

describe("22's table: the costs and gains of 28.1, 28.2, 29, 31 and 34 (charged before version 10, unchanged)", () => {
  it('28.2: disbanding the 51st Division (R 7) in Kraków gives G +2 (8 → 10) and bars an offensive there this player-turn; 28.3 absorbing it gives none', () => {
    const s = D({
      phasing: 'allies',
      phase: 'supply',
      units: [
        { id: 'ah-51dp', hex: '3409' },
        { id: 'ah-i', hex: '3409', broken: true },
        { id: 'ru-i', hex: '1220' },
      ],
    });
    const r = play(s, 'allies', [{ type: 'supply' }, { type: 'disband', unit: 'ah-51dp' }]);
    expect(ofType(r.events, 'disbanded')).toEqual([{ unit: 'ah-51dp', hex: '3409', front: 'G', sup: 2 }]);
    expect(r.state.supply!.level.allies.G).toBe(10);
    expect(r.state.campaign!.noOffensive).toEqual(['G']);
    const into = play(s, 'allies', [{ type: 'supply' }, { type: 'disband', unit: 'ah-51dp', into: 'ah-i' }]);
    expect(into.state.supply!.level.allies.G).toBe(8);
    expect(into.state.units['ah-i'].broken).toBe(false);
  });
});
