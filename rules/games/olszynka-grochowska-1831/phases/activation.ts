import type { GameEvent } from '../../../core/contract.js';
import { RecordingDice } from '../../../core/dice.js';
import { fail } from '../../../core/errors.js';
import { event } from '../../../core/events.js';
import { halt, type Placed, type Turn } from '../../../core/runner.js';
import { text } from '../../../core/text.js';
import { canFire, fireTargets } from '../artillery.js';
import { def, leaderDef, sideOf, unit } from '../ctx.js';
import { obligations } from '../melee.js';
import { moveStack, type MoveOrder } from '../movement.js';
import { playReorder, playStackOrder, STACK_KEY } from '../stack-order.js';
import type { PackIndex } from '../pack.js';
import { flag, onMap, POLICY_KEYS, POLICY_VALUES, type GameState, type PolicyKey } from '../state.js';
import { checkAttack, resolveAttack } from './combat.js';
import { counterSquare, endReactions, playReact, react } from './reacting.js';
import { holdForDefence, playDefend, resume, salvo } from './defence.js';
import { playLeaderMove } from './leader-move.js';
import { declaredCharge, playContactCharge } from './charge.js';
import {
  activateDivision,
  afterStep,
  beginActivation,
  commandChoices,
  ctxOf,
  drawNext,
  reactionFireTargets,
} from './turn.js';
import type { OlszynkaOrder } from '../orders.js';

/** The `play` of every awaited decision: one function per order type, checked against the phase. */
type T = Turn<GameState>;
const diceOf = (r: RecordingDice): number[] => r.rolls.map((x) => x.value);

const expect = (t: T, p: Placed<OlszynkaOrder>, phases: GameState['phase'][], rule: string): void => {
  if (!phases.includes(t.s.phase))
    fail(rule, 'wrong-order', `a ${p.o.type} order is not expected in the ${t.s.phase} step`, `${p.at}.type`);
};

export const playOrder = (P: PackIndex, t: T, p: Placed<OlszynkaOrder>, isLast: boolean): void => {
  const s = t.s;
  const c = ctxOf(P, s);
  const o = p.o;
  switch (o.type) {
    case 'standing': {
      if (o.key.startsWith(STACK_KEY)) return playStackOrder(c, t, o.key.slice(STACK_KEY.length), o.value, p.at);
      const key = o.key as PolicyKey;
      if (!POLICY_KEYS.includes(key) || !POLICY_VALUES[key].includes(o.value))
        fail('5.5', 'POLICY', `no policy ${o.key}=${o.value}`, `${p.at}.value`);
      s.policies[t.side as 'pl' | 'ru'][key] = o.value;
      return;
    }
    case 'pick': {
      expect(t, p, ['first'], '2.3.1');
      if (!s.cup.includes(o.marker) || sideOfMarker(P, o.marker) !== t.side)
        fail('2.3.1', 'NOT_YOUR_MARKER', `${o.marker} is not one of your markers in the cup`, `${p.at}.marker`);
      s.cup = s.cup.filter((m) => m !== o.marker);
      t.events.push(event('picked', { marker: o.marker, side: t.side }, { rule: '2.3.1' }));
      if (!beginActivation(P, s, o.marker, t.dice, t.events)) drawNext(P, s, t.dice, t.events);
      return;
    }
    case 'command': {
      expect(t, p, ['command'], '2.3.3');
      const a = s.active!;
      if (o.division === null) {
        t.events.push(
          event('void', { marker: a.marker }, { rule: leaderDef(c, a.marker).rank === 'corps' ? '2.3.4' : '2.3.3' }),
        );
        s.active = null;
        return drawNext(P, s, t.dice, t.events);
      }
      if (!commandChoices(P, s, a.marker).includes(o.division))
        fail(
          leaderDef(c, a.marker).rank === 'corps' ? '2.3.4' : '2.3.3',
          'NOT_COMMANDABLE',
          `${a.marker} may not activate ${o.division} now`,
          `${p.at}.division`,
        );
      return activateDivision(P, s, a.side, a.marker, o.division, t.dice, t.events);
    }
    case 'fire': {
      expect(t, p, ['fire', 'reactionFire'], '11.3');
      const a = s.active!;
      const mine = s.phase === 'fire';
      if (
        !Object.hasOwn(s.pos.units, o.battery) ||
        sideOf(c, o.battery) !== t.side ||
        (mine && !a.units.includes(o.battery))
      )
        fail('2.3.7.1', 'NOT_YOUR_BATTERY', `${o.battery} may not fire now`, `${p.at}.battery`);
      const ok = canFire(c, o.battery);
      if (!ok.ok) fail(ok.rule, 'CANNOT_FIRE', ok.why!, `${p.at}.battery`);
      const targets = fireTargets(c, o.battery, mine ? undefined : (id) => a.units.includes(id));
      if (!targets.includes(o.target))
        fail(
          '11.5',
          'NOT_NEAREST',
          `${o.target} is not a nearest target in sight, arc and range (${targets.join(', ') || 'none'})`,
          `${p.at}.target`,
          targets.length ? { t: o.target, list: targets.join(', ') } : { t: o.target, why: 'none' },
        );
      // N1: the target of the active side's fire may be asked for its loss order and retreat path
      if (mine && holdForDefence(c, s, { type: 'fire', battery: o.battery, target: o.target }, t.events))
        return defenderDecides(isLast, p.i);
      t.events.push(...salvo(c, o.battery, o.target, t));
      return;
    }
    case 'leader': {
      expect(t, p, ['command', 'move'], '2.3.3');
      return playLeaderMove(c, s, p as Placed<OlszynkaOrder & { type: 'leader' }>, t.events);
    }
    case 'move': {
      expect(t, p, ['move'], '2.3.7.2');
      const a = s.active!;
      if (a.leaderMoved)
        fail(
          '2.3.5',
          'LEADER_MOVED',
          'the division commander has moved: his units have finished moving',
          `${p.at}.type`,
        );
      o.units.forEach((id, i) => {
        if (!a.units.includes(id)) fail('2.3.7.2', 'NOT_ACTIVATED', `${id} is not activated`, `${p.at}.units[${i}]`);
      });
      const charge = declaredCharge(c, p as Placed<OlszynkaOrder & { type: 'move' }>);
      const rec = new RecordingDice(t.dice);
      const reacted: GameEvent[] = [];
      const mover = o.units.find((id) => def(c, id).arm !== 'artillery') ?? o.units[0];
      // the reactions draw after the move's own dice (forced march, ZOC exit), so each event lists its own
      const m = moveStack(c, o as MoveOrder, rec, p.at, (hex) => react(c, s, mover, hex, t.dice, reacted));
      if (charge) for (const id of o.units) if (onMap(unit(c, id).at)) flag(unit(c, id), { charge });
      t.events.push(
        event('moved', { ...m, side: t.side, ...(charge ? { charge } : {}) }, { rule: '7', dice: diceOf(rec) }),
      );
      t.events.push(...reacted);
      if (o.squareIfCounterCharged) counterSquare(c, mover, reacted, t);
      // a reaction changes what the mover would do next: the rest of the batch goes back to the composer
      if (m.interrupted && !isLast)
        halt(p.i + 1, text('Przeciwnik zareagował (5.5)', 'The enemy reacted (5.5)'), '5.5');
      if (m.short && !isLast)
        halt(p.i + 1, text('Marsz forsowny krótszy, niż rozkazano (7.9)', 'The forced march fell short (7.9)'), '7.9');
      return;
    }
    case 'contactCharge': {
      expect(t, p, ['move'], '10.2.4');
      if (s.active!.leaderMoved)
        fail(
          '2.3.5',
          'LEADER_MOVED',
          'the division commander has moved: his units have finished moving',
          `${p.at}.type`,
        );
      const stopped = playContactCharge(
        c,
        s,
        p as Placed<OlszynkaOrder & { type: 'contactCharge' }>,
        t.dice,
        t.events,
        (mover, hex, out) => react(c, s, mover, hex, t.dice, out),
      );
      if (stopped && !isLast) halt(p.i + 1, text('Przeciwnik zareagował (5.5)', 'The enemy reacted (5.5)'), '5.5');
      return;
    }
    case 'attack': {
      expect(t, p, ['combat'], '9.3');
      checkAttack(c, s.active!.units, o, p.at);
      const held = {
        type: 'attack' as const,
        attackers: o.attackers,
        hex: o.hex,
        moraleUnit: o.moraleUnit,
        ...(o.retreat ? { retreat: o.retreat } : {}),
      };
      if (holdForDefence(c, s, held, t.events)) return defenderDecides(isLast, p.i);
      t.events.push(...resolveAttack(c, o, t.dice));
      return;
    }
    case 'react': {
      expect(t, p, ['reaction'], '5.5');
      if (s.defence)
        fail('9.11', 'DEFENCE_ASKED', 'the question is about a combat: answer it with defend', `${p.at}.type`);
      return playReact(c, s, t, p as Placed<OlszynkaOrder & { type: 'react' }>);
    }
    case 'reorder':
      return playReorder(c, t, o.hex, o.units, p.at);
    case 'defend': {
      expect(t, p, ['reaction'], '9.11');
      return playDefend(c, s, t, p as Placed<OlszynkaOrder & { type: 'defend' }>);
    }
    case 'end': {
      expect(t, p, ['fire', 'move', 'reaction', 'reactionFire', 'combat'], '2.3.7');
      // a held combat or salvo goes on with the defender's standing defaults
      if (s.phase === 'reaction') return s.defence ? resume(c, s, t, s.defence.held, {}) : endReactions(s);
      if (s.phase === 'combat') {
        const left = obligations(c, s.active!.units);
        if (left.length)
          fail(
            '9.3',
            'MUST_ATTACK',
            `${left[0].unit} must still attack ${left[0].targets.join(' or ')}`,
            `${p.at}.type`,
          );
      }
      return afterStep(P, s, t.dice, t.events);
    }
  }
};

/** the held attack or salvo waits for the defender: the rest of the batch goes back to the composer */
const defenderDecides = (isLast: boolean, i: number): void => {
  if (!isLast) halt(i + 1, text('Obrońca decyduje (9.11)', 'The defender decides (9.11)'), '9.11');
};

const sideOfMarker = (P: PackIndex, m: string): string =>
  P.pack.forces.formations.find((f) => f.id === m)?.side ?? P.leader(m).side;

export { reactionFireTargets };
