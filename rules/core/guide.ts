/**
 * v5: a game's how-to-play data (`GameModule.guide`), shown on the page's "How to play" page with the
 * game's scenarios, options and counter key: the steps of a game turn as the module names its
 * phases, who is asked in each, the questions put to a side during the other's turn, and where the
 * pack's content comes from (its own notes).
 */
import type { CounterKey } from './board.js';
import type { Text } from './text.js';

export interface GuideStep {
  /** the phase's name, the same words as the status's phase label */
  name: Text;
  /** what the step asks, in a sentence or two */
  what: Text;
  /** who submits in it: the side whose turn it is, the other side, both (each its own orders), or nobody (the server resolves it) */
  who: 'active' | 'other' | 'both' | 'none';
}

export interface GameGuide {
  /** the game in two sentences: scale, what each side tries to do */
  intro: Text;
  /** the turn, step by step */
  sequence: readonly GuideStep[];
  /** questions a side answers while it is not its turn (a defence, a reaction); answered live or by a standing order */
  interrupts?: readonly Text[];
  counterKey?: CounterKey;
  /** the pack's notes on its own content (maps, counters, tables are ours) */
  provenance: readonly Text[];
}

const isText = (v: unknown): v is Text =>
  !!v && typeof v === 'object' && typeof (v as Text).pl === 'string' && typeof (v as Text).en === 'string';

/**
 * The notes a pack carries on its content ("our map, not the boxed board"): each `notice`, and the
 * `note` of each part marked `ours`, of the pack and of its parts down to a scenario's map (maps, forces, tables), not deeper (single units).
 */
export const packNotes = (pack: unknown): Text[] => {
  const out: Text[] = [];
  const visit = (v: unknown, depth: number) => {
    if (!v || typeof v !== 'object' || depth > 3) return;
    if (Array.isArray(v)) return v.forEach((x) => visit(x, depth + 1));
    for (const [k, x] of Object.entries(v)) {
      const own = k === 'notice' || (k === 'note' && (v as { ours?: unknown }).ours === true);
      if (own && isText(x)) {
        if (!out.some((o) => o.en === x.en)) out.push(x);
      } else visit(x, depth + 1);
    }
  };
  visit(pack, 0);
  return out;
};
