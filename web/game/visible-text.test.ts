/**
 * No raw keys on the page (issue 19, item 6): every game is played at random, in both languages, and
 * every text a player reads is collected — the status (phase label, prompt), the view (panel rows,
 * card names, order buttons, target labels) and each event's log line as the log page shows it
 * (`entryLines` over the server's `describeEvent`), every event type the game declares (those random
 * play does not fire from event-samples/: recorded from the games' own tests, or written by hand) and
 * the how-to-play steps (the phases as the guide names them). A text fails when it shows a machine word: a side
 * id, a phase key, an event or order type. Words made only of letters ("move", "attack") are plain
 * English, so they fail only in Polish text; keys with a dot, dash or digit ("setup.pair",
 * "failed-attack", "w1") and side ids in lower case fail in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Batch, GameEvent, GameModule, GameView, Status } from '../../rules/core/contract.js';
import { SeededDice } from '../../rules/core/dice.js';
import type { Text } from '../../rules/core/text.js';
import { catalog } from '../../rules/catalog.js';
import { describeEvent } from '../../functions/play/present.js';
import { entryLines } from './Log.js';
import type { LogEntry } from '../api.js';
import { setLang } from '../i18n.js';
import { TURN_KINDS } from '../../functions/play/types.js';
import { mergeBoard } from '../../rules/core/board.js';
import type { Order, RuleError } from '../../rules/core/contract.js';
import { probeFor } from './compose.js';
import { hasPolishReason, loadReasons, reasonText } from './reasons.js';
import samples from './event-samples/samples.json' with { type: 'json' };
import written from './event-samples/written.json' with { type: 'json' };

const GAMES = Number(process.env.VISIBLE_TEXT_GAMES ?? 2);
const STEPS = Number(process.env.VISIBLE_TEXT_STEPS ?? 400);
const LANGS = ['pl', 'en'] as const;

interface Seen {
  texts: Map<string, string>;
  phases: Set<string>;
  events: Map<string, GameEvent>;
  orders: Set<string>;
  /** the rules' refusals met, by code and words, with how often */
  refusals: Map<string, { error: RuleError; n: number }>;
}

const add = (seen: Seen, where: string, t: Text | string | undefined) => {
  if (t === undefined) return;
  if (typeof t === 'string') seen.texts.set(`${where}: ${t}`, t);
  else for (const l of LANGS) seen.texts.set(`${where} [${l}]: ${t[l]}`, t[l]);
};

const collectStatus = (seen: Seen, st: Status) => {
  seen.phases.add(st.phase);
  add(seen, 'phase label', st.phaseLabel);
  add(seen, 'prompt', st.prompt);
};

const collectView = (seen: Seen, v: GameView) => {
  add(seen, 'options prompt', v.options.prompt);
  for (const c of v.options.choices) {
    add(seen, 'choice', c.label);
    for (const tg of c.targets ?? []) add(seen, 'target', tg.label);
  }
  for (const sec of v.panel.sections) {
    add(seen, 'panel title', sec.title);
    for (const r of sec.rows) {
      add(seen, 'panel label', r.label);
      add(seen, `panel value (${typeof r.label === 'string' ? r.label : r.label.en})`, r.value);
    }
  }
  for (const c of [...(v.panel.hand ?? []), ...(v.panel.cardAreas ?? []).flatMap((a) => a.cards)])
    add(seen, 'card', c.name);
};

/**
 * What the rules say to orders a player could draft that they refuse: a click on a cell that is not a
 * target (a choice's probe, as the page sends it, useComposer `why`), and a target's order aimed at
 * another cell — a few each step, picked by the step's number so a run replays the same.
 */
const collectRefusals = (
  seen: Seen,
  module: GameModule<unknown, Batch>,
  state: unknown,
  side: string,
  v: GameView,
  step: number,
) => {
  const cells = mergeBoard(module.staticBoard(state), v.board).cells;
  if (!cells.length) return;
  const pick = <T>(xs: T[], k: number): T => xs[(step * 7919 + k * 104729) % xs.length];
  const tried: Order[] = [];
  const probes = v.options.choices.filter((c) => c.probe !== undefined);
  const aimed = v.options.choices.filter((c) => c.targets?.some((t) => t.cell));
  for (let k = 0; k < 2; k++) {
    const cell = pick(cells, k).label;
    if (probes.length) {
      const o = probeFor([pick(probes, k)], cell, v.board.pieces.find((p) => p.cell === cell)?.id);
      if (o) tried.push(o);
    }
    if (aimed.length) {
      const targets = pick(aimed, k).targets!.filter((t) => t.cell);
      const t = pick(targets, k + 1);
      const json = JSON.stringify(t.order).split(JSON.stringify(t.cell)).join(JSON.stringify(cell));
      tried.push(JSON.parse(json) as Order);
    }
  }
  for (const o of tried) {
    const r = module.apply(state, side, { orders: [o] } as Batch, new SeededDice(step));
    if (r.ok) continue;
    const key = `${r.error.code}: ${r.error.message}`;
    const had = seen.refusals.get(key);
    seen.refusals.set(key, { error: r.error, n: (had?.n ?? 0) + 1 });
  }
};

/** plays `GAMES` random games of every scenario, collecting what the players read */
const play = (module: GameModule<unknown, Batch>): Seen => {
  const seen: Seen = { texts: new Map(), phases: new Set(), events: new Map(), orders: new Set(), refusals: new Map() };
  for (const sc of module.scenarios)
    for (let g = 0; g < GAMES; g++) {
      const dice = new SeededDice(1000 + g);
      let state = module.setup(sc.id, {}, dice);
      for (let step = 0; step < STEPS; step++) {
        const st = module.status(state);
        collectStatus(seen, st);
        if (st.result || !st.waitingFor.length) break;
        collectView(seen, module.view(state, null));
        const side = st.waitingFor[0];
        const mine = module.view(state, side);
        collectView(seen, mine);
        collectRefusals(seen, module, state, side, mine, step);
        const batch = module.randomBatch(state, side, dice);
        for (const o of batch.orders) seen.orders.add(o.type);
        const r = module.apply(state, side, batch, dice);
        if (!r.ok) continue;
        for (const e of r.events) if (!seen.events.has(e.type)) seen.events.set(e.type, e);
        state = r.state;
      }
    }
  return seen;
};

/**
 * Leaks this test finds in a game's own event words (rules/games/<game>/describe.ts, the game's
 * helper's to mend): each line's start. Listed so the rest is still checked; each must still show,
 * so the line here is removed when its leak is mended.
 */
const KNOWN_LEAKS: Readonly<Record<string, readonly string[]>> = {};

/** words that are a side's id but here a word of a phrase ("ordre de bataille") */
const PHRASES = [/ordre de bataille/gu];

/** the machine words of a game, and where one shows in `text` (null when none does) */
const leak = (
  text: string,
  lang: 'pl' | 'en',
  words: { keys: Set<string>; sides: readonly string[] },
): string | null => {
  const tokens = PHRASES.reduce((t, p) => t.replace(p, ''), text)
    .split(/[\s,;:()[\]/·—–→"'„”=+]+/u)
    .filter(Boolean);
  for (const tok of tokens) {
    const w = tok.replace(/[.!?]+$/u, '');
    if (words.sides.includes(w)) return w;
    if (!words.keys.has(w)) continue;
    if (/[.\-\d]/u.test(w) || lang === 'pl') return w;
  }
  return null;
};

describe('the log', () => {
  it('a turn the viewer may not see is named by its kind in words, never the kind itself', () => {
    for (const lang of LANGS) {
      setLang(lang);
      for (const kind of TURN_KINDS) {
        const [line] = entryLines({ version: 1, kind, side: 'red', at: '', events: [] } as LogEntry);
        expect(line.text).not.toMatch(new RegExp(`\\b${kind}\\b`));
        expect(line.text.length).toBeGreaterThan(3);
      }
    }
  });
});

describe.each(Object.keys(catalog))('%s: no raw text on the page', (id) => {
  let played: Promise<{ module: GameModule<unknown, Batch>; seen: Seen }> | null = null;
  const games = () =>
    (played ??= Promise.all([catalog[id](), loadReasons(id)]).then(([m]) => {
      const module = m as GameModule<unknown, Batch>;
      return { module, seen: play(module) };
    }));
  it('every phase, side, event and view text is worded in pl and en', async () => {
    const { module, seen } = await games();
    const keys = new Set<string>([...seen.phases, ...seen.events.keys(), ...seen.orders, ...(module.eventTypes ?? [])]);
    // the phases as the game declares them to a reader: its how-to-play steps (core/guide.ts)
    const guide = module.guide;
    if (guide) {
      add(seen, 'guide intro', guide.intro);
      for (const step of guide.sequence) {
        add(seen, 'guide step', step.name);
        add(seen, `guide step (${step.name.en})`, step.what);
      }
      for (const t of guide.interrupts ?? []) add(seen, 'guide question', t);
      for (const t of guide.provenance) add(seen, 'guide provenance', t);
    }
    const words = { keys, sides: module.sides };
    const problems: string[] = [];
    for (const l of LANGS)
      for (const s of module.sides) if (leak(module.sideNames[s][l], l, words)) problems.push(`side name ${s} [${l}]`);
    for (const [where, txt] of seen.texts) {
      const lang = where.includes('[pl]') ? 'pl' : 'en';
      const bad = leak(txt, lang, words);
      // the how-to-play prose in English may use a compound that is also an order type ("a forced-march card")
      if (bad && lang === 'en' && where.startsWith('guide') && /^[a-z]+(-[a-z]+)+$/u.test(bad)) continue;
      if (bad) problems.push(`${where} — "${bad}"`);
      // a text that is a single language-neutral value is checked in both
      if (!where.includes('['))
        for (const l of LANGS) {
          const b = leak(txt, l, words);
          if (b) problems.push(`${where} [${l}] — "${b}"`);
        }
    }
    // every declared event, also those random play seldom fires: recorded from the games' own tests,
    // else written by hand from the event's builder (written.json: no test fires it)
    const recorded = (samples as Record<string, Record<string, GameEvent>>)[id] ?? {};
    const byHand = (written as Record<string, Record<string, GameEvent>>)[id] ?? {};
    const events = new Map(seen.events);
    for (const t of module.eventTypes ?? []) {
      const e = events.get(t) ?? recorded[t] ?? byHand[t];
      if (e) events.set(t, e);
      else
        problems.push(
          `event ${t}: neither random play nor a recorded test fired it; fire it in a test of rules/games/${id} and ` +
            `record it: npx vitest run --config web/game/event-samples/record.config.ts rules/games/${id}`,
        );
    }
    for (const e of events.values())
      for (const lang of LANGS) {
        const entry = {
          version: 1,
          kind: 'orders',
          side: module.sides[0],
          at: '',
          events: [{ type: e.type, data: e.data, text: describeEvent(module, e, lang) }],
        } as LogEntry;
        for (const line of entryLines(entry)) {
          if (!line.text) problems.push(`event ${e.type} [${lang}]: empty line`);
          const bad = leak(line.text, lang, words);
          if (bad) problems.push(`event ${e.type} [${lang}]: ${line.text} — "${bad}"`);
        }
      }
    const known = KNOWN_LEAKS[id] ?? [];
    const unknown = [...new Set(problems)].filter((p) => !known.some((k) => p.startsWith(k)));
    expect(unknown.sort()).toEqual([]);
    for (const k of known)
      expect(
        problems.some((p) => p.startsWith(k)),
        `${k} is mended: remove it from KNOWN_LEAKS`,
      ).toBe(true);
    // every event the game writes is declared, so the page and the email know them all
    expect([...seen.events.keys()].filter((t) => !(module.eventTypes ?? []).includes(t))).toEqual([]);
  }, 240_000);

  it('a rule’s refusal is said in Polish on a Polish page: every one met, with no English words left', async () => {
    const { seen } = await games();
    const all = [...seen.refusals.values()];
    const total = all.reduce((a, r) => a + r.n, 0);
    expect(total, 'refusals met by the random clicks').toBeGreaterThan(0);
    // every refusal met is worded (reasons-all.test.ts checks every one the source writes)
    const worded = all.filter((r) => hasPolishReason(id, r.error));
    const unworded = all.filter((r) => !hasPolishReason(id, r.error));
    expect(unworded.map((r) => `${r.error.code}: ${r.error.message}`)).toEqual([]);
    // the Polish words keep no English: none of the English words' own (a hex, a unit id and a number may stay)
    const english = /\b(is|not|the|of|and|or|with|only|must|cannot|enemy|units?|hex|next|path|move)\b/u;
    for (const r of worded) {
      const pl = reasonText(id, r.error, 'pl');
      expect(pl, r.error.message).not.toBe(r.error.message);
      expect(pl.replace(/\S*\d\S*/gu, ''), `${r.error.message} → ${pl}`).not.toMatch(english);
    }
    // English pages keep the rules' own words
    for (const r of all) expect(reasonText(id, r.error, 'en')).toBe(r.error.message);
  }, 240_000);
});
