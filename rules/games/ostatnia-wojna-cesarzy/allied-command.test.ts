import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../core/dice.js';
import { botDecision } from './bot.js';
import type { OwcOrder } from './orders.js';
import { commanded } from './command.js';
import { boardOf } from './ctx.js';
import owc from './index.js';
import { commanderSeat, seatProblem } from './seats.js';
import type { OwcState } from './state.js';
import { fixtureMap, hq, ofType, play, refuse, unit, type PosUnit } from './testkit.js';

/**
 * 21.6 allied command (rules version 7) on a small all-Austro-Hungarian map: the Austro-Hungarian
 * 2nd Army HQ (CR 3) in 1303; German corps in 1305 and 1304, the German 8th Army HQ (CR 2) far off in
 * 1310; an Austro-Hungarian corps and a Legion brigade near the German HQ; the Russians out of the way.
 */
const map = fixtureMap({ rows: [10, 16], cols: [1, 12], westCols: 12 });
const de = (id: string, hex: string) => unit(id, 'allies', hex, { nat: 'DE' });
const units = (): PosUnit[] => [
  hq('ah-2a', 'allies', '1303', 3),
  de('de-xvii', '1305'),
  de('de-i', '1304'),
  hq('de-8a', 'allies', '1310', 2, { nat: 'DE' }),
  unit('ah-x', 'allies', '1311'),
  unit('pl-1', 'allies', '1309', { nat: 'PL', size: 'division', sp: 1 }),
  unit('ru', 'russians', '1012'),
];
const setup = (version?: number, phase = 'move', phasing = 'allies'): OwcState =>
  owc.setup(
    'A',
    { position: { map, area: null, rules: ['core', 'command'], units: units(), phase, phasing } },
    new FixedDice([]),
    version ? { rulesVersion: version } : undefined,
  );
const name = (unit: string) => ({ type: 'allied-command' as const, unit });
const pass = { type: 'pass' as const };

describe('21.6 allied command (rules version 7)', () => {
  it('21.6: a German corps in range of the Austro-Hungarian HQ alone is uncommanded until the owner names it; named, it is commanded', () => {
    const s = setup();
    expect(commanded(boardOf(s), 'de-xvii')).toBe(false);
    const r = play(s, 'allies', [name('de-xvii'), pass]);
    expect(commanded(boardOf(r.state), 'de-xvii')).toBe(true);
    expect(commanded(boardOf(r.state), 'de-i')).toBe(false); // at most one German unit
    expect(r.state.alliedCommand).toEqual({ DE: 'de-xvii' });
    const e = r.events.find((x) => x.type === 'allied-command');
    expect(e).toMatchObject({ rule: '21.6', data: { unit: 'de-xvii', slot: 'DE' }, visibleTo: ['allies'] });
  });
  it('21.6: the name may not change within the stage (allied-command-fixed); naming the same unit again is nothing', () => {
    const s = play(setup(), 'allies', [name('de-xvii'), pass]).state;
    expect(refuse(s, 'allies', [name('de-i')])).toMatchObject({
      rule: '21.6',
      code: 'allied-command-fixed',
      at: 'orders[0].unit',
    });
    expect(ofType(play(s, 'allies', [name('de-xvii')]).events, 'allied-command')).toEqual([]);
  });
  it('21.6: the Legions count as Austro-Hungarian: a Legion brigade named under the German HQ fills that nation’s one place', () => {
    const s = setup();
    expect(commanded(boardOf(s), 'pl-1')).toBe(false);
    const r = play(s, 'allies', [name('pl-1'), name('de-xvii'), pass]);
    expect(commanded(boardOf(r.state), 'pl-1')).toBe(true);
    expect(r.state.alliedCommand).toEqual({ AH: 'pl-1', DE: 'de-xvii' });
    expect(refuse(r.state, 'allies', [name('ah-x')]).code).toBe('allied-command-fixed');
  });
  it('21.6: only the Allies name, only a unit on the map that is no HQ; not before rules version 7', () => {
    const s = setup();
    expect(refuse(s, 'russians', [name('de-xvii')]).code).toBe('allied-command-side');
    expect(refuse(s, 'allies', [name('de-8a')]).code).toBe('allied-command-unit');
    expect(refuse(s, 'allies', [name('ru')]).code).toBe('allied-command-unit');
    expect(refuse(setup(6), 'allies', [name('de-xvii')])).toMatchObject({ rule: '21.6', code: 'allied-command-off' });
  });
  it('21.6 "at any moment": the Allies may name in a batch of theirs while the Russians decide', () => {
    const s = setup(undefined, 'move', 'russians');
    const r = play(s, 'allies', [name('de-xvii')]);
    expect(r.state.alliedCommand).toEqual({ DE: 'de-xvii' });
    expect(r.state.await).toEqual(s.await);
  });
  it('21.6: the names end with the stage', () => {
    let s = play(setup(undefined, 'move', 'russians'), 'allies', [name('de-xvii')]).state;
    let ended = false;
    for (let i = 0; i < 8 && !ended; i++) {
      const side = owc.status(s).waitingFor[0];
      const r = play(
        s,
        side as 'allies',
        [s.await?.kind === 'attack' ? { type: 'end-phase' } : pass],
        Array(40).fill(6),
      );
      ended = r.events.some((e) => e.type === 'stage-end');
      s = r.state;
    }
    expect(ended).toBe(true);
    expect(s.alliedCommand).toBeUndefined();
  });
  it('21.6: the bot names the strongest unit of each nation an ally’s HQ holds in range (ah-x over the Legion’s 1 SP; de-i and de-xvii tie: by id); under version 6 none', () => {
    // without scenario A's objectives and regions, which lie off this map (as bot-testkit.ts)
    const clear = (v?: number): OwcState => ({ ...setup(v), objectives: [], regionVp: [] });
    const d = botDecision(clear(), 'allies', new SeededDice(1));
    expect(d.via).toBe('bot');
    expect(d.batch.orders.filter((o) => o.type === 'allied-command')).toEqual([name('ah-x'), name('de-i')]);
    const r = play(clear(), 'allies', d.batch.orders as OwcOrder[]);
    expect(r.state.alliedCommand).toEqual({ AH: 'ah-x', DE: 'de-i' });
    const old = botDecision(clear(6), 'allies', new SeededDice(1)).batch.orders;
    expect(old.some((o) => o.type === 'allied-command')).toBe(false);
  });
  it('21.6: a position carries the names (its JSON form, `alliedCommand`); a unit not in it is refused', () => {
    const at = (alliedCommand: Record<string, string>) =>
      owc.setup(
        'A',
        { position: { map, area: null, rules: ['core', 'command'], units: units(), phase: 'move', alliedCommand } },
        new FixedDice([]),
      );
    const s = at({ DE: 'de-xvii' });
    expect(s.alliedCommand).toEqual({ DE: 'de-xvii' });
    expect(commanded(boardOf(s), 'de-xvii')).toBe(true);
    expect(() => at({ AH: 'ah-nowhere' })).toThrow(/alliedCommand\.AH/);
  });
  it('21.6: the movement view offers the units an ally’s HQ holds in range and no own HQ commands, once a nation', () => {
    const offered = (s: OwcState) =>
      owc
        .view(s, 'allies')
        .options.choices.filter((c) => c.id.startsWith('allied-command-'))
        .map((c) => c.piece);
    const s = setup();
    expect(offered(s)).toEqual(['de-xvii', 'de-i', 'ah-x', 'pl-1']);
    expect(offered(play(s, 'allies', [name('de-i')]).state)).toEqual(['ah-x', 'pl-1']);
  });
});

describe('F.1 with 21.6 (rules version 7)', () => {
  // F's campaign set-up (no German HQ on the map yet) with Woyrsch's corps moved beside the Austro-Hungarian 1st Army HQ
  const beside = (pick: boolean) => {
    const s: OwcState = JSON.parse(JSON.stringify(owc.setup('F', {}, new FixedDice([]))));
    const m = boardOf(s).m;
    const hqHex = s.units['ah-1a'].hex!;
    const free = (h: string) => !Object.values(s.units).some((u) => u.where === 'map' && u.hex === h);
    const at = m.grid
      .neighbourCells(hqHex)
      .find((h) => free(h) && m.grid.neighbourCells(h).some((n) => free(n) && m.x(n) < m.x(h)))!;
    s.units['de-woyrsch'].hex = at;
    if (pick) s.alliedCommand = { DE: 'de-woyrsch' };
    const west = m.grid.neighbourCells(at).find((n) => free(n) && m.x(n) < m.x(at))!;
    const other = m.grid.neighbourCells(at).find((n) => free(n) && m.x(n) >= m.x(at))!;
    return { s, west, other };
  };
  const march = (path: string[]) => ({ type: 'move' as const, unit: 'de-woyrsch', path });
  it('F.1: the German corps named for allied command, commanded by the Austro-Hungarian HQ alone, is the Austro-Hungarian player’s', () => {
    expect(commanderSeat(beside(false).s, 'de-woyrsch')).toBe('germans');
    const { s, other } = beside(true);
    expect(commanderSeat(s, 'de-woyrsch')).toBe('austro-hungarians');
    expect(seatProblem(s, 'austro-hungarians', march([other]), 'orders[0]')).toBeNull();
  });
  it('F.1: the German may still march his own corps the ally commands, but only westward', () => {
    const { s, west, other } = beside(true);
    expect(seatProblem(s, 'germans', march([west]), 'orders[0]')).toBeNull();
    expect(seatProblem(s, 'germans', march([other]), 'orders[0]')).toMatchObject({
      rule: 'F.1',
      code: 'not-commanded',
      at: 'orders[0].unit',
    });
  });
});
