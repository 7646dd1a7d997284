import type { CardView } from '../rules/core/contract.js';
import { tx } from './i18n.js';

/**
 * A card's face as the play page draws a card in hand: its name, its printed values, its text. The
 * hand wraps it in a button; the pack editor (leagues/PackList.tsx) shows it beside the card's fields.
 */
export const CardFace = ({ card }: { card: Pick<CardView, 'name' | 'values' | 'text'> }) => (
  <>
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
  </>
);
