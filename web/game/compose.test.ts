import { describe, expect, it } from 'vitest';
import type { OptionsView } from '../../rules/core/contract.js';
import {
  actingPieces,
  afterHalt,
  buttonChoices,
  canSubmit,
  cardChoices,
  choicesForPiece,
  draftKey,
  draftedBoard,
  draftProblem,
  fillProbe,
  fromChoice,
  fromTarget,
  narrow,
  openChoices,
  orderIndexOf,
  paintOf,
  probeFor,
  rebase,
  refusedChoices,
  targetsByCell,
  type CheckedDraft,
  type DraftCheck,
} from './compose.js';

const tx = (s: string) => ({ pl: s, en: s });
const options: OptionsView = {
  prompt: tx('move'),
  minOrders: 1,
  maxOrders: 2,
  choices: [
    {
      id: 'm-a',
      label: tx('move A'),
      piece: 'A',
      group: 'A',
      targets: [
        { cell: '0102', cost: 1, order: { type: 'move', piece: 'A', to: '0102' } },
        { cell: '0103', cost: 2, path: ['0102'], order: { type: 'move', piece: 'A', to: '0103' } },
      ],
    },
    { id: 'h-a', label: tx('hold A'), piece: 'A', group: 'A', order: { type: 'hold', piece: 'A' } },
    {
      id: 'm-b',
      label: tx('move B'),
      piece: 'B',
      targets: [{ cell: '0102', cost: 1, order: { type: 'move', piece: 'B', to: '0102' } }],
    },
    { id: 'pass', label: tx('pass'), group: 'end', order: { type: 'pass' } },
    { id: 'card-7', label: tx('play 7'), card: 'c7', order: { type: 'play', card: 'c7' } },
  ],
};

describe('composing orders from OptionsView', () => {
  it('selectable pieces come from the choices', () => {
    expect([...actingPieces(options, [])]).toEqual(['A', 'B']);
  });
  it('a piece acts once: its group closes after one order', () => {
    const d = [fromTarget(options.choices[0], options.choices[0].targets![1])];
    expect(d[0].order).toEqual({ type: 'move', piece: 'A', to: '0103' });
    expect(d[0].path).toEqual(['0102']);
    expect(choicesForPiece(options, d, 'A')).toEqual([]);
    expect([...actingPieces(options, d)]).toEqual(['B']);
  });
  it('maxOrders closes everything', () => {
    const d = [fromChoice(options.choices[3]), fromChoice(options.choices[4])];
    expect(openChoices(options, d)).toEqual([]);
    expect(canSubmit(options, d)).toBe(true);
    expect(canSubmit(options, [])).toBe(false);
  });
  it('buttons, cards and targets are told apart', () => {
    expect(buttonChoices(options, []).map((c) => c.id)).toEqual(['pass']);
    expect([...cardChoices(options, []).keys()]).toEqual(['c7']);
    const cells = targetsByCell(choicesForPiece(options, [], 'A').concat(choicesForPiece(options, [], 'B')));
    expect(cells.get('0102')).toHaveLength(2);
    expect(cells.get('0103')).toHaveLength(1);
  });
  it('422 at orders[2].path[3] points at order 2', () => {
    expect(orderIndexOf('orders[2].path[3]')).toBe(2);
    expect(orderIndexOf(undefined)).toBeNull();
  });
  it('after a 409 the draft keeps only orders the new view still offers', () => {
    const d = [fromTarget(options.choices[0], options.choices[0].targets![0]), fromChoice(options.choices[3])];
    const next: OptionsView = { ...options, choices: [options.choices[0], options.choices[2]] };
    const kept = rebase(d, next);
    expect(kept.map((k) => k.order)).toEqual([{ type: 'move', piece: 'A', to: '0102' }]);
    expect(kept[0].cell).toBe('0102');
  });
});

describe("narrowing by the server's draft check", () => {
  const drafted = [fromTarget(options.choices[0], options.choices[0].targets![0])];
  const check = (
    answer: Partial<DraftCheck>,
    asked = openChoices(options, drafted).map((c) => c.id),
  ): CheckedDraft => ({
    key: draftKey(4, drafted),
    asked,
    answer: { version: 4, ok: true, usedDice: false, legal: [], targets: {}, unchecked: [], ...answer },
  });

  it('a refused choice drops out: its piece is no longer selectable, its targets are not highlighted', () => {
    // e.g. Manoeuvre 5: after one basic move, another unit's basic move is refused
    const c = check({ legal: ['pass', 'card-7'], targets: { 'm-b': [] } });
    const n = narrow(options, c);
    expect(openChoices(n, drafted).map((x) => x.id)).toEqual(['pass', 'card-7']);
    expect([...actingPieces(n, drafted)]).toEqual([]);
    expect(targetsByCell(choicesForPiece(n, drafted, 'B')).size).toBe(0);
    // only what was asked is judged: A's choices were closed by the draft itself
    expect([...refusedChoices(options, c)]).toEqual(['m-b']);
    // buttons stay listed (greyed out by the page), the narrowed view has none refused
    expect(buttonChoices(options, drafted).map((x) => x.id)).toEqual(['pass']);
  });

  it("targets are narrowed one by one (indices into the choice's targets)", () => {
    const d0: typeof drafted = [];
    const c: CheckedDraft = {
      key: draftKey(4, d0),
      asked: ['m-a', 'h-a', 'm-b', 'pass', 'card-7'],
      answer: {
        version: 4,
        ok: true,
        usedDice: false,
        legal: ['m-a', 'h-a', 'pass', 'card-7'],
        targets: { 'm-a': [1], 'm-b': [] },
        unchecked: [],
      },
    };
    const n = narrow(options, c);
    expect(targetsByCell(choicesForPiece(n, d0, 'A')).has('0102')).toBe(false);
    expect(targetsByCell(choicesForPiece(n, d0, 'A')).has('0103')).toBe(true);
    expect(choicesForPiece(n, d0, 'A').map((x) => x.id)).toEqual(['m-a', 'h-a']);
    // the view itself is not changed
    expect(options.choices[0].targets).toHaveLength(2);
  });

  it('choices not judged (budget, not asked) stay open; no answer (network) narrows nothing', () => {
    const c = check({ legal: [], targets: {}, unchecked: ['m-b'] }, ['m-b', 'pass']);
    expect(narrow(options, c).choices.map((x) => x.id)).toEqual(['m-a', 'h-a', 'm-b', 'card-7']);
    expect(narrow(options, null)).toBe(options);
    expect(refusedChoices(options, null).size).toBe(0);
  });

  it("the draft's refusal points at the drafted order (rule and `at` as a 422), or at the batch as a whole", () => {
    expect(
      draftProblem(
        check({
          ok: false,
          rejection: { code: 'one-basic-move', message: 'the basic move is made already', rule: '5', at: 'orders[1]' },
        }),
      ),
    ).toEqual({
      index: 1,
      error: { code: 'one-basic-move', message: 'the basic move is made already', rule: '5', at: 'orders[1]' },
    });
    expect(
      draftProblem(
        check({ ok: false, rejection: { code: 'overstacked', message: 'too many', rule: '5.3', at: 'orders' } }),
      )?.index,
    ).toBeNull();
    expect(draftProblem(check({}))).toBeNull();
    expect(draftProblem(null)).toBeNull();
  });

  it('an answer belongs to one draft on one version', () => {
    expect(draftKey(4, drafted)).not.toBe(draftKey(5, drafted));
    expect(draftKey(4, drafted)).not.toBe(draftKey(4, []));
    expect(draftKey(4, drafted)).toBe(draftKey(4, [fromTarget(options.choices[0], options.choices[0].targets![0])]));
  });
});

describe('a halted submission (v3)', () => {
  it('the orders after the halt stay in the composer; without a halt the composer empties', () => {
    const d = [
      fromTarget(options.choices[0], options.choices[0].targets![0]),
      fromTarget(options.choices[2], options.choices[2].targets![0]),
    ];
    expect(afterHalt(d, { at: 1 }).map((o) => o.order)).toEqual([{ type: 'move', piece: 'B', to: '0102' }]);
    expect(afterHalt(d, undefined)).toEqual([]);
    // the kept orders are re-offered by the new view's options (rebase), here unchanged
    expect(rebase(afterHalt(d, { at: 1 }), options).map((o) => o.choiceId)).toEqual(['m-b']);
  });
});

describe('issue 19: painted cells and probes', () => {
  const sec = (id: string, group: string, paint: Record<string, string>) => ({
    id,
    label: { pl: id, en: id },
    group,
    paint,
    order: { type: 'place-section', id },
  });
  it('paintOf: the cells the drafted sections lay, later ones over earlier ones', () => {
    const options = {
      prompt: { pl: '', en: '' },
      minOrders: 1,
      maxOrders: 4,
      choices: [sec('a', 'NW', { a8: 'woods', b8: 'hills' }), sec('b', 'NE', { e8: 'town' })],
    };
    const draft = options.choices.map((c) => fromChoice(c));
    expect(paintOf(options, draft)).toEqual({ a8: 'woods', b8: 'hills', e8: 'town' });
    expect(paintOf(options, draft.slice(1))).toEqual({ e8: 'town' });
  });
  it('probeFor: a piece on the cell takes the "$piece" probe, an empty cell the "$cell" one', () => {
    const choices = [
      { id: 'move', label: { pl: '', en: '' }, probe: { type: 'move', unit: 'u', path: ['$cell'] } },
      { id: 'hit', label: { pl: '', en: '' }, probe: { type: 'assault', unit: 'u', target: '$piece' } },
    ];
    expect(probeFor(choices, 'd4', undefined)).toEqual({ type: 'move', unit: 'u', path: ['d4'] });
    expect(probeFor(choices, 'd5', 'gb.x')).toEqual({ type: 'assault', unit: 'u', target: 'gb.x' });
    expect(probeFor([choices[1]], 'd4', undefined)).toBeNull();
    expect(fillProbe({ to: '$cell', n: 2 }, 'c3', undefined)).toEqual({ to: 'c3', n: 2 });
  });
  it('draftedBoard: painted cells take their terrain, placed pieces stand on their cells as the viewer’s', () => {
    const board = {
      grid: { kind: 'square' as const },
      legend: {},
      cells: [
        { label: 'a1', col: 0, row: 1, terrain: 'open' },
        { label: 'a2', col: 0, row: 0, terrain: 'open' },
      ],
      pieces: [],
    };
    const placed = [
      { choiceId: 'deploy-u', order: { type: 'deploy' }, label: { pl: 'U', en: 'U' }, piece: 'u', cell: 'a1' },
    ];
    const b = draftedBoard(board, { a2: 'woods' }, placed, 'blue', (d) => d.label.en);
    expect(b.cells.map((c) => c.terrain)).toEqual(['open', 'woods']);
    expect(b.pieces).toEqual([{ id: 'u', cell: 'a1', side: 'blue', label: 'U', symbol: 'unknown' }]);
    expect(draftedBoard(board, {}, [], 'blue', () => '')).toBe(board);
  });
});
