import { halt, type Placed, type Turn } from '../../../core/runner.js';
import { text } from '../../../core/text.js';
import { event } from '../../../core/events.js';
import { fail, RuleViolation } from '../../../core/errors.js';
import { armOf, armyOf, isHq, isUnit, other, sideOf, withPieces, type Ctx } from '../ctx.js';
import { allowanceHp, checkMove, type MoveCheck } from '../movement.js';
import { carried, checkEchelonRun, onEchelon } from '../transport.js';
import { zocOf } from '../zoc.js';
import { playLoad, playUnload } from './transport.js';
import { d10 } from '../rounding.js';
import { checkTrainMove, trainDestroyed } from '../trains.js';
import { checkRiverMove, flotillasSail } from '../flotillas.js';
import type { WojnaOrder } from '../orders.js';
import { cloneState, ctxOf, versionOf, type WojnaState } from '../state.js';
import { airAfterActivation } from './air.js';
import { playAttack } from './attack.js';
import { eliminate } from './losses.js';
import { contactsOnEntering } from './contacts.js';
import { nextAfterContacts } from './contact-path.js';
import { checkGarrisonFields, playGarrisonFields } from './garrison-orders.js';
import { playHqPursuit } from './hq-pursuit.js';
import { closeActivation } from './overstack.js';
import { enterElsewhere } from './reinforcements.js';

/**
 * Phases 5 and 6 (3.5, ch. 7–8): one activation of all the active player's forces (AMB-01):
 * units move, then HQs (AMB-02), then attacks (7.3). `end` closes the movement, then the
 * activation. At its end excess stacks are displaced by the opponent's default (12.5).
 */
type MoveOrder = Extract<WojnaOrder, { type: 'move' }>;

/** 9.11, 9.19–21 (AMB-49): an uncommanded piece moves only toward command; a unit of an eliminated WJ HQ not at all */
const checkUncommanded = (s: WojnaState, o: MoveOrder, at: string): void => {
  const c = ctxOf(s);
  const p = s.pieces[o.piece];
  if (p.command !== 'none') return;
  const u = c.defs.unit(o.piece);
  const h = c.defs.hq(o.piece);
  let target: { hex: string; range: number } | undefined;
  if (h) {
    const armyId = armyOf(c, o.piece);
    const army = armyId ? c.defs.hq(armyId) : undefined;
    const ah = army ? s.pieces[army.id]?.hex : null;
    if (army && ah) target = { hex: ah, range: army.commandRange };
  } else if (u?.formation) {
    const wj = s.pieces[u.formation]?.hex;
    if (!wj) fail('9.11', 'no-hq', 'a unit whose WJ HQ is eliminated cannot move', at);
    target = { hex: wj, range: c.defs.hq(u.formation)!.commandRange };
  } else if (u) {
    const hqs = c.defs
      .allHqs()
      .filter((x) => x.side === u.side && x.tier !== 'group' && x.tier !== 'corps' && s.pieces[x.id]?.hex);
    const best = hqs.sort(
      (a, b) => c.map.distance(p.hex!, s.pieces[a.id].hex!) - c.map.distance(p.hex!, s.pieces[b.id].hex!),
    )[0];
    if (best) target = { hex: s.pieces[best.id].hex!, range: best.commandRange };
  }
  if (!target) fail('9.20', 'uncommanded', 'an uncommanded piece has no HQ to move toward', at);
  for (let i = 1; i < o.path.length; i++) {
    if (c.map.distance(o.path[i], target.hex) >= c.map.distance(o.path[i - 1], target.hex))
      fail(h ? '9.19' : '9.20', 'toward', 'an uncommanded piece moves only toward its HQ (AMB-49)', `${at}.path[${i}]`);
    if (c.map.distance(o.path[i], target.hex) <= target.range && i < o.path.length - 1)
      fail(
        h ? '9.19' : '9.20',
        'stop',
        'an uncommanded piece stops on regaining command range',
        `${at}.path[${i + 1}]`,
      );
  }
};

/**
 * The enemy's ZOC (10.1–3) kept across the moves of one batch: it is the enemy units' alone, so the moving
 * side's own moves leave it as it was; any other order, or a move whose contact changed the map, drops it.
 */
interface EnemyZoc {
  zoc?: ReadonlySet<string>;
}

/** plays one move; true when a contact on the way (9.23, 13.17) changed the map, 'asked' when a reaction is asked live */
const playMove = (t: Turn<WojnaState>, o: MoveOrder, at: string, kept: EnemyZoc = {}): boolean | 'asked' => {
  const s = t.s;
  const a = s.activation!;
  const c = ctxOf(s);
  const p = s.pieces[o.piece];
  if (!p?.hex || !(isUnit(c, o.piece) || isHq(c, o.piece)) || sideOf(c, o.piece) !== t.side)
    fail('13.7', 'not-yours', `${o.piece} is not your piece on the map`, `${at}.piece`);
  if (a.segment === 'combat') fail('7.3', 'after-movement', 'movement is over: attacks only', at);
  const hq = c.defs.hq(o.piece);
  if (hq?.tier === 'army') fail('19.1', 'army-hq', 'army HQs move in the End Phase (AMB-39)', `${at}.piece`);
  if (!hq && a.segment === 'hqs') fail('2.8', 'units-first', 'units move before HQs (AMB-02)', at);
  if (a.done.includes(o.piece)) fail('13.7', 'moved', `${o.piece} has already moved`, `${at}.piece`);
  // AMB-46 (rules version 15): a blocked reinforcement enters where its first move starts
  if (s.entries) enterElsewhere(t, o.piece, o.path[0], `${at}.path[0]`);
  // 18 (rules version 5): a unit on a transport takes along what rides with it, on the transport's allowance
  const riders = p.loadedOn ? carried(c, p.loadedOn).filter((id) => id !== o.piece) : [];
  if (p.loadedOn && hq)
    fail('18.7', 'loaded-hq', 'an HQ on a transport moves with the unit it rides with', `${at}.piece`);
  if (p.loadedOn && (o.dropGarrisonAt || o.absorbGarrisonAt))
    fail('11.1', 'loaded', 'a loaded unit neither leaves nor absorbs a garrison', at);
  checkUncommanded(s, o, at);
  checkGarrisonFields(s, o, at);
  const arm = hq ? null : armOf(c, o.piece);
  if (arm === 'river-unit' && !flotillasSail(c))
    fail('16.1', 'river', 'river flotillas do not move in this slice yet (README "Coverage")', `${at}.piece`);
  if (arm === 'river-unit') {
    playRiverMove(t, o, at);
    return false;
  }
  if (arm === 'armoured-train') {
    playTrainMove(t, o, at);
    return false;
  }
  const start = a.spent[o.piece] ?? 0; // rules version 5: what unloading cost (18.13)
  const r = onEchelon(c, o.piece)
    ? echelonRun(c, o)
    : checkMove(c, o.piece, o.path, { spentHp: start, enemyZoc: (kept.zoc ??= zocOf(c, other(sideOf(c, o.piece)))) });
  if (!r.ok)
    fail(r.rule, 'move', r.reason ?? 'illegal move', r.at !== undefined ? `${at}.path[${r.at}]` : at, r.params);
  if (hq) a.segment = 'hqs';
  a.done.push(o.piece, ...riders);
  // hex by hex: contacts (9.23, 13.17) may change the map; the rest of the path must stay legal, or the move ends there
  const walked = [o.path[0]];
  let snap = c; // the map as it was before this move's first step, refreshed after a contact changes it
  let contact = false;
  let asked = false;
  for (let i = 1; i < o.path.length; i++) {
    p.hex = o.path[i];
    for (const id of riders) if (s.pieces[id].hex) s.pieces[id].hex = o.path[i];
    walked.push(o.path[i]);
    if (hq) continue;
    const changed = contactsOnEntering(t, o.piece, o.path[i], snap);
    if (a.reaction || a.contacts) {
      // rules version 5: a reaction is asked live (13.9, policy ask): the move waits on this hex, its MPs kept (13.15)
      // rules version 11: so does a contact's path asked live (9.23, 13.17)
      asked = true;
      break;
    }
    if (!changed) continue;
    contact = true;
    snap = ctxOf(s);
    if (i === o.path.length - 1 || !s.pieces[o.piece].hex) continue;
    const so = onEchelon(c, o.piece)
      ? echelonRun(withPieces(ctxOf(s), { [o.piece]: { hex: o.path[0] } }), { ...o, path: walked })
      : checkMove(withPieces(ctxOf(s), { [o.piece]: { hex: o.path[0] } }), o.piece, walked, { spentHp: start });
    const rest = !so.ok
      ? so
      : onEchelon(c, o.piece)
        ? echelonRun(ctxOf(s), { ...o, path: o.path.slice(i) }, so.spentHp)
        : checkMove(ctxOf(s), o.piece, o.path.slice(i), { spentHp: so.spentHp });
    if (!rest.ok || so.stopped) {
      t.events.push(
        event('move-stopped', { piece: o.piece, at: o.path[i], reason: rest.reason ?? 'stopped' }, { rule: '13.7' }),
      );
      break;
    }
  }
  let spent = r.spentHp;
  if (asked && walked.length < o.path.length) {
    const from = withPieces(ctxOf(s), { [o.piece]: { hex: o.path[0] } });
    const so = onEchelon(c, o.piece)
      ? echelonRun(from, { ...o, path: walked })
      : checkMove(from, o.piece, walked, { spentHp: start });
    if (so.ok && !so.stopped) {
      spent = so.spentHp;
      a.done.splice(a.done.indexOf(o.piece), 1); // it may go on with what is left once the owner has answered
    }
  }
  a.spent[o.piece] = spent;
  t.events.push(event('move', { side: t.side, piece: o.piece, path: walked, mp: spent / 2 }, { rule: '13.2' }));
  playGarrisonFields(t, o, walked);
  return asked ? 'asked' : contact;
};

/** 18.3: an echelon's run as a move check (its allowance less what is spent) */
const echelonRun = (c: Ctx, o: MoveOrder, spentHp = 0): MoveCheck => {
  if (o.path[0] !== c.pieces[o.piece].hex)
    return {
      ok: false,
      spentHp,
      stopped: false,
      rule: '13.7',
      reason: 'the path must start where the piece stands',
      at: 0,
      params: { why: 'start' },
    };
  const side = sideOf(c, o.piece);
  const r = checkEchelonRun(c, side, o.path, allowanceHp(c, o.piece) - spentHp, zocOf(c, other(side)));
  if (!r.ok)
    return {
      ok: false,
      spentHp,
      stopped: false,
      rule: r.rule,
      reason: r.reason,
      at: Number(/\d+/.exec(r.at)?.[0] ?? 0),
    };
  return { ok: true, spentHp: spentHp + r.spentHp, stopped: false };
};

/** 15.2, 14.28: a train along the railway, one d10 for each hex it passes through an enemy unit (6–9 destroys it) */
const playTrainMove = (t: Turn<WojnaState>, o: MoveOrder, at: string): void => {
  const s = t.s;
  const a = s.activation!;
  const c = ctxOf(s);
  if (o.path[0] !== s.pieces[o.piece].hex)
    fail('13.7', 'start', 'the path must start where the piece stands', `${at}.path[0]`);
  const r = checkTrainMove(c, o.piece, o.path, allowanceHp(c, o.piece));
  if (!('passes' in r)) fail(r.rule, 'train', r.reason, `${at}.${r.at}`, r.params);
  a.done.push(o.piece);
  a.spent[o.piece] = r.spentHp;
  for (const h of r.passes) {
    const roll = d10(t.dice);
    const dead = trainDestroyed(roll);
    t.events.push(
      event('train-pass', { train: o.piece, hex: h, roll, destroyed: dead }, { rule: '14.28', dice: [roll] }),
    );
    if (dead) {
      s.pieces[o.piece].hex = h;
      eliminate(t, o.piece, 'train-pass');
      return;
    }
  }
  s.pieces[o.piece].hex = o.path[o.path.length - 1];
  t.events.push(event('move', { side: t.side, piece: o.piece, path: o.path, mp: r.spentHp / 2 }, { rule: '15.2' }));
};

/** ch. 16 (rules version 6): a river unit's move along the river; it sets off no contacts, like a train's */
const playRiverMove = (t: Turn<WojnaState>, o: MoveOrder, at: string): void => {
  const s = t.s;
  const c = ctxOf(s);
  if (o.path[0] !== s.pieces[o.piece].hex)
    fail('13.7', 'start', 'the path must start where the piece stands', `${at}.path[0]`);
  // rules version 7: loading cost the ship 1 MP (18.2), and what it carries sails with it (18.4)
  const loading = s.activation!.spent[o.piece] ?? 0;
  const r = checkRiverMove(c, o.piece, o.path, allowanceHp(c, o.piece) - loading);
  if (!r.ok) fail(r.rule, 'river', r.reason, `${at}.${r.at}`);
  const cargo = carried(c, o.piece);
  s.activation!.done.push(o.piece, ...cargo);
  s.activation!.spent[o.piece] = loading + r.spentHp;
  s.pieces[o.piece].hex = o.path[o.path.length - 1];
  for (const id of cargo) s.pieces[id].hex = o.path[o.path.length - 1];
  t.events.push(event('move', { side: t.side, piece: o.piece, path: o.path, mp: r.spentHp / 2 }, { rule: '16.1' }));
};

export const playActivation = (t: Turn<WojnaState>, orders: Placed<WojnaOrder>[]): void => {
  const targets = orders.flatMap(({ o }) => (o.type === 'attack' ? [o.target] : []));
  let settled = false; // rules version 14: a contact settled by policy has changed the map in this batch
  const kept: EnemyZoc = {};
  for (const p of orders) {
    const play = () => playOrder(t, p, orders.length, targets, kept);
    const changed = settled ? playAfterContact(t, p, play) : play();
    if (changed) settled = versionOf(t.s) >= 14;
    if (changed || p.o.type !== 'move') kept.zoc = undefined;
  }
};

/**
 * Rules version 14 (README "A contact settled by policy"): the orders after a contact that changed the map
 * are played on the changed map; the first one the change made impossible halts the batch there (its
 * state as before it), and the rest goes back to the player with the reason. A refusal must not depend on
 * the contact's dice (spec 5.1 rule 5).
 */
const playAfterContact = (t: Turn<WojnaState>, p: Placed<WojnaOrder>, play: () => boolean): boolean => {
  const s = t.s;
  const saved = cloneState(s);
  const events = t.events.length;
  try {
    return play();
  } catch (e) {
    if (!(e instanceof RuleViolation)) throw e;
    for (const k of Object.keys(s)) delete (s as unknown as Record<string, unknown>)[k];
    Object.assign(s, saved);
    t.events.length = events;
    const why = `${e.error.message} (${e.error.rule})`;
    return halt(
      p.i,
      text(
        `Kontakt po drodze zmienił sytuację: ten rozkaz nie jest już możliwy (${e.error.rule})`,
        `A contact on the way changed the map: this order is no longer possible: ${why}`,
      ),
      e.error.rule,
    );
  }
};

/** one order of the activation; true when it was a move whose contact (9.23, 13.17, 13.9) changed the map by policy */
const playOrder = (
  t: Turn<WojnaState>,
  { o, at, i }: Placed<WojnaOrder>,
  count: number,
  targets: string[],
  kept: EnemyZoc,
): boolean => {
  const s = t.s;
  const a = s.activation!;
  if (!s.awaiting) fail('7.1', 'over', 'the activation has ended', at);
  switch (o.type) {
    case 'move': {
      const m = playMove(t, o, at, kept);
      // rules version 5: the reacting stack's owner is asked now; the rest goes back to the mover
      // rules version 11: a contact's path asked live first (9.23: the mover's own choice; 13.17: the owner's)
      if (m === 'asked') {
        nextAfterContacts(s);
        const first = a.contacts?.[0];
        if (i < count - 1)
          halt(
            i + 1,
            !first
              ? text('Przeciwnik decyduje o reakcji (13.9)', 'The opponent decides on a reaction (13.9)')
              : first.rule === '9.23'
                ? text('Wybierz drogę odsunięcia sztabu (9.23)', 'Choose where the HQ is displaced (9.23)')
                : text(
                    'Przeciwnik wybiera drogę wycofania artylerii (13.17)',
                    'The opponent chooses the artillery’s withdrawal (13.17)',
                  ),
            first?.rule ?? '13.9',
          );
        break;
      }
      // rules version 2: a contact that moved or removed enemy pieces changes what the player would
      // do next, so the rest of the batch goes back to the player (contract v3 halt); 14: only what it made impossible
      if (m && i < count - 1 && (s.rulesVersion ?? 2) >= 2 && versionOf(s) < 14)
        halt(
          i + 1,
          text(
            'Kontakt ze sztabem lub artylerią zmienił sytuację (9.23, 13.17)',
            'A contact with an HQ or artillery changed the map (9.23, 13.17)',
          ),
          '9.23',
        );
      return m;
    }
    case 'attack':
      if (a.hqPursuit?.length) fail('14.38', 'after-hq-pursuit', 'the HQ pursuit closed the attacks', at);
      a.segment = 'combat';
      // rules version 3: a defender whose policy asks is asked live before the roll; the rest goes back
      // rules version 10: or the attacker is asked about its fighters against the defender's support (17.12)
      if (playAttack(t, o, at, targets) === 'asked' && i < count - 1)
        if (s.awaiting?.kind === 'fighters' && s.awaiting.side === a.active)
          halt(i + 1, text('Zdecyduj o myśliwcach (17.12)', 'Decide on your fighters (17.12)'), '17.12');
        // rules version 12: or a contact's path in the combat's middle is asked (9.24, 9.25, 13.17)
        else if (s.awaiting?.kind === 'contact') {
          const rule = a.contacts![0].rule;
          halt(
            i + 1,
            rule === '13.17'
              ? text(
                  'Przeciwnik wybiera drogę wycofania artylerii (13.17)',
                  'The opponent chooses the artillery’s withdrawal (13.17)',
                )
              : text(`Wybierz drogę odsunięcia sztabu (${rule})`, `Choose where the HQ is displaced (${rule})`),
            rule,
          );
        } else
          halt(i + 1, text('Obrońca decyduje o obronie (14.7)', 'The defender decides on the defence (14.7)'), '14.7');
      break;
    case 'hq-pursuit':
      playHqPursuit(t, o, at);
      break;
    case 'load':
      playLoad(t, o, at);
      break;
    case 'unload':
      playUnload(t, o, at);
      break;
    case 'end':
      if (a.segment === 'combat') endActivation(t);
      else a.segment = 'combat';
      break;
    default:
      fail('7.2', 'wrong-order', `a ${o.type} order is not expected in an activation`, `${at}.type`);
  }
  return false;
};

/** 3.5 A4: REACTION markers come off, excess stacks are displaced (12.5, `overstack.ts`), the phase ends */
export const endActivation = (t: Turn<WojnaState>): void => {
  for (const p of Object.values(t.s.pieces)) if (p.reacted !== undefined) delete p.reacted;
  airAfterActivation(t);
  closeActivation(t);
};
