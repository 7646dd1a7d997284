import type { OrderChoice, PanelView } from '../../rules/core/contract.js';
import { t, tx } from '../i18n.js';

/** The viewer's cards; a playable card is a button, one with several plays lists them under it. */
export const Hand = ({
  hand,
  cards,
  pick,
  unaim,
}: {
  hand: NonNullable<PanelView['hand']>;
  /** the choices each card offers now, by card id */
  cards: Map<string, OrderChoice[]>;
  pick: (c: OrderChoice) => void;
  unaim: () => void;
}) => (
  <div class="hand">
    <h2 class="h3">{t('game.hand')}</h2>
    <ul class="cards">
      {hand.map((card) => {
        const cs = cards.get(card.id) ?? [];
        return (
          <li key={card.id}>
            <button
              type="button"
              class={`card-face${cs.length ? ' playable' : ''}`}
              disabled={!cs.length}
              onClick={() => (cs.length === 1 ? pick(cs[0]) : unaim())}
            >
              <span class="card-name">{tx(card.name)}</span>
              {card.values?.length ? (
                <span class="card-values">
                  {card.values.map((v, i, all) => (
                    <span key={i} class="v">
                      {v}
                      {i < all.length - 1 ? <span class="sr-only">, </span> : null}
                    </span>
                  ))}
                </span>
              ) : null}
              {card.text ? <span class="card-text">{tx(card.text)}</span> : null}
              {cs.length ? <span class="sr-only">, {t('game.playable')}</span> : null}
            </button>
            {cs.length > 1 && (
              <div class="choice-buttons small">
                {cs.map((c) => (
                  <button key={c.id} type="button" onClick={() => pick(c)}>
                    {tx(c.label)}
                  </button>
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  </div>
);
