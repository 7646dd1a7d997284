import type { PieceView } from '../../rules/core/board.js';
import { t } from '../i18n.js';
import type { Explained } from './counter-key.js';

/** The counters of the stack last tapped or picked, in words, under the board (a tap shows no tooltip). */
export const PieceInfo = ({
  pieces,
  explain,
  onClose,
}: {
  pieces: PieceView[];
  explain: (pc: PieceView) => Explained;
  onClose: () => void;
}) => (
  <div class="piece-info" aria-live="polite">
    <button type="button" class="close" onClick={onClose} aria-label={t('counter.close')} title={t('counter.close')}>
      ×
    </button>
    {[...pieces].reverse().map((pc) => {
      const e = explain(pc);
      return (
        <div key={pc.id} class="piece-info-item">
          <strong>{e.head}</strong>
          {e.lines.length ? (
            <ul>
              {e.lines.map((l, i) => (
                <li key={i}>{l}</li>
              ))}
            </ul>
          ) : null}
        </div>
      );
    })}
  </div>
);
