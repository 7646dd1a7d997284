import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../core/dice.js';
import type { OlszynkaBatch } from './orders.js';
import olszynka from './index.js';
import type { GameState, SideId } from './state.js';

/** `scenario` set up with `options` (under `rulesVersion`) and `side`'s first pick of an activation marker made */
const pickedIn = (
  scenario: string,
  side: SideId,
  marker: string,
  options: Record<string, unknown> = {},
  rulesVersion?: number,
): GameState => {
  const s = olszynka.setup(scenario, options, new SeededDice(1), { rulesVersion });
  const r = olszynka.apply(s, side, { orders: [{ type: 'pick', marker }] }, new SeededDice(2));
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};
/** alder-wood-1831 with the Russians' first pick made: Rosen (corps) or Reibnitz's 25th Division */
const picked = (marker: string): GameState => pickedIn('alder-wood-1831', 'ru', marker);
const play = (s: GameState, orders: OlszynkaBatch['orders']) => olszynka.apply(s, 'ru', { orders }, new FixedDice([]));

describe('3 leaders move (R 2.3.3–2.3.5, 3.3, 7.2)', () => {
  it('2.3.4, 7.2: Rosen (corps) moves 2813→2814→2815 before naming a division; a second move in the activation is refused', () => {
    const s = picked('ru-rosen');
    expect(s.phase).toBe('command');
    const choice = olszynka.view(s, 'ru').options.choices.find((c) => c.id === 'leader:ru-rosen')!;
    expect(Math.max(...choice.targets!.map((t) => t.cost!))).toBe(8);
    const r = play(s, [{ type: 'leader', leader: 'ru-rosen', path: ['2814', '2815'] }]);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.pos.leaders['ru-rosen'].at).toBe('2815');
    expect(r.events[0]).toMatchObject({ type: 'leaderMoved', rule: '2.3.3', data: { from: '2813' } });
    expect(r.state.phase).toBe('command');
    expect(play(r.state, [{ type: 'leader', leader: 'ru-rosen', path: ['2814'] }])).toMatchObject({
      ok: false,
      error: { rule: '2.3.3', at: 'orders[0].leader' },
    });
  });
  it('7.3, 7.6 (AMB-53): a leader path must be hex by hex and may not enter an enemy-held hex; 8 hexes at most', () => {
    const s = picked('ru-rosen');
    expect(play(s, [{ type: 'leader', leader: 'ru-rosen', path: ['2815'] }])).toMatchObject({
      ok: false,
      error: { rule: '7.3', at: 'orders[0].path[0]' },
    });
    expect(play(s, [{ type: 'leader', leader: 'ru-rosen', path: Array(9).fill('2814') }]).ok).toBe(false);
    const r = play(s, [{ type: 'leader', leader: 'ru-rosen', path: ['2712', '2711', '2611', '2510', '2509', '2409'] }]);
    expect(r).toMatchObject({ ok: false, error: { rule: '7.6', at: 'orders[0].path[5]' } });
  });
  it('T25 3.3, 2.3.5: Reibnitz moves after his battalions and must end on one of them (2909→2809 yes; 2909→3009→3008, an empty hex, no); then no unit moves', () => {
    let s = picked('ru-25div');
    if (s.phase === 'fire') {
      const e = play(s, [{ type: 'end' }]);
      if (!e.ok) throw new Error(e.error.message);
      s = e.state;
    }
    expect(s.phase).toBe('move');
    expect(play(s, [{ type: 'leader', leader: 'ru-reibnitz', path: ['3009', '3008'] }])).toMatchObject({
      ok: false,
      error: { rule: '3.3', at: 'orders[0].path[1]' },
    });
    const r = play(s, [{ type: 'leader', leader: 'ru-reibnitz', path: ['2809'] }]);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.pos.leaders['ru-reibnitz'].at).toBe('2809');
    expect(olszynka.view(r.state, 'ru').options.choices.map((c) => c.id)).toEqual(['end']);
    expect(
      play(r.state, [{ type: 'move', units: ['ru-25d-j1-1'], steps: [{ type: 'move', to: '3008' }] }]),
    ).toMatchObject({ ok: false, error: { rule: '2.3.5', at: 'orders[0].type' } });
  });
});

describe('AMB-61, AMB-6b: whom the Polish C-in-C activates (rules version 3)', () => {
  // Chłopicki (range 8) at 1010; Żymirski 4 hexes away, Skrzynecki 12, Łubieński's division commander 2
  const position = {
    stage: 1,
    initiative: 'pl',
    units: [
      { id: 'pl-2d-2s-1', hex: '1410' },
      { id: 'pl-3d-4p-1', hex: '2210' },
      { id: 'pl-2kj1-u1-1', hex: '1011' },
      { id: 'ru-25d-p1-1', hex: '3520' },
    ],
    leaders: [
      { id: 'pl-chlopicki', hex: '1010' },
      { id: 'pl-zymirski', hex: '1410' },
      { id: 'pl-skrzynecki', hex: '2210' },
      { id: 'pl-stryjenski', hex: '1011' },
      { id: 'pl-lubienski', hex: '1012' },
    ],
  };
  const offered = (options: Record<string, unknown>, rulesVersion?: number): string[] => {
    const s = pickedIn('grochow-1831', 'pl', 'pl-chlopicki', { position, ...options }, rulesVersion);
    expect(s.phase).toBe('command');
    return olszynka
      .view(s, 'pl')
      .options.choices.filter((c) => c.id.startsWith('command:') && c.id !== 'command:none')
      .map((c) => c.id.slice('command:'.length))
      .sort();
  };
  it('2.3.3 (default): Chłopicki is the C-in-C and activates any division, in range or not, with a corps or without', () => {
    expect(offered({})).toEqual(['pl-2div', 'pl-2kj-1', 'pl-3div']);
  });
  it('AMB-61 polishChief corps: like a corps commander (2.3.4), only divisions without a corps whose commander is within 8', () => {
    expect(offered({ polishChief: 'corps' })).toEqual(['pl-2div']);
  });
  it('AMB-6b cInCRange: any division whose commander is within the C-in-C range, corps ones too', () => {
    expect(offered({ cInCRange: true })).toEqual(['pl-2div', 'pl-2kj-1']);
  });
  it('rules version 2 games keep their play: the options do not apply and polishChief is not in the state', () => {
    expect(offered({ polishChief: 'corps', cInCRange: true }, 2)).toEqual(['pl-2div', 'pl-2kj-1', 'pl-3div']);
    const s = olszynka.setup('grochow-1831', { position }, new SeededDice(1), { rulesVersion: 2 });
    expect(s.options).not.toHaveProperty('polishChief');
    expect(s.rulesVersion).toBe(2);
  });
});
