/**
 * `npm run verify-dice -- export.json`: checks a finished game's export. The seed must match the
 * commitment shown during play; every turn's dice must start where the previous turn's ended;
 * re-playing setup and turns with HMAC dice from the seed must draw exactly the logged number of
 * rolls, reproduce every logged event (with its dice; a zero-based die is the same draw read one
 * lower, so a log read the other way does not verify) and end in the exported final state. A halted
 * batch is logged as the prefix that was applied, so replay never meets the halt again.
 * Prints OK or the first mismatch; exits 1 on a mismatch.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GameModule } from '../../rules/core/contract.js';
import { isSeed, seedHash } from '../dice/hmac-dice.js';
import { defaultCatalog, type GameCatalog } from '../play/catalog.js';
import { EXPORT_FORMAT, type GameExport } from '../play/present.js';
import { genesis, ReplayMismatch, rerunTurn } from '../play/run-turn.js';

export type Verdict = { ok: true; turns: number; rolls: number } | { ok: false; at: string; problem: string };

export const verifyExport = (exp: GameExport, module: GameModule<any, any>): Verdict => {
  const bad = (at: string, problem: string): Verdict => ({ ok: false, at, problem });
  if (exp.format !== EXPORT_FORMAT) return bad('format', `expected ${EXPORT_FORMAT}, got ${String(exp.format)}`);
  if (!isSeed(exp.seed)) return bad('seed', 'not a 256-bit hex seed');
  if (seedHash(exp.seed) !== exp.seedHash)
    return bad('seed', 'SHA-256 of the seed is not the commitment shown during play');
  let record: ReturnType<typeof genesis>;
  try {
    record = genesis(exp.setup, module, exp.seed);
  } catch (e) {
    return bad('setup', `setup failed: ${(e as Error).message}`);
  }
  if (record.dice.seedHash !== exp.seedHash) return bad('setup', 'commitment differs');
  let rolls = record.dice.setup.count;
  for (const turn of exp.turns) {
    try {
      record = rerunTurn(record, turn, module, exp.seed);
      rolls += turn.dice.count;
    } catch (e) {
      if (e instanceof ReplayMismatch) return bad(`turn ${e.version}`, e.detail);
      return bad(`turn ${turn.version}`, (e as Error).message);
    }
  }
  if (record.version !== exp.final.version)
    return bad('final', `replay ends at version ${record.version}, the export at ${exp.final.version}`);
  if (JSON.stringify(record.state) !== JSON.stringify(exp.final.state))
    return bad('final', 'the re-played state differs from the exported one');
  if (JSON.stringify(record.result) !== JSON.stringify(exp.final.result))
    return bad('final', 'the re-played result differs from the exported one');
  return { ok: true, turns: exp.turns.length, rolls };
};

export const verifyFile = async (file: string, catalog: GameCatalog = defaultCatalog): Promise<Verdict> => {
  const exp = JSON.parse(readFileSync(file, 'utf8')) as GameExport;
  const module = await catalog.get(exp.game);
  if (!module) return { ok: false, at: 'game', problem: `game ${exp.game} is not in this build's catalog` };
  return verifyExport(exp, module);
};

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run verify-dice -- <export.json>');
    process.exit(2);
  }
  const v = await verifyFile(file);
  if (v.ok) console.log(`OK: ${v.turns} turns, ${v.rolls} rolls re-derived from the seed`);
  else console.log(`MISMATCH at ${v.at}: ${v.problem}`);
  process.exit(v.ok ? 0 : 1);
}
