import { useState } from 'preact/hooks';
import type { BoardView } from '../../rules/core/board.js';
import { api, ApiError, isOver, type CatalogGame, type GameDetail } from '../api.js';
import { Legend } from '../board/Board.js';
import { CounterLegend } from './CounterLegend.js';
import { getLang, t, tx } from '../i18n.js';
import { clockTerms } from './Clocks.js';
import { OptionsShown } from '../options/OptionsShown.js';
import { ErrorNote } from '../Notice.js';

export const InfoPanel = ({
  id,
  detail,
  catGame,
  board,
  sideName,
  nameOf,
  onChange,
}: {
  id: string;
  detail: GameDetail;
  /** the game's catalog entry: labels the variants (undefined while the catalog loads) */
  catGame?: CatalogGame;
  board: BoardView;
  sideName: (s: string) => string;
  nameOf: (s: string) => string;
  onChange: () => void;
}) => {
  const [error, setError] = useState<string | null>(null);
  const lang = getLang();
  const panel = detail.view.panel;
  const sides = Object.keys(detail.seats ?? {});
  const post = async (path: string) => {
    try {
      await api('POST', path, {});
      onChange();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
  };
  const over = isOver(detail);
  return (
    <div class="info">
      {sides.length > 0 && (
        <ul class="players">
          {sides.map((s) => (
            <li key={s}>{t('game.vsSide', { side: sideName(s), name: nameOf(s) })}</li>
          ))}
        </ul>
      )}
      <p class="hint clock-terms">
        {t('clock.title')}: {clockTerms(detail.clock.config, lang)}
      </p>
      <p class="hint">
        <OptionsShown game={catGame} options={detail.options} />
      </p>
      {panel.sections.map((sec, i) => (
        <section key={i}>
          <h2 class="h3">{tx(sec.title, lang)}</h2>
          <dl class="facts">
            {sec.rows.map((r, j) => (
              <div key={j}>
                <dt>{tx(r.label, lang)}</dt>
                <dd>{tx(r.value, lang)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {panel.cardAreas?.map((a, i) => (
        <section key={`ca${i}`}>
          <h2 class="h3">
            {tx(a.title, lang)}
            {a.count !== undefined ? ` (${a.count})` : ''}
          </h2>
          <ul class="cards small">
            {a.cards.map((c) => (
              <li key={c.id} class="card-face">
                <span class="card-name">{tx(c.name, lang)}</span>
                {c.values?.length ? <span class="card-values">{c.values.join(' · ')}</span> : null}
                {c.text ? <span class="card-text">{tx(c.text, lang)}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section>
        <h2 class="h3">{t('game.legend')}</h2>
        <Legend board={board} lang={lang} />
      </section>
      <CounterLegend counterKey={board.counterKey} pieces={board.pieces} board={board} lang={lang} sides={sides} />
      <p>
        <a href={`/how/${detail.game}`}>{t('how.link')}</a>
      </p>
      <p class="hint mono">
        {t('game.seed')}: {detail.dice.seedHash.slice(0, 16)}…
      </p>
      {over && detail.dice.seed && (
        <p class="hint mono">
          {t('game.seedRevealed')}: {detail.dice.seed}
        </p>
      )}
      {over && (
        <p>
          <a href={`/api/games/${id}/export`} download data-native>
            {t('game.export')}
          </a>
        </p>
      )}
      {!over && detail.mySide && (
        <div class="danger-zone">
          <button
            type="button"
            class="danger"
            onClick={() => confirm(t('game.resignConfirm')) && post(`/api/games/${id}/resign`)}
          >
            {t('game.resign')}
          </button>
        </div>
      )}
      <ErrorNote error={error} />
    </div>
  );
};
