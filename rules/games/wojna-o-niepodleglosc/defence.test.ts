import { describe, expect, it } from 'vitest';
import wojna from './index.js';
import type { WojnaOrder } from './orders.js';
import { defaultRetreat, retreatPaths } from './combat-retreat.js';
import { ctxOf, type WojnaState } from './state.js';
import { d10s, encircledOpen, end, ok, play, standing } from './testkit.js';

/**
 * The defender's standing policies and the live `ask` (rules version 3, spec 5.3 C2–C9). Position
 * encircled-open, turn 2 (Polish initiative): 1 pp Leg. and 1 p. uł. attack 23 ps on 1004.
 */
const attack: WojnaOrder = { type: 'attack', target: '1004', attackers: ['pl-1pp', 'pl-1pul'] };
const polishCombat = (context?: { rulesVersion: number }): WojnaState => encircledOpen(context?.rulesVersion);
const combatOf = (r: ReturnType<typeof play>) =>
  (r.ok ? r.events.find((e) => e.type === 'combat')?.data : undefined) as
    | { modifiers: { id: string; value: number }[]; roll: number }
    | undefined;

describe('the defender answered ahead (standing policies)', () => {
  it('a standing policy is set by the side not awaited, changes nothing else and is shown only to its side', () => {
    const s = polishCombat();
    const r = play(s, 'opposing', [standing('defenceMorale', 'ask')]);
    expect(r).toMatchObject({ ok: true, events: [] });
    const after = ok(r);
    expect(after.policies!.opposing.defenceMorale).toBe('ask');
    expect(after.awaiting).toEqual(s.awaiting);
    const mine = wojna.view(after, 'polish').options.standing!.find((o) => o.key === 'defenceMorale');
    expect(mine).toMatchObject({ current: 'best', policy: true });
    expect(play(s, 'opposing', [standing('defenceMorale', 'sometimes')])).toMatchObject({
      ok: false,
      error: { rule: '14.7', at: 'orders[0].value' },
    });
    expect(play(s, 'opposing', [end])).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
  });
  it('17.10 policy best: the defender’s free fighter supports over the attacked hex — aviation −1 (op-esk 1★)', () => {
    const r = play(polishCombat(), 'polish', [attack], d10s(0, 0, 0, 0, 0, 0));
    expect(combatOf(r)?.modifiers.find((m) => m.id === 'aviation')).toEqual({
      id: 'aviation',
      rule: '17.11',
      value: -1,
    });
    expect(ok(r).air!.units['op-esk']).toMatchObject({ mission: 'support', hex: '1004' });
    const none = ok(play(polishCombat(), 'opposing', [standing('defenceAir', 'none')]));
    const r2 = play(none, 'polish', [attack], d10s(0, 0, 0, 0, 0, 0));
    expect(combatOf(r2)?.modifiers.find((m) => m.id === 'aviation')?.value ?? 0).toBe(0);
  });
  it('rules version 2: a game created before the policies refuses a standing order', () => {
    const v2 = polishCombat({ rulesVersion: 2 });
    expect(v2.policies).toBeUndefined();
    expect(play(v2, 'opposing', [standing('defenceMorale', 'ask')])).toMatchObject({
      ok: false,
      error: { code: 'rules-version' },
    });
  });
});

describe('the defender asked live (policy ask)', () => {
  const asked = (): { s: WojnaState; r: ReturnType<typeof play> } => {
    const s = ok(play(polishCombat(), 'opposing', [standing('retreat', 'ask')]));
    return { s, r: play(s, 'polish', [attack, end]) };
  };
  it('14.7: the attack waits before its roll for the defender; the rest of the batch goes back to the attacker', () => {
    const { r } = asked();
    expect(r).toMatchObject({ ok: true, halted: { at: 1, rule: '14.7' } });
    const s = ok(r);
    expect(r.ok && r.events.map((e) => e.type)).toEqual(['defence-asked']);
    expect(wojna.status(s)).toMatchObject({ waitingFor: ['opposing'], phase: 'defence', midTurn: true });
    expect(wojna.view(s, 'polish').options.choices).toEqual([]);
    const ids = wojna.view(s, 'opposing').options.choices.map((c) => c.id);
    expect(ids).toEqual(
      expect.arrayContaining(['defend:morale:op-23ps', 'defend:air:op-esk', 'defend:retreat', 'defend']),
    );
    expect(wojna.defaultAnswer(s, 'opposing')).toEqual({ orders: [{ type: 'defend' }] });
  });
  it('14.7, 14.11: the waiting attack is drawn for both sides, from its attackers to 1004, with strengths and odds', () => {
    const s = ok(asked().r);
    const c = ctxOf(s);
    for (const viewer of ['polish', 'opposing', null] as const)
      expect(wojna.view(s, viewer).board.pending).toEqual([
        {
          from: [c.pieces['pl-1pp'].hex, c.pieces['pl-1pul'].hex],
          to: '1004',
          // 9 : 4 = 2.25, rounded per 1.6 to +2
          label: { pl: 'siła 9:4, stosunek sił +2', en: 'strength 9:4, odds +2' },
        },
      ]);
    const answered = ok(play(s, 'opposing', [{ type: 'defend' } as WojnaOrder], Array(10).fill(0)));
    expect(wojna.view(answered, 'polish').board.pending).toBeUndefined();
  });
  it('14.12: the morale unit must defend in the hex; 14.22: the chosen retreat path is taken, and the attacker goes on', () => {
    const s = ok(asked().r);
    expect(play(s, 'opposing', [{ type: 'defend', morale: 'pl-1pp' } as WojnaOrder])).toMatchObject({
      ok: false,
      error: { rule: '14.12', at: 'orders[0].morale' },
    });
    expect(
      wojna.view(s, 'opposing').options.choices.find((c) => c.id === 'defend:retreat')?.targets?.length,
    ).toBeGreaterThan(1);
    // roll 0 → 2R: of the best-priority retreats of two hexes, the one the default would not take
    const all = retreatPaths(ctxOf(s), ['op-23ps'], '1004', 2, ['pl-1pp', 'pl-1pul']);
    const best = all.filter((p) => p.priority === all[0].priority);
    const dflt = defaultRetreat(ctxOf(s), ['op-23ps'], '1004', 2, ['pl-1pp', 'pl-1pul'])!;
    const other = best.find((p) => p.path.join() !== dflt.path.join())!;
    expect(other).toBeDefined();
    const r = play(s, 'opposing', [{ type: 'defend', retreat: other.path.slice(1) } as WojnaOrder], Array(10).fill(0));
    expect(combatOf(r)?.roll).toBe(0);
    const retreat = (r.ok ? r.events.find((e) => e.type === 'retreat')?.data : undefined) as { path: string[] };
    expect(retreat.path).toEqual(other.path);
    expect(retreat.path).not.toEqual(dflt.path);
    expect(wojna.status(ok(r))).toMatchObject({ waitingFor: ['polish'], phase: 'activation.5.combat' });
  });
  it('14.22: a chosen path the result does not allow is reported and the path by priority is taken', () => {
    const s = ok(asked().r);
    const r = play(s, 'opposing', [{ type: 'defend', retreat: ['0903'] } as WojnaOrder], Array(10).fill(0));
    expect(r.ok && r.events.map((e) => e.type)).toContain('retreat-choice-skipped');
    expect(r.ok && r.events.map((e) => e.type)).toContain('retreat');
  });
});
