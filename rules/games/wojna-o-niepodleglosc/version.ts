/**
 * The rules version new games are created under. A game keeps the version it was created with
 * (state.ts `versionOf`), so a stored log replays as it was played:
 * - 15: an armoured train's retreat (and reaction, 13.11) counts as prescribed only the paths whose every step is
 *   nearer its own supply base by the rail (14.27, `trains.ts` `railStepsToBase`) when any such path exists;
 * - 14: a contact settled by policy on a move's way (9.23 a lone HQ displaced or overrun, 13.17 lone artillery,
 *   13.9 a reaction by policy) no longer halts the batch: the later orders are played on the changed map, and
 *   only the first one the change made impossible halts it there (before: any such contact halted the rest);
 * - 13: a combat's fighter reactions (C3, AMB-33) alternate until both sides pass, the defender first: a side may
 *   also meet a fighter the enemy placed in an earlier round of that combat; the pairs are fought once the rounds
 *   close, the last placed first (before: one round each, each pair fought when placed); the defender may be asked
 *   in a `fighters` window too;
 * - 12: the paths of the contacts in the middle of a combat are chosen live too (the same policy and window): a lone
 *   HQ displaced by a pursuer (9.24, the pursuing player), lone artillery withdrawing from one (13.17, its owner), a
 *   lone HQ left after losses (9.25, the attacker); the combat waits (`activation.combat`) and goes on once answered;
 * - 11: a contact's path is chosen live (policy `retreat: ask` of the deciding side, the `contact` window): the
 *   lone artillery's 2-hex withdrawal by its owner (13.17), a lone HQ's displacement by the moving player (9.23);
 *   before, the engine took the first path of the best priority;
 * - 10: a fighter reaction (C3, 17.12) may be asked live (policy `fighterReaction: ask`): the defender in its
 *   `defence` answer (`intercept`), the attacker in a `fighters` window once the defender's support is known;
 *   a stack whose reaction policy asks is asked when any distance has a path (before: only when 1 hex had);
 * - 9: an armoured train may retreat (and react, 13.11) through a hex of exactly one enemy unit, a d10
 *   for each such hex, 6–9 eliminating it (14.28; before, only its move could); a reaction's passes are
 *   rolled as a retreat's (a river unit's 14.29 too);
 * - 8: a river unit may also trace its supply along its river (3.5); a pursuit sets off the contacts of a
 *   move (9.24 lone HQs, 13.17 lone artillery) hex by hex, with no reaction (13.9 note 1); a contact that
 *   makes the rest of the path illegal ends the pursuit there;
 * - 7: the rest of ch. 16: a ship's ZOC on river crossings (AMB-25), 14.29's roll for a ship retreating
 *   past an enemy unit, a ship's support of a neighbouring defence (16.4(1)), ships as transports (18.4, 18.7);
 * - 6: river flotillas in play (ch. 16: moves along navigable rivers, 16.4's limits on their attacks,
 *   pursuit along the river, AMB-24–26);
 * - 5: transport in play (ch. 18: `load`, `unload`, loaded moves, the turn track, 18.10; state `transports`)
 * - 4: the version is written in the state (`rulesVersion`);
 * - 3: aviation in play (the air plan windows, missions, escorts, interception, recon, support in
 *   attacks, loss checks; state `air`), the defender's standing policies, army HQ moves, garrison orders;
 * - 2: the HQ pursuit (14.38), which records in an activation the WJ HQs whose units pursued;
 * - 1: none of these.
 */
export const RULES_VERSION = 15;
