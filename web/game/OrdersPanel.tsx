import type { ComponentChildren } from 'preact';
import type { BoardView } from '../../rules/core/board.js';
import type { GameView, OrderChoice, TargetOption } from '../../rules/core/contract.js';
import { t, tx } from '../i18n.js';
import { buttonChoices, cardChoices, choicesForPiece, fromTarget, openChoices } from './compose.js';
import { DraftList } from './DraftList.js';
import { Hand } from './Hand.js';
import { Pictures } from './Pictures.js';
import type { Composer } from './useComposer.js';
import type { GameState } from './useGame.js';

/** A titled row of choice buttons. */
const ActionGroup = ({ title, children }: { title: string; children: ComponentChildren }) => (
  <div class="actions">
    <h2 class="h3">{title}</h2>
    <div class="choice-buttons">{children}</div>
  </div>
);

/** The orders tab: the last action's notice, what is selected, the panel's choices, the hand, the draft and standing orders. */
export const OrdersPanel = ({
  game,
  composer,
  view,
  board,
  composing,
}: {
  game: GameState;
  composer: Composer;
  view: GameView;
  /** the board as drawn (static part and pieces): the pictures of choices that paint cells use it */
  board: BoardView;
  composing: boolean;
}) => {
  const { detail, awaited, invitedHere, over, notice, busy, sideName } = game;
  const {
    draft,
    selected,
    activeChoice,
    pendingCell,
    narrowed,
    refused,
    byCell,
    activeChoices,
    add,
    onPiece,
    pickChoice,
    submit,
    unaim,
  } = composer;
  const options = view.options;
  const onBoard = new Set(view.board.pieces.map((p) => p.id));
  // pieces that may act but are not on the map yet (deployment, reinforcements): picked from the panel
  const offBoard = composing
    ? [
        ...new Map(
          openChoices(narrowed ?? options, draft)
            .filter((c) => c.piece && !onBoard.has(c.piece))
            .map((c) => [c.piece!, c] as const),
        ).values(),
      ]
    : [];
  const selPiece = selected ? view.board.pieces.find((p) => p.id === selected) : null;
  const selLabel = selPiece
    ? `${sideName(selPiece.side ?? '')} ${selPiece.label}`
    : selected
      ? tx(
          offBoard.find((c) => c.piece === selected)?.label ?? options.choices.find((c) => c.piece === selected)?.label,
        ) || selected
      : '';
  const selButtons = selected ? choicesForPiece(options, draft, selected).filter((c) => !c.targets?.length) : [];
  // choices that paint cells are pictures, not buttons
  const buttons = composing ? buttonChoices(options, draft).filter((c) => !c.paint) : [];
  const pictures = composing ? openChoices(options, draft).filter((c) => c.paint) : [];
  const cards = composing ? cardChoices(narrowed ?? options, draft) : new Map<string, OrderChoice[]>();
  const refusedTitle = (c: OrderChoice) => (refused.has(c.id) ? t('game.draftNotAfter') : undefined);
  // a plain call, not a component: a choice's button, held back (with the reason) when the draft check refused it
  const choiceButton = (c: OrderChoice, active = false) => (
    <button
      key={c.id}
      type="button"
      class={active ? 'active' : undefined}
      disabled={refused.has(c.id)}
      title={refusedTitle(c)}
      onClick={() => pickChoice(c)}
    >
      {tx(c.label)}
    </button>
  );
  return (
    <div class="orders">
      {notice && (
        <p class={`notice ${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      {composing && awaited && <p class="prompt">{tx(options.prompt)}</p>}
      {!awaited && !over && !invitedHere && detail?.lifecycle === 'active' && draft.length === 0 && (
        <p class="hint">{t('game.notYourTurn')}</p>
      )}
      {selected && (
        <div class="selection">
          <p>
            {t('game.selected', { piece: selLabel })}
            {activeChoices.length ? ` — ${t('game.pickTarget')}` : ''}
          </p>
          {selButtons.length > 0 && <div class="choice-buttons">{selButtons.map((c) => choiceButton(c))}</div>}
        </div>
      )}
      {activeChoice && !selected && <p class="selection">{t('game.pickTarget')}</p>}
      {pendingCell && (
        <div class="selection">
          <p>{t('game.severalHere', { cell: pendingCell })}</p>
          <div class="choice-buttons">
            {(byCell.get(pendingCell) ?? []).map(
              ({ choice, target }: { choice: OrderChoice; target: TargetOption }, i) => (
                <button key={i} type="button" onClick={() => add(fromTarget(choice, target))}>
                  {tx(target.label ?? choice.label)}
                  {target.cost !== undefined ? ` (${t('game.cost', { n: target.cost })})` : ''}
                </button>
              ),
            )}
          </div>
        </div>
      )}
      {offBoard.length > 0 && (
        <ActionGroup title={t('game.offBoard')}>
          {offBoard.map((c) => (
            <button
              key={c.piece}
              type="button"
              class={selected === c.piece ? 'active' : ''}
              aria-pressed={selected === c.piece}
              onClick={() => onPiece(c.piece!)}
            >
              {tx(c.label)}
            </button>
          ))}
        </ActionGroup>
      )}
      {pictures.length > 0 && <Pictures choices={pictures} board={board} refused={refused} pick={pickChoice} />}
      {buttons.length > 0 && (
        <ActionGroup title={t('game.actions')}>
          {buttons.map((c) => choiceButton(c, activeChoice === c.id))}
        </ActionGroup>
      )}
      {view.panel.hand?.length ? <Hand hand={view.panel.hand} cards={cards} pick={pickChoice} unaim={unaim} /> : null}
      {(awaited || draft.length > 0) && !over && <DraftList composer={composer} options={options} busy={busy} />}
      {options.standing?.length && !over ? (
        <details class="standing">
          <summary>{t('game.standing')}</summary>
          <p class="hint">{t('game.standingHint')}</p>
          {options.standing.map((s) => (
            <label key={s.key} class="standing-row">
              <span>{tx(s.label)}</span>
              <select
                value={s.current}
                disabled={busy}
                onChange={(e) =>
                  submit([{ type: 'standing', key: s.key, value: (e.target as HTMLSelectElement).value }], true)
                }
              >
                {s.values.map((v) => (
                  <option key={v.value} value={v.value}>
                    {tx(v.label)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </details>
      ) : null}
    </div>
  );
};
