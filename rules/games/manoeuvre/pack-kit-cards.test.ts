import { describe, expect, it } from 'vitest';
import { cardOf } from '../../core/pack-kit.js';
import { cardValues } from './describe.js';
import { packKit } from './pack-kit.js';

const parts = packKit.parts ?? [];
const cardFace = (path: string) => {
  const p = parts.find((x) => x.path === path);
  if (p?.kind !== 'list' || !p.card) throw new Error(`no card face at ${path}`);
  return p.card;
};

describe("a pack's cards drawn as the play page draws them", () => {
  const pack = packKit.shipped();
  it('every unit card and HQ card of our Manoeuvre pack prints the values the game prints (cardValues)', () => {
    let n = 0;
    for (const army of pack.armies) {
      for (const c of army.unitCards) {
        expect(cardOf(cardFace('armies.*.unitCards'), c).values).toEqual(cardValues({ kind: 'unit', ...c } as never));
        n++;
      }
      for (const h of army.hq) {
        expect(cardOf(cardFace('armies.*.hq'), h).values).toEqual(cardValues({ ...h, kind: h.type } as never));
        n++;
      }
    }
    expect(n).toBeGreaterThan(100);
  });
  it('a leader by name, another HQ card by its kind in both languages, a unit card by its unit', () => {
    const hq = cardFace('armies.*.hq');
    expect(cardOf(hq, { type: 'leader', name: 'Wellington', command: 3, combat: 3, rally: 4 })).toEqual({
      name: { pl: 'Wellington', en: 'Wellington' },
      values: ['Cmd 3', 'Cbt 3', 'Rally 1–4'],
    });
    expect(cardOf(hq, { type: 'redoubt', count: 3 })).toEqual({
      name: { pl: 'Reduta', en: 'Redoubt' },
      values: ['+3'],
    });
    expect(cardOf(cardFace('armies.*.unitCards'), { unit: 'gb.42nd', attack: '1d8', defense: 6 })).toEqual({
      name: { pl: 'gb.42nd', en: 'gb.42nd' },
      values: ['A 1d8', 'D 6'],
    });
  });
});
