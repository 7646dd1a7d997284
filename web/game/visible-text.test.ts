/**
 * No raw keys on the page (issue 19, item 6): every game is played at random, in both languages, and
 * every text a player reads is collected — the status (phase label, prompt), the view (panel rows,
 * card names, order buttons, target labels) and each event's log line as the log page shows it
 * (`entryLines` over the server's `describeEvent`). A text fails when it shows a machine word: a side
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

const GAMES = Number(process.env.VISIBLE_TEXT_GAMES ?? 2);
const STEPS = Number(process.env.VISIBLE_TEXT_STEPS ?? 400);
const LANGS = ['pl', 'en'] as const;

interface Seen {
  texts: Map<string, string>;
  phases: Set<string>;
  events: Map<string, GameEvent>;
  orders: Set<string>;
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

/** plays `GAMES` random games of every scenario, collecting what the players read */
const play = (module: GameModule<unknown, Batch>): Seen => {
  const seen: Seen = { texts: new Map(), phases: new Set(), events: new Map(), orders: new Set() };
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
        collectView(seen, module.view(state, side));
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

/** the machine words of a game, and where one shows in `text` (null when none does) */
const leak = (
  text: string,
  lang: 'pl' | 'en',
  words: { keys: Set<string>; sides: readonly string[] },
): string | null => {
  const tokens = text.split(/[\s,;:()[\]/·—–→"'„”=+]+/u).filter(Boolean);
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
  it('every phase, side, event and view text is worded in pl and en', async () => {
    const module = await catalog[id]();
    const seen = play(module);
    const keys = new Set<string>([...seen.phases, ...seen.events.keys(), ...seen.orders, ...(module.eventTypes ?? [])]);
    const words = { keys, sides: module.sides };
    const problems: string[] = [];
    for (const l of LANGS)
      for (const s of module.sides) if (leak(module.sideNames[s][l], l, words)) problems.push(`side name ${s} [${l}]`);
    for (const [where, txt] of seen.texts) {
      const lang = where.includes('[pl]') ? 'pl' : 'en';
      const bad = leak(txt, lang, words);
      if (bad) problems.push(`${where} — "${bad}"`);
      // a text that is a single language-neutral value is checked in both
      if (!where.includes('['))
        for (const l of LANGS) {
          const b = leak(txt, l, words);
          if (b) problems.push(`${where} [${l}] — "${b}"`);
        }
    }
    for (const e of seen.events.values())
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
    expect([...new Set(problems)].sort()).toEqual([]);
    // every event the game writes is declared, so the page and the email know them all
    expect([...seen.events.keys()].filter((t) => !(module.eventTypes ?? []).includes(t))).toEqual([]);
  }, 240_000);
});
