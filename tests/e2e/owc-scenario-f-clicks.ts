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
  while (await p.page.locator('.draft-list li button').count()) await p.page.locator('.draft-list li button').first().click();
};

/**
 * The awaited seat's decision by clicks: in an attack phase one attack with all units on offer (unless
 * `attacked` already this phase) or the end of the phase; in a supply phase the first plan offered; in
 * a movement phase one march on the map; in a window "pass"; any other question its first answer (a
 * piece's on the map). A refused march falls back to "pass".
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
  const choices = g.view.options.choices as Choice[];
  const cellOf = new Map<string, string>(g.view.board.pieces.map((x: { id: string; cell: string }) => [x.id, x.cell]));
  const find = (pre: string, piece = false) =>
    choices.find((c) => c.id.startsWith(pre) && (piece ? !!c.piece && !!c.targets?.length : !c.piece && !!c.order));
  await p.page.goto(`${url}/g/${id}`);
  await p.page.waitForSelector('.status.mine');
  await p.page.waitForSelector('svg.board polygon');
  const kind = s.await?.kind ?? s.phase;
  const fallback = find('pass') ?? find('end-phase');

  if (kind === 'attack') {
    const attack = !attacked && find('attack-');
    if (attack) {
      await byLabel(p, attack);
      expect(await send(p, id, g.version), `${p.seat}: ${attack.label.en}`).toBe(true);
      return { kind: 'attack', target: attack.order!.target as string };
    }
  } else if (kind === 'supply') {
    const plan = find('supply-');
    if (plan) {
      await byLabel(p, plan);
      expect(await send(p, id, g.version), `${p.seat}: ${plan.label.en}`).toBe(true);
      return { kind: 'supply' };
    }
  } else if (kind === 'move') {
    // a lone unit's shortest march (a stacked unit's would leave an overstack duty for its stack-mates)
    const march = choices.find(
      (c) =>
        c.id.startsWith('move-') &&
        c.piece &&
        c.targets?.length &&
        [...cellOf.values()].filter((x) => x === cellOf.get(c.piece!)).length === 1,
    );
    if (march) {
      await onBoard(p, cellOf.get(march.piece!)!, march, march.targets![0].cell);
      if (await send(p, id, g.version)) return { kind: 'move', target: march.targets![0].cell };
      await clearDraft(p);
    }
  } else if (kind !== 'window') {
    const c = choices.find((x) => (x.piece && x.targets?.length) || (!x.piece && x.order));
    if (c?.piece) await onBoard(p, cellOf.get(c.piece)!, c, c.targets![0].cell);
    else if (c) await byLabel(p, c);
    if (c && (await send(p, id, g.version))) return { kind: 'other', target: c.targets?.[0]?.cell };
    await clearDraft(p);
  }
  expect(fallback, `${p.seat}: "pass" or "end the phase" in ${kind}`).toBeDefined();
  await byLabel(p, fallback!);
  expect(await send(p, id, g.version), `${p.seat}: ${fallback!.label.en}`).toBe(true);
  return { kind: 'pass' };
};
