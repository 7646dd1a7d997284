import { describe, expect, it } from 'vitest';
import { packNotes } from './guide.js';
import { catalog } from '../catalog.js';

describe('packNotes: where a pack says its content comes from', () => {
  it('takes each notice, and the note of each part marked ours, down to a scenario map; not a plain note, nor one deeper', () => {
    const ours = (en: string) => ({ pl: en, en });
    const pack = {
      notice: ours('our pack'),
      map: { ours: true, note: ours('our map') },
      tables: { note: ours('a table note without ours') },
      scenarios: [{ map: { ours: true, note: ours('our scenario map') } }],
      forces: { units: [{ note: ours('one unit') }] },
      deep: { a: { b: { c: { ours: true, note: ours('too deep') } } } },
    };
    expect(packNotes(pack).map((n) => n.en)).toEqual(['our pack', 'our map', 'our scenario map']);
  });

  it.each(Object.keys(catalog))('%s: its guide names each step and its pack’s own content', async (id) => {
    const m = await catalog[id]();
    expect(m.guide?.sequence.length).toBeGreaterThanOrEqual(5);
    expect(m.guide?.provenance.length).toBeGreaterThanOrEqual(1);
    for (const s of m.guide?.sequence ?? []) expect(s.name.pl && s.name.en && s.what.pl && s.what.en).toBeTruthy();
  });
});
