/**
 * Issue 19, item 6: every refusal a game's rules can raise is worded in Polish. The refusals are read
 * from each game's source (refusal-scan.ts: every `fail(rule, code, message, …)` and
 * `{ code, message }` written there) and from the game skeleton's runner; each is rendered with
 * sample values in both languages. It fails on a refusal no Polish wording matches, naming the code,
 * where the rules raise it and the file to add the wording to; on Polish words that still show the
 * code, a `{…}` hole or English; and on a wording whose English words no longer match the source.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '../../rules/catalog.js';
import { type RefusalSite, scanRefusals } from './refusal-scan.js';
import { hasPolishReason, loadReasons, reasonText, saidOf, WORDED_GAMES } from './reasons.js';
import { CORE_SAID } from './reasons-core.js';
import { REASON_CODES } from './reasons-wojna.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** where a game's wordings go */
const FILE: Record<string, string> = {
  manoeuvre: 'web/game/reasons-manoeuvre.ts',
  'ostatnia-wojna-cesarzy': 'web/game/reasons-owc.ts',
  'olszynka-grochowska-1831': 'web/game/reasons-olszynka.ts',
  'wojna-o-niepodleglosc': 'web/game/reasons-wojna.ts',
  'tannenberg-1914': 'web/game/reasons-tannenberg.ts',
};

/** words of the English refusals a Polish wording must not keep (a value with a digit may stay) */
const ENGLISH =
  /\b(is|not|the|of|and|or|with|only|must|cannot|may|no|enemy|units?|hex|next|path|move|order|already|own|yours?)\b/u;

/** the refusal a site raises, with sample values: hex- and id-like, so any that shows is a value */
const sample = (site: RefusalSite) => {
  let i = 0;
  const message = site.message.replace(/\{…\}/gu, () => `x${++i}0${i}`);
  const params: Record<string, string> = {};
  for (const p of site.params) if (p !== '?' && p !== 'why') params[p] = `p${p.length}1`;
  // a `why` computed at run time: one the Polish words of reasons.ts do not know yet
  if (site.why) params.why = site.why === '?' ? 'a-kind-added-later' : site.why;
  return { code: site.code, message, params };
};

const core = scanRefusals(ROOT, 'rules/core/runner.ts');

beforeAll(async () => {
  for (const g of WORDED_GAMES) await loadReasons(g);
});

describe('the game skeleton’s refusals', () => {
  it('schema and wrong-order (rules/core runner) are read from the source and worded in Polish', () => {
    expect(core.map((s) => s.code).sort()).toEqual(['schema', 'wrong-order']);
    for (const s of core) expect(hasPolishReason('manoeuvre', sample(s)), s.where).toBe(true);
    const e = { code: 'wrong-order', message: 'a move order is not expected now (expected: attack, end)' };
    expect(reasonText('tannenberg-1914', e, 'pl')).toBe('ten rozkaz nie jest teraz oczekiwany');
  });
});

describe.each(Object.keys(catalog))('%s: every refusal in both languages', (id) => {
  const sites = scanRefusals(ROOT, `rules/games/${id}`);
  const file = FILE[id] ?? 'web/game/reasons-<game>.ts (a new file, listed in reasons.ts)';

  it('the scan finds the game’s refusals, and the game has a file of Polish words loaded with its page', () => {
    expect(WORDED_GAMES, `add ${file} to SAID_OF in web/game/reasons.ts`).toContain(id);
    expect(sites.length).toBeGreaterThan(40);
    expect(new Set(sites.map((s) => s.code)).size).toBeGreaterThan(40);
  });

  it('every refusal code has Polish words, with its values and no code, hole or English left', () => {
    const problems: string[] = [];
    for (const site of sites) {
      const e = sample(site);
      const at = `code "${site.code}" (${site.where}: "${site.message}")`;
      if (!hasPolishReason(id, e)) {
        problems.push(`${at} has no Polish wording: add ['${site.code}', '${site.message}', '…'] to ${file}`);
        continue;
      }
      const pl = reasonText(id, e, 'pl');
      const words = pl.split(/[\s,;:()„”"'.]+/u);
      // a code that is one plain word ('morale') may be a Polish word too
      if (/[-_A-Z]/u.test(site.code) && words.includes(site.code))
        problems.push(`${at} shows its code in Polish: ${pl}`);
      if (/[{}…]/u.test(pl.replace(/…\)?$/u, ''))) problems.push(`${at} leaves a hole in Polish: ${pl}`);
      const english = pl.replace(/\S*\d\S*/gu, '').match(ENGLISH);
      if (english) problems.push(`${at} keeps the English "${english[0]}" in Polish: ${pl}`);
      if (reasonText(id, e, 'en') !== e.message) problems.push(`${at} is not the rules’ own words in English`);
    }
    expect(problems).toEqual([]);
  });

  it('the Polish words carry the values the English words name', () => {
    for (const site of sites) {
      const e = sample(site);
      const pl = reasonText(id, e, 'pl');
      // a wording that names a value names the one the refusal carries, never another's
      for (const v of pl.match(/x\d0\d/gu) ?? []) expect(e.message, `${site.where}: ${pl}`).toContain(v);
    }
  });

  it('each wording by English words matches a refusal the source still writes (a reworded one is found)', () => {
    const said = saidOf(id);
    // a code whose words are a check's own reason ('{…}' in the source) may carry any words
    const written = new Set(sites.map((s) => `${s.code}\n${s.message}`));
    const stale = said.filter(
      ([codes, en]) =>
        en !== '{…}' &&
        codes !== REASON_CODES &&
        !codes.split('|').some((c) => written.has(`${c}\n${en}`) || written.has(`${c}\n{…}`)),
    );
    expect(stale.map(([c, en]) => `${c}: ${en}`)).toEqual([]);
    expect(CORE_SAID.every(([c, en]) => en === '{…}' || core.some((s) => s.code === c && s.message === en))).toBe(true);
  });
});
