/**
 * POST /api/games/:id/draft {expectedVersion, orders, check?} — "would these orders be accepted so
 * far, and which of my options may still follow them?", asked while a player composes a batch.
 *
 * Nothing is written: the draft is applied with the module's `apply` to a copy of the current state
 * with made-up dice (never the game's HMAC dice, whose counter does not move), and each candidate
 * (the draft plus one option of the current view) is applied the same way. Authorised exactly like
 * a submission. What the answer can reveal, and why that is acceptable: docs/platform/turn-path.md, "Draft checks".
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type {
  Batch,
  Dice,
  DieOptions,
  Halt,
  TargetModifier,
  GameModule,
  OptionsView,
  RuleError,
  Side,
} from '../../../rules/core/contract.js';
import { isAwaited, mayOrder } from '../../play/awaited.js';
import { sideOf } from '../../play/present.js';
import type { Env, Services } from '../deps.js';
import { conflict, forbidden, notFound, tooMany } from '../errors.js';
import { view } from '../games-helpers.js';
import { me, requireUser } from '../session.js';
import { body, check } from '../validate.js';
import { formatPath } from '../../../rules/core/zod-path.js';

/** per signed-in user: a player composing a long batch checks after each order, debounced */
export const DRAFT_RATE = { limit: 120, windowMs: 60_000 } as const;
/** a check stops judging candidates after this many applies or this much time; the rest are `unchecked` */
export const DRAFT_BUDGET = { applies: 2000, ms: 250 } as const;
/** a draft that draws more dice than this is a module looping on our made-up dice: unchecked */
const MAX_DRAWS = 10_000;

const envelope = z
  .object({
    expectedVersion: z.number().int().min(0).max(999_999),
    orders: z.array(z.unknown()).max(500),
    /** the ids of the view's choices to judge (default: all), most wanted first */
    check: z.array(z.string().min(1).max(200)).max(5000).optional(),
  })
  .strict();

/**
 * Dice for "what if": a fixed xorshift sequence restarted for every apply. The same draft always gets
 * the same answer (asking again samples nothing), and no number comes from or advances the game's seed.
 */
export class ThrowawayDice implements Dice {
  drawn = 0;
  private x = 0x2545f491;
  roll(faces: number, options?: DieOptions): number {
    if (++this.drawn > MAX_DRAWS) throw new TooManyDraws();
    this.x ^= this.x << 13;
    this.x ^= this.x >>> 17;
    this.x ^= this.x << 5;
    return (options?.zeroBased ? 0 : 1) + ((this.x >>> 0) % faces);
  }
}
class TooManyDraws extends Error {}

export interface DraftAnswer {
  /** the version judged */
  version: number;
  /** the draft so far is accepted by the rules */
  ok: boolean;
  /** the module's refusal of the draft, exactly as a submission's 422 would carry it */
  rejection?: RuleError;
  /** the draft drew (made-up) dice: what follows a roll is advisory; the real dice decide on submit */
  usedDice: boolean;
  /** judged choices that may follow the draft (for a choice with targets: at least one target may) */
  legal: string[];
  /** judged choices with targets: the indices (into `targets`) of those that may follow the draft */
  targets: Record<string, number[]>;
  /** asked-for choices not judged (budget, or the draft itself is refused at an order): leave them open */
  unchecked: string[];
  /**
   * judged choices: each legal target's cost and modifier breakdown as the view offers it (index into
   * `targets`), so the page can explain a chance beside the cell; for a legal button that carries a
   * breakdown (e.g. Wojna's attack, spec 5.1 item 6), one line without `i`
   */
  breakdown?: Record<string, { i?: number; cost?: number; modifiers?: TargetModifier[] }[]>;
  /** the draft so far reaches a halt: submitting it applies orders before `at` and hands back the rest */
  halted?: Halt;
}

type Outcome = { ok: true; dice: number; halted?: Halt } | { ok: false; error: RuleError; dice: number } | { ok: null };

const judge = (module: GameModule<any, any>, state: unknown, side: Side, orders: unknown[]): Outcome => {
  const parsed = module.batchSchema.safeParse({ orders });
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    return { ok: false, dice: 0, error: { code: 'schema', message: i.message, at: formatPath(i.path) } };
  }
  const dice = new ThrowawayDice();
  try {
    const r = module.apply(state, side, parsed.data, dice);
    return r.ok
      ? { ok: true, dice: dice.drawn, ...(r.halted ? { halted: r.halted } : {}) }
      : { ok: false, error: r.error, dice: dice.drawn };
  } catch (e) {
    if (e instanceof TooManyDraws) return { ok: null };
    throw e;
  }
};

/** 'orders[2].path[3]' → 2; a refusal of the whole batch ('orders', none) → null */
const orderIndex = (at: string | undefined): number | null => {
  const m = at ? /^orders\[(\d+)\]/.exec(at) : null;
  return m ? Number(m[1]) : null;
};

/**
 * The pure part: judges `orders` and the candidates that may follow. A candidate is refused only when
 * the rules refuse draft+candidate at an order (`at` names one); a refusal of the whole batch ("units
 * still overstacked", "the window needs its reserve order") means "not complete yet", not "illegal".
 */
export const judgeDraft = (
  module: GameModule<any, any>,
  state: unknown,
  side: Side,
  orders: unknown[],
  options: OptionsView,
  wanted?: readonly string[],
  budget: { applies: number; ms: number } = DRAFT_BUDGET,
  now: () => number = () => performance.now(),
): Omit<DraftAnswer, 'version'> => {
  const t0 = now();
  const base = orders.length ? judge(module, state, side, orders) : ({ ok: true, dice: 0 } as const);
  const byId = new Map(options.choices.map((c) => [c.id, c]));
  const asked = (wanted ?? options.choices.map((c) => c.id)).filter(
    (id, i, all) => byId.has(id) && all.indexOf(id) === i,
  );
  const answer: Omit<DraftAnswer, 'version'> = {
    ok: base.ok === true,
    ...(base.ok === false ? { rejection: base.error } : {}),
    usedDice: base.ok !== null && base.dice > 0,
    legal: [],
    targets: {},
    unchecked: [],
    ...('halted' in base && base.halted ? { halted: base.halted } : {}),
  };
  if (base.ok === null || (base.ok === false && orderIndex(base.error.at) !== null))
    return { ...answer, unchecked: asked };
  if (orders.length >= options.maxOrders) return answer;
  const fits = (order: unknown): boolean | null => {
    const r = judge(module, state, side, [...orders, order]);
    if (r.ok === null) return null;
    return r.ok || orderIndex(r.error.at) === null;
  };
  let applies = 0;
  for (const [k, id] of asked.entries()) {
    const choice = byId.get(id)!;
    const cost = choice.targets?.length ?? (choice.order !== undefined ? 1 : 0);
    if (applies + cost > budget.applies || now() - t0 > budget.ms) {
      answer.unchecked.push(...asked.slice(k));
      break;
    }
    applies += cost;
    if (choice.targets?.length) {
      const ok: number[] = [];
      let open = false;
      choice.targets.forEach((t, i) => {
        const f = fits(t.order);
        if (f === null) open = true;
        else if (f) ok.push(i);
      });
      if (open) answer.unchecked.push(id);
      else {
        answer.targets[id] = ok;
        if (ok.length) answer.legal.push(id);
        const lines = ok.flatMap((i) => {
          const { cost, modifiers } = choice.targets![i];
          return cost !== undefined || modifiers?.length
            ? [{ i, ...(cost !== undefined ? { cost } : {}), ...(modifiers?.length ? { modifiers } : {}) }]
            : [];
        });
        if (lines.length) (answer.breakdown ??= {})[id] = lines;
      }
    } else if (choice.order !== undefined) {
      const f = fits(choice.order);
      if (f === null) answer.unchecked.push(id);
      else if (f) {
        answer.legal.push(id);
        if (choice.modifiers?.length) (answer.breakdown ??= {})[id] = [{ modifiers: choice.modifiers }];
      }
    }
  }
  return answer;
};

export const draftRoutes = (svc: Services) => {
  const app = new Hono<Env>();
  app.post('/:id/draft', requireUser(svc), async (c) => {
    const user = me(c);
    const req = await body(c, envelope);
    const hits = await svc.users.hit(`draft:${user.userId}`, DRAFT_RATE.windowMs, svc.deps.clock.now());
    if (hits > DRAFT_RATE.limit) throw tooMany('too many draft checks; they resume within a minute');

    // the same gates as a submission (play/submit.ts), without its simultaneous-answer leniency:
    // a draft judged on a newer version than the page shows would narrow the wrong options
    const game = await svc.games.read(c.req.param('id'));
    if (!game) throw notFound('no such game');
    const { record, module } = game;
    const side = sideOf(record, user.userId);
    if (!side || record.seats[side]?.userId !== user.userId) throw forbidden('you do not play in this game');
    if (req.orders.length) check({ orders: req.orders }, module.batchSchema, []);
    if (req.expectedVersion !== record.version)
      throw conflict('stale', `the game is at version ${record.version}`, view(svc, game, side));
    if (record.lifecycle !== 'active')
      throw conflict('not-active', 'the game is not being played', view(svc, game, side));
    const awaited = isAwaited(record, side);
    if (!mayOrder(record, side, { orders: req.orders } as Batch))
      throw conflict('not-awaited', `it is not ${side}'s turn`, view(svc, game, side));

    // a copy: nothing a module did by mistake to its input could reach the stored game
    const state = structuredClone(record.state);
    const options = awaited
      ? (module.view(state, side).options as OptionsView)
      : { prompt: { pl: '', en: '' }, choices: [], minOrders: 0, maxOrders: 0 };
    const answer = judgeDraft(module, state, side, req.orders, options, req.check, svc.deps.draftBudget);
    return c.json({ version: record.version, ...answer } satisfies DraftAnswer);
  });
  return app;
};
