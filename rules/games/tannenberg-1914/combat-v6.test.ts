import { describe, expect, it } from 'vitest';
import { botBatch } from './bot.js';
import { SeededDice } from '../../core/dice.js';
import { startCombat } from './phases/combat.js';
import { fixture, ok, play } from './testkit.js';
import type { TbState } from './state.js';
import { choices } from './view.js';

/** phase 8 of turn 1, the German holding the initiative, 1/1 I designated against 1/29/XX in Gumbinnen */
const atCombat = (pieces: Record<string, string>, version = 6): TbState => {
  const s = fixture({ 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39', ...pieces });
  s.rulesVersion = version;
  s.phase = 'combat';
  s.initiative = 'de';
  startCombat(s);
  s.await = { kind: 'combat', sides: ['de'] };
  return s;
};
const designated = (pieces: Record<string, string>, version = 6): TbState =>
  ok(play(atCombat(pieces, version), 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx'] }]));
const fight = (s: TbState, de: string, ru: Record<string, unknown>, dice = [3]) => {
  const r = play(ok(play(s, 'de', [{ type: 'card', card: de }])), 'ru', [{ type: 'card', ...ru }], dice);
  const events = r.ok ? r.events : [];
  return {
    r,
    crt: events.find((x) => x.type === 'crt')?.data as Record<string, unknown> | undefined,
    loss: (unit: string) => events.find((x) => x.type === 'loss' && (x.data as { unit: string }).unit === unit),
  };
};
// 20/XX art. (AF 3, DF 3) two hexes from Gumbinnen, three from the German; 1/1 art. (army, AF 4, DF 3)
const xxGun = { 'ru-20-xx-art': 'A43B40' };

describe('rules version 6: the non-initiative player names its artillery with its card (rule 11)', () => {
  it('11.3.1, 11.1.5 DEFEND with 20/XX art.: 1/29/XX (5) + DF 3 = 8 against 6; the supplied Russian gun loses 1 EP', () => {
    const { r, crt, loss } = fight(designated(xxGun), 'attack', { card: 'defend', support: ['ru-20-xx-art'] });
    expect(crt).toMatchObject({ attack: 6, defence: 8, ratio: '1:2', support: ['ru-20-xx-art'] });
    expect(loss('ru-20-xx-art')).toMatchObject({ rule: '11.1.5', data: { loss: 1 } });
    expect(ok(r).fought).toContain('ru-20-xx-art');
  });
  it('11.1.9 DEFEND with triple fire: DF 3 × 3 = 9 makes 14 against 6, and the Russian gun loses 4 EP (AMB-51)', () => {
    const s = designated(xxGun);
    const { crt, loss } = fight(s, 'attack', { card: 'defend', support: ['ru-20-xx-art'], triple: ['ru-20-xx-art'] });
    expect(crt).toMatchObject({ attack: 6, defence: 14, ratio: '1:3' });
    expect(loss('ru-20-xx-art')).toMatchObject({ rule: '11.1.9', data: { loss: 4 } });
  });
  it('11.3.2 in a meeting engagement the named army gun 1/1 art. fires its AF 4, not its DF 3', () => {
    const { crt } = fight(
      designated({ 'ru-1-1-art': 'A43B40' }),
      'attack',
      { card: 'attack', support: ['ru-1-1-art'] },
      [1, 6, 3, 1, 6],
    );
    // the meeting roll: German 1 + EFF 4 + 1 = 6, Russian 6 + EFF 3 = 9: the Russian attacks with 5 + AF 4
    expect(crt).toMatchObject({ attacker: 'ru', attack: 9, defence: 6 });
  });
  it('11.2 the Russian attacking a German DEFEND: a named gun fires AF only with a target within 2 hexes', () => {
    const near = fight(designated({ 'ru-1-1-art': 'A41B41' }), 'defend', { card: 'attack', support: ['ru-1-1-art'] });
    expect(near.crt).toMatchObject({ attacker: 'ru', attack: 9, defence: 6 });
    const far = fight(designated({ 'ru-1-1-art': 'A43B40' }), 'defend', { card: 'attack', support: ['ru-1-1-art'] });
    expect(far.crt).toMatchObject({ attacker: 'ru', attack: 5, defence: 6 });
    expect(far.crt).not.toHaveProperty('support');
    expect(ok(far.r).fought).not.toContain('ru-1-1-art'); // it did not act (11.1.1)
  });
  it('11.3.1 beside RETREAT the named gun neither fires nor spends ammunition', () => {
    const { r, loss } = fight(designated(xxGun), 'attack', { card: 'retreat', support: ['ru-20-xx-art'] }, [4]);
    expect(loss('ru-20-xx-art')).toBeUndefined();
    expect(ok(r).fought).not.toContain('ru-20-xx-art');
  });
  it('11.3.6 (TC-46) 3/III art. may not support XX Corps; 11.3 out of range; 11.1.3 the initiative player names its guns in the designation', () => {
    const s = designated({ 'ru-3-iii-art': 'A43B40', 'ru-1-1-art': 'A45B40' });
    expect(play(s, 'ru', [{ type: 'card', card: 'defend', support: ['ru-3-iii-art'] }])).toMatchObject({
      ok: false,
      error: { rule: '11.3.6', at: 'orders[0].support[0]', params: { why: 'corps' } },
    });
    expect(play(s, 'ru', [{ type: 'card', card: 'defend', support: ['ru-1-1-art'] }])).toMatchObject({
      ok: false,
      error: { rule: '11.3', params: { why: 'range' } },
    });
    expect(play(s, 'de', [{ type: 'card', card: 'attack', support: ['de-1-1-i'] }])).toMatchObject({
      ok: false,
      error: { rule: '11.1.3', params: { why: 'designated' } },
    });
  });
  it('11.3 version 5 keeps the defender without guns; the view offers version 6 the cards with artillery and the bot takes them', () => {
    const v5 = designated(xxGun, 5);
    expect(play(v5, 'ru', [{ type: 'card', card: 'defend', support: ['ru-20-xx-art'] }])).toMatchObject({
      ok: false,
      error: { rule: '11.3' },
    });
    expect(choices(v5, 'ru').some((c) => c.id.endsWith(':fire'))).toBe(false);
    const s = designated(xxGun);
    expect(choices(s, 'ru').find((c) => c.id === 'card:defend:fire')?.order).toEqual({
      type: 'card',
      card: 'defend',
      support: ['ru-20-xx-art'],
    });
    expect(choices(s, 'de').some((c) => c.id.endsWith(':fire'))).toBe(false);
    expect(botBatch(s, 'ru', new SeededDice(1)).orders[0]).toMatchObject({ support: ['ru-20-xx-art'] });
  });
});

describe('rules version 6: what a fleeing stack leaves behind (11.5.3, 11.1.8, 13.1.5)', () => {
  // 20/XX art. stands in Gumbinnen with 1/29/XX; Rennenkampf's HQ stands alone at A40B40, next to 1/1 I but not to Gumbinnen
  const behind = { 'ru-20-xx-art': 'A42B39', 'ru-rennenkampf': 'A40B40' };
  const fled = (version: number) =>
    fight(designated(behind, version), 'attack', { card: 'defend', flee: 2 }, [2, 3, 5, 1, 1, 1]);
  it('11.1.8 1/29/XX flees 1 hex from a 3/1: the gun left in Gumbinnen rolls 5 above its EFF 3, loses 4 EP and flees 4 hexes; the HQ next to the attacker is not asked', () => {
    const { r, crt, loss } = fled(6);
    expect(crt).toMatchObject({ result: '3/1' });
    const events = r.ok ? r.events : [];
    const escaped = events.find((e) => e.type === 'artillery-escape')!;
    expect(escaped).toMatchObject({
      rule: '11.1.8',
      dice: [5],
      data: { unit: 'ru-20-xx-art', from: 'A42B39', fled: true },
    });
    expect(loss('ru-20-xx-art')).toMatchObject({ rule: '11.1.8', data: { ep: 4 } });
    const st = ok(r);
    expect(st.units['ru-20-xx-art'].hex).toBe((escaped.data as { to: string }).to);
    expect(st.fought).toContain('ru-20-xx-art'); // it may not fight again this turn
    expect(events.some((e) => e.type === 'hq-displaced' || e.type === 'hq-caught')).toBe(false);
    expect(st.hqs['ru-rennenkampf'].hex).toBe('A40B40');
  });
  it('version 5 kept the contact procedure: every lone HQ next to the first attacker found rolls too', () => {
    const events = (({ r }) => (r.ok ? r.events : []))(fled(5));
    expect(events.find((e) => e.type === 'artillery-escape')).toMatchObject({ dice: [5] });
    expect(events.some((e) => e.type === 'hq-displaced' || e.type === 'hq-caught')).toBe(true);
  });
});

describe('AMB-29 the option `bombarded` (rules version 6)', () => {
  const bombarded = (option?: 'must-fight') => {
    const s = atCombat({ 'de-1-i-art': 'A40B39' });
    if (option) s.options.bombarded = option;
    return ok(play(s, 'de', [{ type: 'combat', own: ['de-1-i-art'], enemy: ['ru-1-29-xx'] }], [6, 1, 5, 2]));
  };
  it('11.4 by default 1/29/XX, bombarded by 1/I art., has had its combat: 1/1 I may not attack it again', () => {
    const s = bombarded();
    expect(s.fought).toEqual(expect.arrayContaining(['de-1-i-art', 'ru-1-29-xx']));
    expect(choices(s, 'de').some((c) => c.id.startsWith('combat:'))).toBe(false);
  });
  it('11.4 with `must-fight` only the gun has acted: 1/29/XX still fights 1/1 I', () => {
    const s = bombarded('must-fight');
    expect(s.fought).toEqual(['de-1-i-art']);
    expect(choices(s, 'de').find((c) => c.id === 'combat:0')?.order).toEqual({
      type: 'combat',
      own: ['de-1-1-i'],
      enemy: ['ru-1-29-xx'],
    });
  });
});
