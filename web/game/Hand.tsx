import type { OrderChoice, PanelView } from '../../rules/core/contract.js';
import { CardFace } from '../CardFace.js';
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
              <CardFace card={card} />
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
