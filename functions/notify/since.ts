/**
 * "Since your last move": the turns after `side`'s own last move, by the other sides. The your-turn
 * email words them and the game page draws them (web/game/since.ts), so both tell the same story.
 * Pure; imported by the page, so it imports nothing.
 */

/** the kinds of turn that are a side's own move */
export const OWN_MOVE_KINDS: ReadonlySet<string> = new Set(['orders', 'default-answer']);

/**
 * Of `turns` (oldest first), those after `side`'s last own move that other sides played. `except`
 * is a version not to stop at (the email's own triggering turn).
 */
export const turnsSinceOwnMove = <T extends { version: number; side: string; kind: string }>(
  turns: readonly T[],
  side: string,
  except?: number,
): T[] => {
  const since: T[] = [];
  for (let i = turns.length - 1; i >= 0; i--) {
    const t = turns[i];
    if (t.side === side && OWN_MOVE_KINDS.has(t.kind) && t.version !== except) break;
    if (t.side !== side) since.unshift(t);
  }
  return since;
};
