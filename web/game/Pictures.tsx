import { useState } from 'preact/hooks';
import type { BoardView } from '../../rules/core/board.js';
import type { OrderChoice } from '../../rules/core/contract.js';
import { MapPicture } from '../board/Board.js';
import { t, tx } from '../i18n.js';

/** The picture of a choice that paints cells: those cells of the board with the choice's terrain. */
const pictureOf = (board: BoardView, c: OrderChoice): BoardView => {
  const paint = c.paint ?? {};
  return {
    ...board,
    cells: board.cells.filter((x) => x.label in paint).map((x) => ({ ...x, terrain: paint[x.label] })),
    pieces: [],
    places: [],
    lines: [],
    hexsides: [],
  };
};

/**
 * Choices that lay cells on the board (Manoeuvre's map sections) as pictures, one group at a time (a
 * quadrant): a picture per `picture` key, turned through its variants (rotations) by its own button.
 * Picking one drafts it, and the page paints it on the board at once.
 */
export const Pictures = ({
  choices,
  board,
  refused,
  pick,
}: {
  choices: OrderChoice[];
  board: BoardView;
  refused: Set<string>;
  pick: (c: OrderChoice) => void;
}) => {
  const [turn, setTurn] = useState<Record<string, number>>({});
  const painting = choices.filter((c) => c.paint);
  if (!painting.length) return null;
  const group = painting[0].group;
  const pictures = new Map<string, OrderChoice[]>();
  for (const c of painting.filter((x) => x.group === group)) {
    const k = c.picture ?? c.id;
    pictures.set(k, [...(pictures.get(k) ?? []), c]);
  }
  return (
    <div class="actions">
      <h2 class="h3">{t('game.sections')}</h2>
      <ul class="pictures">
        {[...pictures.entries()].map(([k, variants]) => {
          const i = (turn[k] ?? 0) % variants.length;
          const c = variants[i];
          const name = tx(c.label);
          return (
            <li key={k}>
              <button
                type="button"
                class="picture"
                data-choice={c.id}
                disabled={refused.has(c.id)}
                onClick={() => pick(c)}
              >
                <MapPicture board={pictureOf(board, c)} />
                <span class="picture-name">{name}</span>
              </button>
              {variants.length > 1 && (
                <button
                  type="button"
                  class="turn"
                  aria-label={t('game.turnSection', { name, deg: (360 / variants.length) * i })}
                  onClick={() => setTurn({ ...turn, [k]: i + 1 })}
                >
                  ↻
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
};
