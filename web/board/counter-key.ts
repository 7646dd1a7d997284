/**
 * A counter in words, from the board's counter key (core/board.ts `CounterKey`): what kind of unit it
 * is, what each printed value means, whether the reduced face is up, and its status marks. Pure; the
 * board's tooltips, the tapped-piece box and the game's counter legend all read it.
 */
import type { CounterKey, CounterKind, PieceView, StaticBoard } from '../../rules/core/board.js';
import type { Text } from '../../rules/core/text.js';
import { t, tx, type Lang } from '../i18n.js';

export const kindOf = (key: CounterKey | undefined, symbol: string): CounterKind | undefined =>
  key?.kinds.find((k) => k.symbols.includes(symbol));

/** a status mark in words: its own entry, else its numbered form ("L2" → "L#"); undefined when the key has none */
export const statusText = (key: CounterKey | undefined, status: string): Text | undefined =>
  key?.statuses?.[status] ?? key?.statuses?.[status.replace(/\d+$/, '#')];

export interface Explained {
  /** "Red II/1 — infantry, division (XX)" */
  head: string;
  /** "8 — strength", then the reduced face, the status marks and the kind's note */
  lines: string[];
}

export const explainPiece = (
  pc: PieceView,
  board: Pick<StaticBoard, 'counterKey'>,
  lang: Lang,
  sideName?: (side: string) => string,
): Explained => {
  const side = pc.side ? (sideName?.(pc.side) ?? pc.side) : '';
  const who = t('game.piece', { side, label: pc.label }, lang).trim();
  if (pc.hidden) return { head: `${who ? who + ' — ' : ''}${t('game.hidden', undefined, lang)}`, lines: [] };
  const key = board.counterKey;
  const kind = kindOf(key, pc.symbol);
  const size = pc.size ? (key?.sizes?.[pc.size] ? `${tx(key.sizes[pc.size], lang)} (${pc.size})` : pc.size) : '';
  const head = [who, [kind ? tx(kind.name, lang) : '', size].filter(Boolean).join(', ')].filter(Boolean).join(' — ');
  const lines: string[] = (pc.values ?? []).map((v, i) => (kind?.values[i] ? `${v} — ${tx(kind.values[i], lang)}` : v));
  if (pc.reduced) lines.push(kind?.reduced ? tx(kind.reduced, lang) : t('counter.reduced', undefined, lang));
  for (const s of pc.status ?? []) {
    const w = statusText(key, s);
    lines.push(w ? tx(w, lang) : s === 'moved' ? t('counter.moved', undefined, lang) : s);
  }
  if (kind?.note) lines.push(tx(kind.note, lang));
  return { head, lines };
};

/** the explanation as one tooltip text */
export const explainText = (e: Explained): string => [e.head, ...e.lines].join('\n');
