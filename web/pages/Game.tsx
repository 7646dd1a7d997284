import { useMemo, useState } from 'preact/hooks';
import { playerList } from '../api.js';
import { Board } from '../board/Board.js';
import { useBoard } from '../board/useBoard.js';
import { ChatPanel } from '../game/Chat.js';
import { draftedBoard } from '../game/compose.js';
import { InfoPanel } from '../game/Info.js';
import { LogPanel } from '../game/Log.js';
import { OrdersPanel } from '../game/OrdersPanel.js';
import { SinceBox, useSince } from '../game/SinceBox.js';
import { StatusBlock } from '../game/StatusBlock.js';
import { useComposer } from '../game/useComposer.js';
import { useGame } from '../game/useGame.js';
import { useReplay } from '../game/useReplay.js';
import { getLang, t, tx } from '../i18n.js';
import { Loading } from '../Notice.js';

type Tab = 'orders' | 'log' | 'chat' | 'info';
const TABS: readonly Tab[] = ['orders', 'log', 'chat', 'info'];
const TAB_LABEL = { orders: 'game.orders', log: 'game.log', chat: 'game.chat', info: 'game.info' } as const;

/**
 * The game page: the board fills the screen, a side panel holds status, orders, log, chat and info.
 * The game is loaded and kept fresh by useGame, the orders composed by useComposer, earlier positions
 * shown by useReplay; this page only lays them out.
 */
export const Game = ({ id }: { id: string }) => {
  const [tab, setTab] = useState<Tab>('orders');
  const game = useGame(id);
  const { detail, loadError, catGame, sides, sideName, over, invitedHere } = game;
  const replay = useReplay(id, detail?.version ?? 0);
  const view = detail?.view;
  const composing = !!view && !replay.replay && !over && !invitedHere;
  const composer = useComposer(game, composing, () => setTab('orders'));

  const since = useSince(id, detail?.version ?? 0, detail?.mySide ?? null, view?.board.pieces);
  const boardKey = replay.replay?.boardKey ?? detail?.boardKey;
  const board = useBoard(
    detail && boardKey ? { game: detail.game, key: boardKey, from: id } : null,
    replay.replay?.view?.board ?? view?.board,
  );

  // the draft drawn on the board before it is sent: chosen map sections, placed units
  const shown = useMemo(
    () =>
      board && !replay.replay
        ? draftedBoard(board, composer.paint, composer.placed, detail?.mySide ?? null, (d) => tx(d.label))
        : board,
    [board, composer.paint, composer.placed, replay.replay],
  );

  if (loadError && !detail)
    return (
      <main id="main" class="page narrow">
        <p class="error" role="alert">
          {loadError}
        </p>
        <p>
          <a href="/">{t('notfound.back')}</a>
        </p>
      </main>
    );
  if (!detail || !view || !board || !shown)
    return (
      <main id="main" class="page narrow">
        <Loading />
      </main>
    );

  const lang = getLang();
  const players = playerList(detail);
  const nameOf = (side: string) => players.find((p) => p.side === side)?.name ?? sideName(side);
  const replaying = !!replay.replay;

  return (
    <main id="main" class="game-page">
      <h1 class="sr-only">
        {tx(catGame?.title) || detail.game} —{' '}
        {tx(catGame?.scenarios.find((s) => s.id === detail.scenario)?.title) || detail.scenario}
      </h1>
      <section class={`board-area${replaying ? ' replaying' : ''}`} aria-label={t('game.board')}>
        <Board
          board={shown}
          sides={sides}
          lang={lang}
          selectable={replaying ? undefined : composer.selectable}
          selected={composer.selected}
          targets={replaying ? undefined : composer.targetMarks}
          planned={replaying ? [] : composer.planned}
          since={replaying ? null : since.board}
          errorPieces={composer.errorPieces}
          onPiece={composer.onPiece}
          onCell={composer.onCell}
          sideName={sideName}
          viewKey={`${id}:${boardKey}`}
          home={detail.mySide ? board.pieces.filter((pc) => pc.side === detail.mySide).map((pc) => pc.cell) : undefined}
        />
        {replay.replay && (
          <div class="replay-banner" role="status">
            <span>
              {replay.replay.label
                ? t('game.replayStep', { label: replay.replay.label, n: replay.replay.n, of: detail.version })
                : t('game.replayStepBare', { n: replay.replay.n, of: detail.version })}
            </span>
            <button type="button" onClick={replay.back}>
              {t('game.replayBack')}
            </button>
          </div>
        )}
      </section>
      <aside class="panel" aria-label={t('game.panel')}>
        <StatusBlock game={game} nameOf={nameOf} onClaim={() => game.claim().then((ok) => ok || setTab('orders'))} />
        {!replaying && <SinceBox state={since} />}
        <div class="tabs" role="tablist" aria-label={t('game.tabs')}>
          {TABS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              id={`tab-${k}`}
              aria-controls={`tp-${k}`}
              aria-selected={tab === k}
              class={tab === k ? 'active' : ''}
              onClick={() => setTab(k)}
            >
              {t(TAB_LABEL[k])}
            </button>
          ))}
        </div>
        <div class="tab-body" role="tabpanel" tabIndex={0} id={`tp-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'orders' && (
            <OrdersPanel game={game} composer={composer} view={view} board={board} composing={composing} />
          )}
          {tab === 'log' && <LogPanel id={id} version={detail.version} replay={replay} sideName={sideName} />}
          {tab === 'chat' && (
            <ChatPanel id={id} sideName={sideName} alliances={detail.alliances} mySide={detail.mySide} />
          )}
          {tab === 'info' && (
            <InfoPanel
              id={id}
              detail={detail}
              catGame={catGame}
              board={board}
              sideName={sideName}
              nameOf={nameOf}
              onChange={() => game.load({ rebaseDraft: true })}
            />
          )}
        </div>
      </aside>
    </main>
  );
};
