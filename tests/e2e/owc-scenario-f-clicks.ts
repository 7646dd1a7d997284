/**
 * One OWC decision composed by clicks on the awaited seat's game page and sent with its button
 * (tests/e2e/owc-scenario-f.test.ts): the choice is read from the seat's view, the page does the rest.
 */
import { expect } from 'vitest';
import type { OwcState } from '../../rules/games/ostatnia-wojna-cesarzy/state.js';
import type { ApiPlayer } from './players.js';

export type Seat = 'russians' | 'germans' | 'austro-hungarians';
export type SeatPlayer = ApiPlayer & { seat: Seat };

interface Choice {
  id: string;
  group?: string;
  piece?: string;
  label: { en: string };
  order?: { type: string; [k: string]: unknown };
  targets?: { cell: string; order: { type: string } }[];
}

/** what was clicked: an attack (on `target`), a march, a plan, or the seat's "nothing from me" */
export interface Clicked {
  kind: 'attack' | 'move' | 'supply' | 'pass' | 'other';
  target?: string;
}

const byLabel = async (p: SeatPlayer, c: Choice) =>
  p.page.getByRole('button', { name: c.label.en, exact: true }).first().click();

/** a piece's choice: its stack on the board (fanned when stacked), then the target hex */
const onBoard = async (p: SeatPlayer, cell: string, c: Choice, to: string) => {
  await p.page.click('button[aria-label="Fit the board"]');
  await p.page.click(`[data-stack="${cell}"]`);
  if (await p.page.locator('.fan').count()) await p.page.click(`.fan [data-piece="${c.piece}"] .hit`);
  await p.page.waitForSelector(`[data-target="${to}"]`);
  await p.page.click(`[data-target="${to}"]`);
  // two choices reach that hex: the panel asks which
  if (!(await p.page.locator('.draft-list li').count())) {
    const ask = p.page.locator('.selection .choice-buttons button').first();
    if (await ask.count()) await ask.click();
  }
};

/** send the draft with the page's button: whether the server took it (else the page shows the refusal) */
const send = async (p: SeatPlayer, id: string, version: number): Promise<boolean> => {
  await expect.poll(() => p.page.locator('.draft-list li').count()).toBeGreaterThan(0);
  await p.page.click('button.primary');
  for (let i = 0; i < 60; i++) {
    if ((await p.api.get(`/api/games/${id}`)).version > version) return true;
    if (await p.page.locator('.notice.error').count()) return false;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${p.seat}: the page sent nothing`);
};

/** drop every drafted order with its own button */
const clearDraft = async (p: SeatPlayer) => {
  while (await p.page.locator('.draft-list li button').count())
    await p.page.locator('.draft-list li button').first().click();
};

/** what the seat picks: the choice and, for a piece's, the hex clicked; null: "pass" / "end the phase" */
export interface Pick {
  kind: Clicked['kind'];
  choice: Choice;
  to?: string;
  /** a second choice in the same batch: the German's western call (33) beside his plan */
  also?: Choice;
}

/**
 * The awaited seat's pick from its view: in an attack phase one attack with all units on offer (unless
 * `attacked` already this phase) or the end of the phase; in a supply phase the first plan offered; in
 * a movement phase a lone unit's shortest march; in a window "pass"; any other question its first
 * answer. Pure, so the test can try a stage on the rules module before clicking it.
 */
export const pickOf = (
  view: { options: { choices: unknown[] }; board: { pieces: { id: string; cell: string }[] } },
  kind: string,
  attacked: boolean,
): { pick: Pick | null; fallback: Choice | undefined } => {
  const choices = view.options.choices as Choice[];
  const cellOf = new Map(view.board.pieces.map((x) => [x.id, x.cell]));
  const find = (pre: string) => choices.find((c) => c.id.startsWith(pre) && !c.piece && !!c.order);
  const fallback = find('pass') ?? find('end-phase');
  const plain = (k: Clicked['kind'], c: Choice | undefined | false) => ({
    pick: c ? { kind: k, choice: c } : null,
    fallback,
  });
  if (kind === 'attack') return plain('attack', !attacked && find('attack-'));
  if (kind === 'supply') {
    // a plan with secret SuP (22.6) when one is offered, and a western call (33): the Allies' secrets
    const plans = choices.filter((c) => c.id.startsWith('supply-') && !c.piece && c.order);
    const plan = plans.find((c) => c.order!.secret) ?? plans[0];
    const call = choices.find((c) => c.group === 'campaign-call' && c.order);
    return { pick: plan ? { kind: 'supply', choice: plan, also: call } : null, fallback };
  }
  if (kind === 'window') return plain('pass', false);
  if (kind === 'move') {
    // a lone unit's march (a stacked unit's would leave an overstack duty for its stack-mates)
    const march = choices.find(
      (c) =>
        c.id.startsWith('move-') &&
        c.piece &&
        c.targets?.length &&
        [...cellOf.values()].filter((x) => x === cellOf.get(c.piece!)).length === 1,
    );
    return { pick: march ? { kind: 'move', choice: march, to: march.targets![0].cell } : null, fallback };
  }
  const c = choices.find((x) => (x.piece && x.targets?.length) || (!x.piece && x.order));
  return { pick: c ? { kind: 'other', choice: c, to: c.targets?.[0]?.cell } : null, fallback };
};

/** the pick's order as the page would compose it */
export const ordersOf = (p: Pick) => [
  p.to ? p.choice.targets!.find((t) => t.cell === p.to)!.order : p.choice.order!,
  ...(p.also ? [p.also.order!] : []),
];

/**
 * The awaited seat's decision (`pickOf`) composed by clicks on its game page and sent with the page's
 * button; a refused pick falls back to "pass" / "end the phase".
 */
export const clickDecision = async (
  p: SeatPlayer,
  url: string,
  id: string,
  s: OwcState,
  attacked: boolean,
): Promise<Clicked> => {
  const g = await p.api.get(`/api/games/${id}`);
  expect(g.awaitingMe, `${p.seat} awaited`).toBe(true);
  const kind = s.await?.kind ?? s.phase;
  const { pick, fallback } = pickOf(g.view, kind, attacked);
  await p.page.goto(`${url}/g/${id}`);
  await p.page.waitForSelector('.status.mine');
  await p.page.waitForSelector('svg.board polygon');
  if (pick) {
    const cell = pick.choice.piece && g.view.board.pieces.find((x: { id: string }) => x.id === pick.choice.piece)?.cell;
    if (pick.to && cell) await onBoard(p, cell, pick.choice, pick.to);
    else await byLabel(p, pick.choice);
    if (pick.also) await byLabel(p, pick.also);
    if (await send(p, id, g.version)) {
      const target = pick.kind === 'attack' ? (pick.choice.order!.target as string) : pick.to;
      return { kind: pick.kind, target };
    }
    // refused (an overstack left, a duty unmet, a call beyond the budget): "pass" instead, as the test's try on the rules module does
    console.log(
      `[owc-f] ${p.seat}: ${pick.choice.label.en} refused: ${await p.page.locator('.notice.error').innerText()}`,
    );
    await clearDraft(p);
  }
  expect(fallback, `${p.seat}: "pass" or "end the phase" in ${kind}`).toBeDefined();
  await byLabel(p, fallback!);
  expect(await send(p, id, g.version), `${p.seat}: ${fallback!.label.en}`).toBe(true);
  return { kind: 'pass' };
};
