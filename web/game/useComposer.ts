import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Order, OrderChoice, RuleError } from '../../rules/core/contract.js';
import { api, ApiError, type GameDetail, type SubmitMinimalAnswer } from '../api.js';
import type { PlannedMark, TargetMark } from '../board/Board.js';
import { getLang, t, tx } from '../i18n.js';
import { loadReasons, reasonsLoaded, reasonText } from './reasons.js';
import {
  afterHalt,
  actingPieces,
  choicesForPiece,
  draftProblem,
  fromChoice,
  fromTarget,
  narrow,
  newIdempotencyKey,
  orderIndexOf,
  paintOf,
  removeAt,
  probeFor,
  rebase,
  refusedChoices,
  targetsByCell,
  type Draft,
  type DraftCheck,
  type DraftOrder,
} from './compose.js';
import type { GameState } from './useGame.js';
import { useDraftCheck } from './useDraftCheck.js';

/**
 * Composing a batch of orders: the draft, the piece or choice being aimed, the targets on the board,
 * the server's draft check, and submit. `compose.ts` holds the pure rules of it; this is the state.
 * `composing` is false while the board shows a replay, the game is over or the seat not yet taken.
 */
export const useComposer = (game: GameState, composing: boolean, showOrders: () => void) => {
  const { id, detail, awaited, load, setNotice, setBusy } = game;
  const [draft, setDraftState] = useState<Draft>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [activeChoice, setActiveChoice] = useState<string | null>(null);
  const [pendingCell, setPendingCell] = useState<string | null>(null);
  /** the order a 422 named */
  const [errorAt, setErrorAt] = useState<number | null>(null);
  // one key per draft: a resend of the same draft is recognised by the server, a changed draft is new
  const key = useRef(newIdempotencyKey());
  const draftRef = useRef<Draft>([]);
  const seen = useRef<GameDetail | null>(null);

  const setDraft = (d: Draft) => {
    draftRef.current = d;
    key.current = newIdempotencyKey();
    setDraftState(d);
    setErrorAt(null);
  };
  const unselect = () => {
    setSelected(null);
    setActiveChoice(null);
    setPendingCell(null);
  };

  // a new view (another version, or a reload after submit): keep the drafted orders it still offers
  useEffect(() => {
    if (!detail || seen.current === detail) return;
    const old = seen.current;
    seen.current = detail;
    const kept = rebase(draftRef.current, detail.view.options);
    if (kept.length !== draftRef.current.length || old?.version !== detail.version) {
      draftRef.current = kept;
      setDraftState(kept);
      unselect();
    }
  }, [detail]);

  const view = detail?.view;
  const options = view?.options;
  // the server judges the draft after each order: choices and targets it refuses drop out
  const checked = useDraftCheck(id, detail?.version, options, draft, composing && awaited);
  const narrowed = useMemo(() => (options ? narrow(options, checked) : undefined), [options, checked]);
  const refused = useMemo(() => (options ? refusedChoices(options, checked) : new Set<string>()), [options, checked]);
  // the game's words for its rarer refusals are a chunk of their own (reasons.ts), asked for as soon
  // as the page knows its game; a refusal waits for them rather than showing in English meanwhile
  const [wordsFor, setWordsFor] = useState<string | null>(null);
  useEffect(() => {
    const g = detail?.game;
    if (!g) return;
    let live = true;
    void loadReasons(g).then(() => live && setWordsFor(g));
    return () => {
      live = false;
    };
  }, [detail?.game]);
  const wordsIn = !!detail?.game && (wordsFor === detail.game || reasonsLoaded(detail.game));
  const problem = wordsIn ? draftProblem(checked) : null;
  const selectable = useMemo(
    () => (composing && narrowed ? actingPieces(narrowed, draft) : new Set<string>()),
    [narrowed, draft, composing],
  );
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
      m.set(cell, {
        ...(costs.length ? { cost: Math.min(...costs) } : {}),
        path: list[0].target.path,
        label: tx(list[0].target.label ?? list[0].choice.label),
      });
    }
    return m;
  }, [byCell]);
  const pieceCell = (pid: string | undefined) => (pid ? view?.board.pieces.find((p) => p.id === pid)?.cell : undefined);
  /** the order marked wrong: by a refused submit, else by the draft check */
  const badAt = errorAt ?? problem?.index ?? null;
  const planned: PlannedMark[] = draft
    .map((d, i) => ({ n: i + 1, from: pieceCell(d.piece), cell: d.cell, path: d.path, error: badAt === i }))
    .filter((m) => m.cell);
  const errorPieces = useMemo(
    () => new Set(badAt !== null && draft[badAt]?.piece ? [draft[badAt].piece!] : []),
    [badAt, draft],
  );

  // what the draft lays on the board before it is sent: painted cells (map sections) and placed pieces
  const paint = useMemo(() => (options ? paintOf(options, draft) : {}), [options, draft]);
  const placed = useMemo(() => {
    const on = new Set(view?.board.pieces.map((p) => p.id));
    return draft.filter((d) => d.piece && d.cell && !on.has(d.piece));
  }, [draft, view]);

  const add = (d: DraftOrder) => {
    if (!options) return;
    setDraft([...draftRef.current, d]);
    unselect();
    setNotice(null);
  };
  /** a rule's refusal in the page's language (reasons.ts) */
  const reason = (e: Pick<RuleError, 'code' | 'message' | 'params'>) => reasonText(detail?.game, e, getLang());
  /** the game's words, awaited before a refusal is said (they are usually in long before) */
  const wordsReady = () => (detail?.game ? loadReasons(detail.game) : Promise.resolve());
  /** 8: the rules' refusal of `order` after the draft, said in the orders panel with its rule */
  const why = async (order: Order, cell: string) => {
    if (!detail) return;
    showOrders();
    try {
      const answer = await api<DraftCheck>('POST', `/api/games/${id}/draft`, {
        expectedVersion: detail.version,
        orders: [...draftRef.current.map((d) => d.order), order],
        check: [],
      });
      const r = answer.rejection;
      if (r) await wordsReady();
      setNotice(
        !r
          ? { kind: 'info', text: t('game.notATarget', { cell }) }
          : {
              kind: 'error',
              text: r.rule
                ? t('game.illegal', { cell, rule: r.rule, msg: reason(r) })
                : t('game.illegalNoRule', { cell, msg: reason(r) }),
            },
      );
    } catch (e) {
      setNotice({ kind: 'error', text: game.errorText(e) });
    }
  };
  /** the choices being aimed (a selected piece's or one from the panel), before the draft check narrowed them */
  const aimed = (): OrderChoice[] =>
    !options
      ? []
      : activeChoice
        ? options.choices.filter((c) => c.id === activeChoice)
        : selected
          ? choicesForPiece(options, draft, selected)
          : [];
  const pieceOn = (cell: string) => view?.board.pieces.find((p) => p.cell === cell)?.id;
  const onCell = (cell: string) => {
    const list = byCell.get(cell);
    if (!list?.length) {
      // a click the rules refuse says why rather than deselecting in silence
      const order = probeFor(aimed(), cell, pieceOn(cell));
      if (order) return void why(order, cell);
      return unselect();
    }
    if (list.length === 1) add(fromTarget(list[0].choice, list[0].target));
    else {
      setPendingCell(cell);
      showOrders();
    }
  };
  const onPiece = (pid: string) => {
    if (!composing) return;
    // a piece the draft placed (deployment) is taken back and picked up again
    const i = draftRef.current.findIndex((d) => d.piece === pid && placed.includes(d));
    if (i >= 0) {
      setDraft(removeAt(draftRef.current, i));
      setSelected(pid);
      setActiveChoice(null);
      return showOrders();
    }
    if (selectable.has(pid)) {
      setActiveChoice(null);
      setPendingCell(null);
      setSelected(selected === pid ? null : pid);
      showOrders();
      return;
    }
    const cell = pieceCell(pid);
    if (cell && (byCell.has(cell) || selected || activeChoice)) return onCell(cell);
    // an own piece that cannot act now: the rules' refusal of its first order, or that it has none
    const mine = view?.board.pieces.find((p) => p.id === pid)?.side === detail?.mySide;
    if (!cell || !mine || !options) return;
    const first = choicesForPiece(options, draft, pid)[0];
    const order = first?.order ?? first?.targets?.[0]?.order;
    if (order) return void why(order as Order, cell);
    showOrders();
    setNotice({ kind: 'info', text: t('game.pieceIdle', { cell }) });
  };
  /** a choice from the panel: aim it when it has targets, else it is the order */
  const pickChoice = (c: OrderChoice) => {
    if (c.targets?.length) {
      setActiveChoice(c.id);
      setPendingCell(null);
      return;
    }
    add(fromChoice(c));
  };

  /** send the draft, or (standing) one standing order on its own, which leaves the draft alone */
  const submit = async (orders: Order[] = draftRef.current.map((d) => d.order), standing = false) => {
    if (!detail) return;
    setBusy(true);
    setNotice(null);
    try {
      // the page reads the game again below, so the answer need not carry the view (Prefer: return=minimal)
      const res = await api<SubmitMinimalAnswer>(
        'POST',
        `/api/games/${id}/orders`,
        {
          expectedVersion: detail.version,
          idempotencyKey: standing ? newIdempotencyKey() : key.current,
          batch: { orders },
        },
        { prefer: 'return=minimal' },
      );
      // a halt: the orders before it were applied; the rest come back to the composer
      if (!standing) setDraft(afterHalt(draftRef.current, res.halted));
      setNotice(
        res.halted
          ? { kind: 'info', text: t('game.halted', { n: res.halted.at, why: tx(res.halted.reason) }) }
          : { kind: 'ok', text: standing ? t('common.saved') : t('game.sent') },
      );
      await load({ rebaseDraft: true });
    } catch (e) {
      if (e instanceof ApiError && e.status === 422 && e.ruleError) {
        const err = e.ruleError;
        await wordsReady();
        setNotice({
          kind: 'error',
          text: err.rule
            ? t('game.rejected', { rule: err.rule, msg: reason(err) })
            : t('game.rejectedNoRule', { msg: reason(err) }),
        });
        setErrorAt(orderIndexOf(err.at));
      } else if (e instanceof ApiError && e.status === 409) {
        await load({ rebaseDraft: true });
        setNotice({ kind: 'info', text: t('game.stale') });
      } else {
        setNotice({ kind: 'error', text: game.errorText(e) });
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    reason,
    draft,
    setDraft,
    selected,
    activeChoice,
    pendingCell,
    checked,
    narrowed,
    refused,
    problem,
    badAt,
    selectable,
    activeChoices,
    byCell,
    targetMarks,
    planned,
    errorPieces,
    paint,
    placed,
    add,
    onPiece,
    onCell,
    pickChoice,
    submit,
    unaim: () => setActiveChoice(null),
  };
};

export type Composer = ReturnType<typeof useComposer>;
