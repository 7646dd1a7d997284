import { describe, expect, it } from 'vitest';
import { boardOf } from './ctx.js';
import { concealmentSecrets, mayConceal, reveal } from './concealment.js';
import { clHexsides } from './geo.js';
import { isReserve, mpOf } from './movement.js';
import owc from './index.js';
import { fixtureMap, hq, position, unit, type PosUnit } from './testkit.js';

const map = fixtureMap({ rows: [10, 16], cols: [1, 12], westCols: 6 });
const pos = (units: PosUnit[]) =>
  position({ map, area: null, rules: ['core', 'concealment', 'command'], units, phase: 'move', phasing: 'russians' });

describe('16 concealment and fog of war', () => {
  const units = (): PosUnit[] => [
    { ...unit('ah-x', 'allies', '1205', { arm: 'cavalry' }), concealed: true },
    { ...unit('ah-y', 'allies', '1205'), concealed: true },
    unit('ah-z', 'allies', '1203'),
    unit('ru-a', 'russians', '1206'),
  ];
  it('16: the other side and spectators see only that two Allied counters stand in 1205, never which', () => {
    const s = pos(units());
    for (const viewer of ['russians', null] as const) {
      const v = owc.view(s, viewer);
      const json = JSON.stringify(v);
      for (const sec of owc.secrets(s)) expect(json.includes(sec.token)).toBe(false);
      const at = v.board.pieces.filter((p) => p.cell === '1205');
      expect(at.map((p) => [p.id, p.side, p.label, p.values])).toEqual([
        ['hidden-1205-1', 'allies', '?', undefined],
        ['hidden-1205-2', 'allies', '?', undefined],
      ]);
    }
    const own = owc.view(s, 'allies').board.pieces.find((p) => p.id === 'ah-x')!;
    expect(own.status).toContain('concealed');
    expect(owc.secrets(s).map((x) => [x.token, x.visibleTo])).toEqual([
      ['"ah-x"', ['allies']],
      ['"ah-y"', ['allies']],
    ]);
  });
  it('16.3: face down a unit projects no control lines, is always a Reserve, and cavalry has 3 MP', () => {
    const s = pos(units());
    const b = boardOf(s);
    // the Allied control lines are XI Corps' at 1203 alone
    const only = boardOf(pos([unit('ah-z', 'allies', '1203'), unit('ru-a', 'russians', '1206')]));
    expect(clHexsides(b, 'allies')).toEqual(clHexsides(only, 'allies'));
    expect(clHexsides(boardOf(pos(units().map((u) => ({ ...u, concealed: false })))), 'allies').length).toBeGreaterThan(
      clHexsides(only, 'allies').length,
    );
    expect(isReserve(b, 'ah-x')).toBe(true); // adjacent to ru-a at 1206, yet a Reserve
    expect(mpOf(s, 'ah-x')).toBe(3);
    const open = pos(units().map((u) => ({ ...u, concealed: false })));
    expect(mpOf(open, 'ah-x')).toBe(4);
    expect(isReserve(boardOf(open), 'ah-x')).toBe(false);
  });
  it('16, 21.2: only unbroken units out of contact may be concealed; never a Russian HQ, a German or Austro-Hungarian one may', () => {
    const b = boardOf(
      pos([
        unit('ah-z', 'allies', '1203'),
        unit('ah-w', 'allies', '1101', { broken: true }),
        unit('ru-a', 'russians', '1206'),
        unit('ah-c', 'allies', '1205'),
        hq('ru-1a', 'russians', '1510', 2),
        hq('ah-2a', 'allies', '1501', 3),
      ]),
    );
    expect(mayConceal(b, 'ah-z')).toBe(true);
    expect(mayConceal(b, 'ah-w')).toBe(false); // broken
    expect(mayConceal(b, 'ah-c')).toBe(false); // next to ru-a
    expect(mayConceal(b, 'ru-1a')).toBe(false);
    expect(mayConceal(b, 'ah-2a')).toBe(true);
  });
  it('16.2: revealing turns the units face up and they are no longer secrets', () => {
    const s = pos(units());
    expect(reveal(s, ['ah-x', 'ah-z'])).toEqual(['ah-x']);
    expect(concealmentSecrets(s).map((x) => x.token)).toEqual(['"ah-y"']);
    expect(owc.view(s, 'russians').board.pieces.some((p) => p.id === 'ah-x')).toBe(true);
  });
});
