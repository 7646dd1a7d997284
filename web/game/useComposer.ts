import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Order, OrderChoice } from '../../rules/core/contract.js';
import { api, ApiError, type GameDetail, type SubmitAnswer } from '../api.js';
import type { PlannedMark, TargetMark } from '../board/Board.js';
import { t, tx } from '../i18n.js';
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
  rebase,
  refusedChoices,
  targetsByCell,
  type Draft,
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
  const problem = draftProblem(checked);
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

  const add = (d: DraftOrder) => {
    if (!options) return;
    setDraft([...draftRef.current, d]);
    unselect();
    setNotice(null);
  };
  const onCell = (cell: string) => {
    const list = byCell.get(cell);
    if (!list?.length) return unselect();
    if (list.length === 1) add(fromTarget(list[0].choice, list[0].target));
    else {
      setPendingCell(cell);
      showOrders();
    }
  };
  const onPiece = (pid: string) => {
    if (!composing) return;
    if (selectable.has(pid)) {
      setActiveChoice(null);
      setPendingCell(null);
      setSelected(selected === pid ? null : pid);
      showOrders();
      return;
    }
    const cell = pieceCell(pid);
    if (cell && byCell.has(cell)) onCell(cell);
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
      const res = await api<SubmitAnswer>('POST', `/api/games/${id}/orders`, {
        expectedVersion: detail.version,
        idempotencyKey: standing ? newIdempotencyKey() : key.current,
        batch: { orders },
      });
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
        setNotice({
          kind: 'error',
          text: err.rule
            ? t('game.rejected', { rule: err.rule, msg: err.message })
            : t('game.rejectedNoRule', { msg: err.message }),
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
    add,
    onPiece,
    onCell,
    pickChoice,
    submit,
    unaim: () => setActiveChoice(null),
  };
};

export type Composer = ReturnType<typeof useComposer>;
