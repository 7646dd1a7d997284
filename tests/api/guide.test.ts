import { describe, expect, it } from 'vitest';
import { catalogOf } from '../../functions/play/catalog.js';
import manoeuvre from '../../rules/games/manoeuvre/index.js';
import { Browser, stackPerFile } from './helpers/harness.js';

const stack = stackPerFile({ games: catalogOf([manoeuvre]) });

describe('GET /api/catalog/:game/guide (the how-to-play page)', () => {
  it('answers without a session: the turn in steps named as the status names its phases, the counter key, the pack’s notes', async () => {
    const r = await new Browser(stack).get('/api/catalog/manoeuvre/guide');
    expect(r.status).toBe(200);
    expect(r.body.id).toBe('manoeuvre');
    expect(r.body.guide.sequence.map((s: { name: { en: string } }) => s.name.en)).toEqual([
      'set-up: map',
      'discard',
      'movement',
      'combat',
      'restoration',
    ]);
    expect(r.body.guide.counterKey.kinds.map((k: { symbols: string[] }) => k.symbols[0])).toEqual([
      'infantry',
      'cavalry',
      'artillery', // our pack marks its three guns (issue 19 item 4)
    ]);
    expect(r.body.guide.provenance[0].en).toMatch(/not the official GMT Games components/);
  });
  it('an unknown game: 404', async () => {
    expect((await new Browser(stack).get('/api/catalog/chess/guide')).status).toBe(404);
  });
});
