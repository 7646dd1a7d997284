import type { CounterKey, CounterKind, PieceView, StaticBoard } from '../../rules/core/board.js';
import { Counter } from '../board/Counter.js';
import { sideColor } from '../board/style.js';
import { t, tx, type Lang } from '../i18n.js';

const SAMPLE = 40;

/** a counter of this kind as the board shows it: a real one when the board has one, else a blank of its shape */
const sampleOf = (pieces: readonly PieceView[], kind: CounterKind, reduced: boolean): PieceView | undefined =>
  pieces.find((pc) => !pc.hidden && kind.symbols.includes(pc.symbol) && !!pc.reduced === reduced) ??
  (reduced
    ? undefined
    : { id: 'sample', cell: '', side: null, label: '', symbol: kind.symbols[0], values: kind.values.map(() => '#') });

type Look = Pick<StaticBoard, 'grid' | 'sideColors'>;

const Sample = ({ board, pc, sides }: { board: Look; pc: PieceView; sides: string[] }) => (
  <svg
    class="counter-sample"
    width={SAMPLE + 8}
    height={SAMPLE + 8}
    viewBox={`${-SAMPLE / 2 - 4} ${-SAMPLE / 2 - 4} ${SAMPLE + 8} ${SAMPLE + 8}`}
    aria-hidden="true"
  >
    <Counter
      piece={{ ...pc, facing: undefined, status: undefined }}
      size={SAMPLE}
      fill={pc.color ?? sideColor(pc.side, board.sideColors, sides)}
      grid={board.grid}
    />
  </svg>
);

/**
 * The game's counter key: each kind of counter with a sample (one of `pieces` when there is one, the
 * game page's; else a blank of its shape), what its values mean, its reduced face, its marks.
 */
export const CounterLegend = ({
  counterKey: key,
  pieces = [],
  board,
  lang,
  sides,
}: {
  counterKey: CounterKey | undefined;
  pieces?: readonly PieceView[];
  board: Look;
  lang: Lang;
  sides: string[];
}) => {
  if (!key) return null;
  return (
    <section class="counter-legend">
      <h2 class="h3">{t('counter.legend')}</h2>
      <p class="hint">{t('counter.tap')}</p>
      <ul class="legend">
        {key.kinds.map((k) => {
          const full = sampleOf(pieces, k, false);
          const reduced = k.reduced ? sampleOf(pieces, k, true) : undefined;
          return (
            <li key={k.symbols.join()}>
              {full && <Sample board={board} pc={full} sides={sides} />}
              <span>
                <strong>{tx(k.name, lang)}</strong>
                {k.values.length ? (
                  <span class="note">
                    {' — '}
                    {t('counter.values')}: {k.values.map((v) => tx(v, lang)).join(' · ')}
                  </span>
                ) : null}
                {k.reduced ? (
                  <span class="note">
                    <br />
                    {reduced && <Sample board={board} pc={reduced} sides={sides} />}
                    {tx(k.reduced, lang)}
                  </span>
                ) : null}
                {k.note ? (
                  <span class="note">
                    <br />
                    {tx(k.note, lang)}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      {key.sizes && (
        <>
          <h3>{t('counter.sizes')}</h3>
          <dl class="facts">
            {Object.entries(key.sizes).map(([mark, w]) => (
              <div key={mark}>
                <dt>{mark}</dt>
                <dd>{tx(w, lang)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {key.statuses && (
        <>
          <h3>{t('counter.statuses')}</h3>
          <dl class="facts">
            {Object.entries(key.statuses).map(([mark, w]) => (
              <div key={mark}>
                <dt>{mark.slice(0, 1).toUpperCase()}</dt>
                <dd>{tx(w, lang)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
};
