import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GameView, OrderChoice, TargetOption } from '../../rules/core/contract.js';
import { api, ApiError, deadlineOf, isOver, playerList, resultOf, type CatalogGame, type GameDetail } from '../api.js';
import { Board, type PlannedMark, type TargetMark } from '../board/Board.js';
import { useBoard } from '../board/useBoard.js';
import { unpackView } from '../../rules/core/wire.js';
import { getCatalog, sideLabel } from '../catalog.js';
import {
  actingPieces, buttonChoices, openChoices, canSubmit, cardChoices, choicesForPiece, draftProblem, fromChoice, fromTarget, narrow, newIdempotencyKey,
  orderIndexOf, rebase, refusedChoices, removeAt, targetsByCell, type Draft, type DraftOrder,
} from '../game/compose.js';
import { useDraftCheck } from '../game/useDraftCheck.js';
import { ChatPanel } from '../game/Chat.js';
import { claimableAgainst, Clocks, type ClockInfo } from '../game/Clocks.js';
import { resultLine } from '../game/result.js';
import { InfoPanel } from '../game/Info.js';
import { LogPanel } from '../game/Log.js';
import { getLang, t, tx } from '../i18n.js';
import { navigate } from '../router.js';
import { myTimeZone } from '../session.js';
import { formatDue } from '../time.js';

type Tab = 'orders' | 'log' | 'chat' | 'info';
interface Notice {
  kind: 'ok' | 'error' | 'info';
  text: string;
}

/** The game page: the board fills the screen, a side panel holds status, orders, log and chat. */
export const Game = ({ id }: { id: string }) => {
  const [detail, setDetail] = useState<GameDetail | null>(null);
  const [catalog, setCatalog] = useState<CatalogGame[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraftState] = useState<Draft>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [activeChoice, setActiveChoice] = useState<string | null>(null);
  const [pendingCell, setPendingCell] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [errorAt, setErrorAt] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [tab, setTab] = useState<Tab>('orders');
  const [replay, setReplay] = useState<{ n: number; view: GameView | null; boardKey?: string } | null>(null);
  const key = useRef(newIdempotencyKey());
  const draftRef = useRef<Draft>([]);

  const setDraft = (d: Draft) => {
    draftRef.current = d;
    key.current = newIdempotencyKey();
    setDraftState(d);
    setErrorAt(null);
  };

  const load = async (opts: { rebaseDraft?: boolean } = {}): Promise<GameDetail | null> => {
    try {
      const r = await api<any>('GET', `/api/games/${id}`);
      const d = normalise(r);
      setDetail((old) => {
        if (old && old.version === d.version && !opts.rebaseDraft) return old;
        const kept = rebase(draftRef.current, d.view.options);
        if (kept.length !== draftRef.current.length || old?.version !== d.version) {
          draftRef.current = kept;
          setDraftState(kept);
          setSelected(null);
          setActiveChoice(null);
          setPendingCell(null);
        }
        return d;
      });
      setLoadError(null);
      return d;
    } catch (e) {
      setLoadError(e instanceof ApiError && (e.status === 404 || e.status === 403) ? t('game.notFound') : String((e as Error).message));
      return null;
    }
  };

  useEffect(() => {
    load();
    getCatalog().then(setCatalog).catch(() => undefined);
  }, [id]);

  // The waiting side sees the new position without reloading: a light poll while the page is visible.
  const mySide = detail?.mySide ?? null;
  const awaited = !!(detail && mySide && (detail.awaitingMe ?? detail.status?.waitingFor.includes(mySide)));
  // an invitee who has not taken the seat yet: the game page offers accept / decline first
  const invitedHere = !!(detail && mySide && detail.lifecycle === 'invited' && detail.invitedSide === mySide && !detail.seats?.[mySide]);
  const over = detail ? isOver(detail) : false;
  useEffect(() => {
    if (!detail || over) return;
    const ms = awaited ? 30_000 : 4_000;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') load();
    }, ms);
    return () => clearInterval(timer);
  }, [detail?.version, awaited, over]);

  const view = detail?.view;
  const options = view?.options;
  const sides = useMemo(() => {
    const g = catalog.find((c) => c.id === detail?.game);
    return g?.sides ?? Object.keys(detail?.seats ?? {}) ?? [];
  }, [catalog, detail?.game, detail?.seats]);
  const catGame = catalog.find((c) => c.id === detail?.game);
  const sideName = (s: string) => sideLabel(catGame, s);

  const composing = !!options && !replay && !over && !invitedHere;
  // the server judges the draft after each order: choices and targets it refuses drop out (composer)
  const checked = useDraftCheck(id, detail?.version, options, draft, composing && awaited);
  const narrowed = useMemo(() => (options ? narrow(options, checked) : undefined), [options, checked]);
  const refused = useMemo(() => (options ? refusedChoices(options, checked) : new Set<string>()), [options, checked]);
  const problem = draftProblem(checked);
  const selectable = useMemo(() => (composing && narrowed ? actingPieces(narrowed, draft) : new Set<string>()), [narrowed, draft, composing]);
  const activeChoices: OrderChoice[] = useMemo(() => {
    if (!composing || !narrowed) return [];
    if (activeChoice) return narrowed.choices.filter((c) => c.id === activeChoice);
    if (selected) return choicesForPiece(narrowed, draft, selected).filter((c) => c.targets?.length);
    return [];
  }, [narrowed, draft, selected, activeChoice, composing]);
  const byCell = useMemo(() => targetsByCell(activeChoices), [activeChoices]);
  const targetMarks = useMemo(() => {
    const m = new Map<string, TargetMark>();
    for (const [cell, list] of byCell) {
      const costs = list.map((x) => x.target.cost).filter((c): c is number => c !== undefined);
      m.set(cell, { ...(costs.length ? { cost: Math.min(...costs) } : {}), path: list[0].target.path, label: tx(list[0].target.label ?? list[0].choice.label) });
    }
    return m;
  }, [byCell]);
  const boardKey = replay?.boardKey ?? detail?.boardKey;
  const board = useBoard(detail && boardKey ? { game: detail.game, key: boardKey, from: id } : null, replay?.view?.board ?? view?.board);
  const pieceCell = (pid: string | undefined) => (pid ? view?.board.pieces.find((p) => p.id === pid)?.cell : undefined);
  const badAt = errorAt ?? problem?.index ?? null;
  const planned: PlannedMark[] = draft.map((d, i) => ({ n: i + 1, from: pieceCell(d.piece), cell: d.cell, path: d.path, error: badAt === i })).filter((m) => m.cell);
  const errorPieces = useMemo(() => new Set(badAt !== null && draft[badAt]?.piece ? [draft[badAt].piece!] : []), [badAt, draft]);

  const add = (d: DraftOrder) => {
    if (!options) return;
    const next = [...draftRef.current, d];
    setDraft(next);
    setSelected(null);
    setActiveChoice(null);
    setPendingCell(null);
    setNotice(null);
  };
  const onPiece = (pid: string) => {
    if (!composing) return;
    if (selectable.has(pid)) {
      setActiveChoice(null);
      setPendingCell(null);
      setSelected(selected === pid ? null : pid);
      setTab('orders');
      return;
    }
    const cell = pieceCell(pid);
    if (cell && byCell.has(cell)) onCell(cell);
  };
  const onCell = (cell: string) => {
    const list = byCell.get(cell);
    if (!list?.length) {
      setSelected(null);
      setActiveChoice(null);
      setPendingCell(null);
      return;
    }
    if (list.length === 1) add(fromTarget(list[0].choice, list[0].target));
    else {
      setPendingCell(cell);
      setTab('orders');
    }
  };

  const submit = async (orders = draftRef.current.map((d) => d.order), standing = false) => {
    if (!detail) return;
    setBusy(true);
    setNotice(null);
    try {
      await api('POST', `/api/games/${id}/orders`, { expectedVersion: detail.version, idempotencyKey: standing ? newIdempotencyKey() : key.current, batch: { orders } });
      if (!standing) setDraft([]);
      setNotice({ kind: 'ok', text: standing ? t('common.saved') : t('game.sent') });
      await load({ rebaseDraft: true });
    } catch (e) {
      if (e instanceof ApiError && e.status === 422 && e.ruleError) {
        const err = e.ruleError;
        setNotice({ kind: 'error', text: err.rule ? t('game.rejected', { rule: err.rule, msg: err.message }) : t('game.rejectedNoRule', { msg: err.message }) });
        setErrorAt(orderIndexOf(err.at));
      } else if (e instanceof ApiError && e.status === 409) {
        await load({ rebaseDraft: true });
        setNotice({ kind: 'info', text: t('game.stale') });
      } else {
        setNotice({ kind: 'error', text: t('common.error', { msg: e instanceof ApiError ? e.message : String(e) }) });
      }
    } finally {
      setBusy(false);
    }
  };

  // the tab's title says whose move it is, for a player with many tabs open
  useEffect(() => {
    if (!detail) return;
    const name = tx(catGame?.title) || detail.game;
    document.title = `${awaited && !over ? '● ' : ''}${name} — Rozkaz`;
    return () => {
      document.title = 'Rozkaz';
    };
  }, [detail?.version, awaited, over, catGame]);

  const seat = async (what: 'join' | 'decline') => {
    try {
      await api('POST', `/api/games/${id}/${what}`, {});
      if (what === 'decline') navigate('/');
      else await load({ rebaseDraft: true });
    } catch (e) {
      setNotice({ kind: 'error', text: t('common.error', { msg: e instanceof ApiError ? e.message : String(e) }) });
    }
  };

  if (loadError && !detail) return <main id="main" class="page narrow"><p class="error" role="alert">{loadError}</p><p><a href="/">{t('notfound.back')}</a></p></main>;
  if (!detail || !view || !board || !options) return <main id="main" class="page narrow"><p role="status">{t('common.loading')}</p></main>;

  const lang = getLang();
  const players = playerList(detail);
  const nameOf = (side: string) => players.find((p) => p.side === side)?.name ?? sideName(side);
  const d = deadlineOf(detail);
  const result = resultOf(detail);
  const statusText = over
    ? t('game.over', { result: result ? resultLine(result, sideName, lang) : '' })
    : invitedHere
      ? t('game.invited')
      : detail.lifecycle === 'open'
        ? t('game.waitingJoin')
        : detail.lifecycle === 'invited'
          ? t('game.waitingInvite')
          : awaited
      ? t('game.yourMove', { phase: tx(options.prompt) || tx(detail.status?.prompt) || detail.status?.phase || '' })
      : t('game.waitingFor', { name: (detail.status?.waitingFor ?? []).map(nameOf).join(', ') });
  const clock = (detail as { clock?: ClockInfo }).clock;
  const seated = !!(mySide && detail.seats?.[mySide]);
  const claimAgainst = !over && seated && detail.lifecycle === 'active' ? claimableAgainst(clock, detail.flagged, mySide) : null;
  const claim = async () => {
    setBusy(true);
    try {
      await api('POST', `/api/games/${id}/claim`, {});
      await load({ rebaseDraft: true });
    } catch (e) {
      setNotice({ kind: 'error', text: e instanceof ApiError && e.status === 409 ? t('game.claimRefused', { msg: e.message }) : t('common.error', { msg: e instanceof ApiError ? e.message : String(e) }) });
      setTab('orders');
      await load({ rebaseDraft: true });
    } finally {
      setBusy(false);
    }
  };
  const selPiece = selected ? view.board.pieces.find((p) => p.id === selected) : null;
  const onBoard = new Set(view.board.pieces.map((p) => p.id));
  // pieces that may act but are not on the map yet (deployment, reinforcements): picked from the panel
  const offBoard = composing
    ? [...new Map(openChoices(narrowed ?? options, draft).filter((c) => c.piece && !onBoard.has(c.piece)).map((c) => [c.piece!, c] as const)).values()]
    : [];
  const selLabel = selPiece ? `${sideName(selPiece.side ?? '')} ${selPiece.label}` : selected ? tx(offBoard.find((c) => c.piece === selected)?.label ?? options.choices.find((c) => c.piece === selected)?.label) || selected : '';
  const selButtons = selected ? choicesForPiece(options, draft, selected).filter((c) => !c.targets?.length) : [];
  const buttons = composing ? buttonChoices(options, draft) : [];
  const cards = composing ? cardChoices(narrowed ?? options, draft) : new Map<string, OrderChoice[]>();
  const pickChoice = (c: OrderChoice) => {
    if (c.targets?.length) {
      setActiveChoice(c.id);
      setPendingCell(null);
      return;
    }
    add(fromChoice(c));
  };

  return (
    <main id="main" class="game-page">
      <h1 class="sr-only">{tx(catGame?.title) || detail.game} — {tx(catGame?.scenarios.find((s) => s.id === detail.scenario)?.title) || detail.scenario}</h1>
      <section class={`board-area${replay ? ' replaying' : ''}`} aria-label={t('game.board')}>
        <Board
          board={board}
          sides={sides}
          lang={lang}
          selectable={replay ? undefined : selectable}
          selected={selected}
          targets={replay ? undefined : targetMarks}
          planned={replay ? [] : planned}
          errorPieces={errorPieces}
          onPiece={onPiece}
          onCell={onCell}
          sideName={sideName}
        />
        {replay && (
          <div class="replay-banner" role="status">
            <span>{t('game.replayTurn', { n: replay.n, of: detail.version ?? 0 })}</span>
            <button type="button" onClick={() => setReplay(null)}>{t('game.replayBack')}</button>
          </div>
        )}
      </section>
      <aside class="panel" aria-label={t('game.panel')}>
        <div class={`status ${over ? 'over' : awaited ? 'mine' : 'theirs'}`} role="status" aria-live="polite">
          <strong>{statusText}</strong>
          {invitedHere && (
            <span class="row-actions">
              <button type="button" onClick={() => seat('join')}>{t('lobby.accept')}</button>
              <button type="button" class="secondary" onClick={() => seat('decline')}>{t('lobby.decline')}</button>
            </span>
          )}
          {!over && d && <span class="due">{!awaited ? '— ' : ''}{t('game.due', { due: formatDue(d.at, myTimeZone(), lang) })}</span>}
          <span class="sub">
            {mySide ? t('game.youAre', { side: sideName(mySide) }) : t('game.spectator')}
            {detail.status?.turn !== undefined ? ` · ${t('game.turn', { n: detail.status.turn })}` : ''}
          </span>
          {claimAgainst && (
            <span class="claim">
              <span>{t('game.claimHint', { side: sideName(claimAgainst) })}</span>
              <button type="button" class="primary" disabled={busy} onClick={claim}>{t('game.claimWin')}</button>
            </span>
          )}
          {clock?.sides && detail.lifecycle === 'active' && (
            <Clocks clock={clock} sides={sides.length ? sides : Object.keys(clock.sides)} sideName={sideName} nameOf={nameOf} lang={lang} tz={myTimeZone()} />
          )}
        </div>
        <div class="tabs" role="tablist" aria-label={t('game.tabs')}>
          {(['orders', 'log', 'chat', 'info'] as Tab[]).map((k) => (
            <button key={k} type="button" role="tab" id={`tab-${k}`} aria-controls={`tp-${k}`} aria-selected={tab === k} class={tab === k ? 'active' : ''} onClick={() => setTab(k)}>
              {t(k === 'orders' ? 'game.orders' : k === 'log' ? 'game.log' : k === 'chat' ? 'game.chat' : 'game.info')}
            </button>
          ))}
        </div>
        <div class="tab-body" role="tabpanel" tabIndex={0} id={`tp-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'orders' && (
            <div class="orders">
              {notice && <p class={`notice ${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>{notice.text}</p>}
              {composing && awaited && <p class="prompt">{tx(options.prompt)}</p>}
              {!awaited && !over && !invitedHere && detail.lifecycle === 'active' && draft.length === 0 && <p class="hint">{t('game.notYourTurn')}</p>}
              {selected && (
                <div class="selection">
                  <p>{t('game.selected', { piece: selLabel })}{activeChoices.length ? ` — ${t('game.pickTarget')}` : ''}</p>
                  {selButtons.length > 0 && <div class="choice-buttons">{selButtons.map((c) => <button key={c.id} type="button" disabled={refused.has(c.id)} title={refused.has(c.id) ? t('game.draftNotAfter') : undefined} onClick={() => pickChoice(c)}>{tx(c.label)}</button>)}</div>}
                </div>
              )}
              {activeChoice && !selected && <p class="selection">{t('game.pickTarget')}</p>}
              {pendingCell && (
                <div class="selection">
                  <p>{t('game.severalHere', { cell: pendingCell })}</p>
                  <div class="choice-buttons">
                    {(byCell.get(pendingCell) ?? []).map(({ choice, target }: { choice: OrderChoice; target: TargetOption }, i) => (
                      <button key={i} type="button" onClick={() => add(fromTarget(choice, target))}>{tx(target.label ?? choice.label)}{target.cost !== undefined ? ` (${t('game.cost', { n: target.cost })})` : ''}</button>
                    ))}
                  </div>
                </div>
              )}
              {offBoard.length > 0 && (
                <div class="actions">
                  <h2 class="h3">{t('game.offBoard')}</h2>
                  <div class="choice-buttons">
                    {offBoard.map((c) => (
                      <button key={c.piece} type="button" class={selected === c.piece ? 'active' : ''} aria-pressed={selected === c.piece} onClick={() => onPiece(c.piece!)}>{tx(c.label)}</button>
                    ))}
                  </div>
                </div>
              )}
              {buttons.length > 0 && (
                <div class="actions">
                  <h2 class="h3">{t('game.actions')}</h2>
                  <div class="choice-buttons">
                    {buttons.map((c) => <button key={c.id} type="button" class={activeChoice === c.id ? 'active' : ''} disabled={refused.has(c.id)} title={refused.has(c.id) ? t('game.draftNotAfter') : undefined} onClick={() => pickChoice(c)}>{tx(c.label)}</button>)}
                  </div>
                </div>
              )}
              {view.panel.hand?.length ? (
                <div class="hand">
                  <h2 class="h3">{t('game.hand')}</h2>
                  <ul class="cards">
                    {view.panel.hand.map((card) => {
                      const cs = cards.get(card.id) ?? [];
                      return (
                        <li key={card.id}>
                          <button type="button" class={`card-face${cs.length ? ' playable' : ''}`} disabled={!cs.length} onClick={() => cs.length === 1 ? pickChoice(cs[0]) : setActiveChoice(null)}>
                            <span class="card-name">{tx(card.name)}</span>
                            {card.values?.length ? <span class="card-values">{card.values.map((v, i, all) => <span key={i} class="v">{v}{i < all.length - 1 ? <span class="sr-only">, </span> : null}</span>)}</span> : null}
                            {card.text ? <span class="card-text">{tx(card.text)}</span> : null}
                            {cs.length ? <span class="sr-only">, {t('game.playable')}</span> : null}
                          </button>
                          {cs.length > 1 && <div class="choice-buttons small">{cs.map((c) => <button key={c.id} type="button" onClick={() => pickChoice(c)}>{tx(c.label)}</button>)}</div>}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ) : null}
              {(awaited || draft.length > 0) && !over && (
                <div class="draft">
                  <h2 class="h3">{t('game.orders')} <span class="count">{draft.length}/{options.maxOrders}</span></h2>
                  {draft.length === 0 ? (
                    <p class="hint">{t('game.noOrders')}</p>
                  ) : (
                    <ol class="draft-list">
                      {draft.map((o, i) => (
                        <li key={i} class={badAt === i ? 'error' : ''}>
                          <span>{tx(o.label)}{o.cell ? ` → ${o.cell}` : ''}</span>
                          <button type="button" class="icon" aria-label={t('game.remove', { n: i + 1 })} title={t('game.remove', { n: i + 1 })} onClick={() => setDraft(removeAt(draft, i))}>✕</button>
                          {problem && problem.index === i && (
                            <span class="draft-problem" role="alert">{problem.error.rule ? t('game.draftRefused', { rule: problem.error.rule, msg: problem.error.message }) : t('game.draftRefusedNoRule', { msg: problem.error.message })}</span>
                          )}
                        </li>
                      ))}
                    </ol>
                  )}
                  {problem && problem.index === null && (
                    <p class="hint draft-incomplete">{problem.error.rule ? t('game.draftIncomplete', { rule: problem.error.rule, msg: problem.error.message }) : t('game.draftIncompleteNoRule', { msg: problem.error.message })}</p>
                  )}
                  {checked?.answer.usedDice && <p class="hint draft-dice">{t('game.draftDice')}</p>}
                  {options.minOrders > 1 && draft.length < options.minOrders && <p class="hint">{t('game.needOrders', { n: options.minOrders })}</p>}
                  <div class="submit-row">
                    <button type="button" class="primary" disabled={busy || !canSubmit(options, draft)} onClick={() => submit()}>{busy ? t('game.submitting') : t('game.submit')}</button>
                    {draft.length > 0 && <button type="button" class="secondary" onClick={() => setDraft([])}>{t('game.clear')}</button>}
                  </div>
                </div>
              )}
              {options.standing?.length && !over ? (
                <details class="standing">
                  <summary>{t('game.standing')}</summary>
                  <p class="hint">{t('game.standingHint')}</p>
                  {options.standing.map((s) => (
                    <label key={s.key} class="standing-row">
                      <span>{tx(s.label)}</span>
                      <select value={s.current} disabled={busy} onChange={(e) => submit([{ type: 'standing', key: s.key, value: (e.target as HTMLSelectElement).value }], true)}>
                        {s.values.map((v) => <option key={v.value} value={v.value}>{tx(v.label)}</option>)}
                      </select>
                    </label>
                  ))}
                </details>
              ) : null}
            </div>
          )}
          {tab === 'log' && <LogPanel id={id} version={detail.version ?? 0} replay={replay?.n ?? null} onReplay={setReplay} sideName={sideName} />}
          {tab === 'chat' && <ChatPanel id={id} sideName={sideName} />}
          {tab === 'info' && <InfoPanel id={id} detail={detail} catGame={catGame} board={board} sideName={sideName} nameOf={nameOf} onChange={() => load({ rebaseDraft: true })} />}
        </div>
      </aside>
    </main>
  );
};

/** The game response, wherever the server nests its parts. */
const normalise = (r: any): GameDetail => {
  const g = r?.game && typeof r.game === 'object' ? { ...r.game, ...r, game: r.game.game ?? r.game.id } : r;
  const view: GameView = unpackView(g.view ?? { board: g.board, options: g.options, panel: g.panel });
  return { ...g, view, mySide: g.mySide ?? g.side ?? g.viewer ?? null } as GameDetail;
};
