import { describe, expect, it } from 'vitest';
import { parsePack } from './pack-check.js';
import { PACK, RAW_PACK } from './pack.js';
import { buildCtx } from './ctx.js';
import { initialControl, victoryPoints } from './end-phase.js';
import { supplyPhase } from './supply.js';

const clone = (): any => JSON.parse(JSON.stringify(RAW_PACK));
const errorsOf = (raw: unknown): string[] => {
  const r = parsePack(raw);
  return r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`);
};

describe('the pack we ship', () => {
  it('parses, and every part is labelled as ours', () => {
    expect(parsePack(RAW_PACK).ok).toBe(true);
    expect(PACK.tables.ours).toBe(true);
    for (const m of PACK.maps) expect(m.ours).toBe(true);
  });
  it('lists exercise-1920 first', () => {
    expect(PACK.scenarios[0].id).toBe('exercise-1920');
  });
  it('6.5 the exercise map is 16 × 12 with road, railway and 3 stations, bases on both edges, a navigable river with flow and a bridge', () => {
    const m = PACK.maps.find((x) => x.id === 'exercise-1920')!;
    expect(m.grid.cells).toEqual({ from: '0101', to: '1612' });
    expect(m.roads[0].hexes[0]).toBe('0106');
    expect(m.roads[0].hexes.at(-1)).toBe('1606');
    expect(m.stations).toHaveLength(3);
    expect(m.supplyBases.polish.every((h) => h.startsWith('01'))).toBe(true);
    expect(m.supplyBases.opposing.every((h) => h.startsWith('16'))).toBe(true);
    expect(m.navigable[0].hexsides.length).toBeGreaterThan(20);
    expect(m.hexsides.filter((s) => s.kind === 'river' && s.bridge).length).toBeGreaterThanOrEqual(1);
    expect(m.hexsides.some((s) => s.kind === 'stream' && !s.bridge)).toBe(true);
    const kinds = new Set(Object.values(m.terrain));
    for (const k of ['forest', 'marsh', 'lake', 'fort', 'city', 'town'] as const) expect(kinds.has(k)).toBe(true);
    expect(m.localities.filter((l) => l.kind === 'town')).toHaveLength(2);
  });
  it('6.5 the exercise forces: per side an army HQ, a group HQ, 2 divisions of 3 regiments (one 3-level), a cavalry brigade of 2, artillery of range 2', () => {
    const f = PACK.forces['exercise-1920'];
    for (const side of ['polish', 'opposing'] as const) {
      const hqs = f.hqs.filter((h) => h.side === side);
      expect(hqs.filter((h) => h.tier === 'army')).toHaveLength(1);
      expect(hqs.filter((h) => h.tier === 'group')).toHaveLength(1);
      const divs = hqs.filter((h) => h.tier === 'division');
      expect(divs).toHaveLength(2);
      const scen = PACK.scenarios[0];
      for (const d of divs) {
        const regs = f.units.filter((u) => u.formation === d.id && scen.setup.some((s) => s.piece === u.id));
        expect(regs).toHaveLength(3);
        expect(regs.filter((u) => u.levels.length === 3)).toHaveLength(1);
      }
      const bde = hqs.find((h) => h.tier === 'brigade')!;
      expect(f.units.filter((u) => u.formation === bde.id && u.arm === 'cavalry')).toHaveLength(2);
      expect(f.units.find((u) => u.side === side && u.arm === 'artillery')!.range).toBe(2);
      expect(
        f.transports
          .filter((t) => t.side === side)
          .map((t) => t.kind)
          .sort(),
      ).toEqual(['cart', 'echelon', 'lorry']);
    }
  });
  it('6.5 the exercise: 6 turns, initiative O, P, O, P, O, P, 2 replacements a side, a regiment arriving on turn 3, and the scripted positions', () => {
    const s = PACK.scenarios[0];
    expect(s.initiative.map((x) => x[0].toUpperCase()).join('')).toBe('OPOPOP');
    expect(s.replacements).toEqual({ polish: 2, opposing: 2 });
    expect(s.reinforcements.every((r) => r.turn === 3)).toBe(true);
    expect(s.positions.map((p) => p.id)).toEqual([
      'lone-hq',
      'lone-artillery',
      'cavalry-reaction',
      'encircled-open',
      'encircled-city',
      'hq-eliminated',
      'out-of-range',
      'fort-supplied',
    ]);
  });
});

describe('the warsaw-1920 map (ours, about 5 km a hex)', () => {
  const m = PACK.maps.find((x) => x.id === 'warsaw-1920')!;
  const place = (name: string) => m.localities.find((l) => l.name === name)!;
  it('37 × 32 hexes, labelled ours', () => {
    expect(m.ours).toBe(true);
    expect(m.grid.cells).toEqual({ from: '0101', to: '3732' });
  });
  it('Warsaw and Praga are cities on the two banks; Modlin, Zegrze, Fort Dębe and Dęblin are forts; Radzymin a town', () => {
    expect([place('Warszawa').kind, place('Praga').kind]).toEqual(['city', 'city']);
    expect(['Modlin', 'Zegrze', 'Fort Dębe', 'Dęblin'].map((n) => place(n).kind)).toEqual([
      'fort',
      'fort',
      'fort',
      'fort',
    ]);
    expect(place('Radzymin').kind).toBe('town');
    const bridges = m.roads.find((r) => r.name === 'mosty warszawskie')!.hexes;
    const crossing = bridges
      .slice(1)
      .map((h, i) => m.hexsides.find((s) => [s.a, s.b].sort().join() === [bridges[i], h].sort().join()));
    expect(crossing.some((s) => s?.kind === 'large-river' && s.bridge)).toBe(true);
  });
  it('the Vistula is a navigable large river; the Narew, Bug, Wkra, Wieprz and Liwiec are rivers; railways have stations', () => {
    expect(m.navigable[0].name).toBe('Wisła');
    expect(m.navigable[0].hexsides.length).toBeGreaterThan(30);
    expect(m.hexsides.filter((s) => s.kind === 'large-river' && s.bridge).length).toBeGreaterThanOrEqual(3);
    expect(m.hexsides.filter((s) => s.kind === 'river').length).toBeGreaterThan(80);
    expect(m.railways).toHaveLength(6);
    expect(m.stations.length).toBeGreaterThanOrEqual(8);
  });
});

describe('the warsaw-1920 scenario (ours)', () => {
  const s = PACK.scenarios.find((x) => x.id === 'warsaw-1920')!;
  const f = PACK.forces['warsaw-1920'];
  it('13–22 August 1920: 10 turns, at most 90 units a side, each with its HQs', () => {
    expect(s.initiative).toHaveLength(10);
    for (const side of ['polish', 'opposing'] as const) {
      const n = f.units.filter((u) => u.side === side).length;
      expect(n).toBeGreaterThan(40);
      expect(n).toBeLessThanOrEqual(90);
      expect(f.hqs.filter((h) => h.side === side && h.tier === 'army').length).toBe(4);
    }
  });
  it('aviation, armoured trains, armoured cars, a tank unit and the Vistula flotilla where history had them', () => {
    const arms = new Set(f.units.filter((u) => u.side === 'polish').map((u) => u.arm));
    for (const a of ['armoured-train', 'armoured-car', 'tank', 'river-unit', 'artillery', 'cavalry'] as const)
      expect(arms.has(a)).toBe(true);
    expect(f.aviation.length).toBeGreaterThan(0);
  });
  it('3.1 the setup: every Polish piece supplied; of the Red Army only the 16th Rifle Division, at the end of its lines, is not', () => {
    const out = Object.entries(supplyPhase(buildCtx(PACK, 'warsaw-1920')))
      .filter(([, v]) => !v)
      .map(([k]) => k);
    expect(out.filter((id) => id.startsWith('pl-'))).toEqual([]);
    expect(out.every((id) => id.startsWith('op-16ds'))).toBe(true);
  });
  it('19.3 ours: VP only for hexes taken from the enemy (Warsaw 10, Praga 5, …), and Warsaw with Praga wins at once for the Red Army', () => {
    const c = buildCtx(PACK, 'warsaw-1920');
    expect(victoryPoints(c, initialControl(c), { polish: 0, opposing: 0 })).toEqual({ polish: 0, opposing: 0 });
    const warsaw = s.victory.hexes.find((v) => v.vp === 10)!.hex;
    expect(victoryPoints(c, { ...initialControl(c), [warsaw]: 'opposing' }, { polish: 0, opposing: 0 })).toEqual({
      polish: 0,
      opposing: 10,
    });
    expect(s.victory.automatic.find((a) => a.side === 'opposing')!.hexes).toContain(warsaw);
  });
});

describe('pack errors name their path', () => {
  it('a schema error', () => {
    const raw = clone();
    raw.forces['exercise-1920'].units[0].levels[0].morale = 12;
    expect(errorsOf(raw)).toEqual([expect.stringMatching(/^forces\.exercise-1920\.units\[0\]\.levels\[0\]\.morale: /)]);
  });
  it('half movement points only', () => {
    const raw = clone();
    raw.tables.terrain.forest.cost.infantry = 1.25;
    expect(errorsOf(raw)[0]).toMatch(/^tables\.terrain\.forest\.cost\.infantry: movement points come in halves/);
  });
  it('a hex off the map, a broken road, a non-river navigable side', () => {
    const raw = clone();
    raw.scenarios[0].setup[0].hex = '1713';
    raw.maps[0].roads[0].hexes[3] = '0409';
    raw.maps[0].navigable[0].hexsides[0] = { a: '0101', b: '0102' };
    const e = errorsOf(raw);
    expect(e).toContain('scenarios[0].setup[0].hex: hex 1713 is not on the map');
    expect(e).toContain('maps[0].roads[0].hexes[3]: 0306 and 0409 are not adjacent');
    expect(e).toContain('maps[0].navigable[0].hexsides[0]: 0101|0102 is not a river hexside');
  });
  it('1.9 an armoured car with a formation colour is refused', () => {
    const raw = clone();
    const i = raw.forces['exercise-1920'].units.findIndex((u: any) => u.id === 'pl-ac');
    raw.forces['exercise-1920'].units[i].formation = 'pl-1dp';
    expect(errorsOf(raw)).toEqual([
      `forces.exercise-1920.units[${i}].formation: armoured-car units are always independent (1.9)`,
    ]);
  });
  it('combat rows must be contiguous', () => {
    const raw = clone();
    raw.tables.combat[3].min = 3;
    expect(errorsOf(raw)).toContain('tables.combat[3].min: rows must be contiguous: 1 then 3');
  });
});
