import type { GameEvent } from '../../core/contract.js';
import { PACK } from './pack.js';
import { campaignLine } from './campaign/describe.js';
import { PHASE_NAMES } from './phase-label.js';
import { describeWorks } from './describe-works.js';
import { standingLabel, standingValueLabel } from './standing-labels.js';
import type { Phase } from './state.js';

/** why VP were scored (A.6, 15), as the `vp` event's `why` says it */
const why = (w: unknown, lang: 'pl' | 'en'): string => {
  const pl = lang === 'pl';
  const s = String(w);
  if (s === 'failed-attack') return pl ? 'nieudany atak' : 'failed attack';
  if (s === 'break') return pl ? 'rozbicie' : 'a unit broken';
  if (s === 'elimination') return pl ? 'eliminacja' : 'elimination';
  if (s === 'elimination-encircled') return pl ? 'eliminacja w okrążeniu' : 'elimination while encircled';
  if (s.startsWith('objective:')) return pl ? `cel ${s.slice(10)}` : `objective ${s.slice(10)}`;
  if (s.startsWith('region:')) return pl ? 'jednostki w obszarze' : 'units in the region';
  return pl ? 'punkty' : 'points';
};
const phase = (p: unknown, lang: 'pl' | 'en'): string =>
  PHASE_NAMES[p as Phase]?.[lang] ?? (lang === 'pl' ? 'faza' : 'phase');

const side = (x: unknown, lang: 'pl' | 'en'): string =>
  x === 'allies' ? (lang === 'pl' ? 'Sprzymierzeni' : 'Allies') : lang === 'pl' ? 'Rosjanie' : 'Russians';
const mods = (ms: unknown): string =>
  Array.isArray(ms) && ms.length
    ? ` [${ms.map((m: { rule: string; value: number }) => `${m.value > 0 ? '+' : ''}${m.value} ${m.rule}`).join(', ')}]`
    : '';

/** One log line per event, in Polish and English, naming units as `units` (a pack's forces) do. */
/** per-front amounts of 22 as "G 3, P 5" */
const fronts = (x: unknown): string =>
  Object.entries((x ?? {}) as Record<string, number>)
    .filter(([, n]) => n !== undefined)
    .map(([f, n]) => `${f} ${n}`)
    .join(', ') || '—';
const prepaid = (x: unknown, lang: string): string => {
  const e = Object.entries((x ?? {}) as Record<string, string>);
  if (!e.length) return '';
  return lang === 'pl'
    ? `; z góry: ${e.map(([f, c]) => `${f} ${c === 'offensive' ? 'ofensywa' : 'działania ograniczone'}`).join(', ')}`
    : `; paid in advance: ${e.map(([f, c]) => `${f} ${c}`).join(', ')}`;
};

export const describerFor = (units: readonly { id: string; name: { pl: string; en: string } }[]) => {
  const names = new Map(units.map((u) => [u.id, u.name]));
  const n = (id: unknown, lang: 'pl' | 'en'): string => names.get(String(id))?.[lang] ?? String(id);
  return (e: GameEvent, lang: 'pl' | 'en'): string => {
    const d = e.data as Record<string, any>;
    const pl = lang === 'pl';
    const r = e.rule ? ` (${e.rule})` : '';
    switch (e.type) {
      case 'standing':
        return pl
          ? `${side(d.side, lang)}: rozkaz stały „${standingLabel(d.key).pl}”: ${standingValueLabel(d.key, d.value).pl}`
          : `${side(d.side, lang)}: standing order “${standingLabel(d.key).en}”: ${standingValueLabel(d.key, d.value).en}`;
      case 'rally':
        return pl
          ? `${n(d.unit, lang)}: zbieranie, rzut ${d.roll} wobec ${d.target}${mods(d.mods)} — ${d.ok ? 'zebrana' : 'nadal rozbita'}${r}`
          : `${n(d.unit, lang)}: rally, roll ${d.roll} vs ${d.target}${mods(d.mods)} — ${d.ok ? 'rallied' : 'still broken'}${r}`;
      case 'window-passed':
        return pl
          ? `${side(d.side, lang)} nie wykonują ruchu odwodów (${d.window})`
          : `${side(d.side, lang)} pass the reserve movement window (${d.window})`;
      case 'rmp':
        return pl
          ? `${side(d.side, lang)}: faza ruchu odwodów (${d.window})${d.opponentsTurn ? ' w posunięciu przeciwnika' : ''}${r}`
          : `${side(d.side, lang)}: reserve movement phase (${d.window})${d.opponentsTurn ? " in the opponent's turn" : ''}${r}`;
      case 'move':
        return pl
          ? `${n(d.unit, lang)}: marsz ${d.path.join('→')} (${d.mp} PM)`
          : `${n(d.unit, lang)} marches ${d.path.join('→')} (${d.mp} MP)`;
      case 'arrival':
        return pl
          ? `${n(d.unit, lang)} wchodzi do gry w ${d.hex}${d.chosen ? ' (wybór gracza)' : ''}${r}`
          : `${n(d.unit, lang)} arrives at ${d.hex}${d.chosen ? " (the owner's pick)" : ''}${r}`;
      case 'arrival-delayed':
        if (d.held)
          return pl
            ? `${n(d.unit, lang)}: przybycie wstrzymane przez gracza, wejdzie później${r}`
            : `${n(d.unit, lang)}: arrival held back by its owner, comes later${r}`;
        return pl
          ? `${n(d.unit, lang)}: brak miejsca wejścia, czeka${r}`
          : `${n(d.unit, lang)}: no free arrival town, waits${r}`;
      case 'attack': {
        const gaveUp = d.abandoned
          ? pl
            ? ' — obrona twierdzy porzucona (25.6)'
            : ' — the fortress is not defended (25.6)'
          : '';
        return pl
          ? `Atak na ${d.target}: ${(d.attackers as string[]).map((x) => n(x, lang)).join(', ')} (${d.a}:${d.d}), tabela ${d.table}${mods(d.mods)} = szansa ${d.chance}${gaveUp}${r}`
          : `Attack on ${d.target}: ${(d.attackers as string[]).map((x) => n(x, lang)).join(', ')} (${d.a}:${d.d}), table ${d.table}${mods(d.mods)} = chance ${d.chance}${gaveUp}${r}`;
      }
      case 'attack-result':
        return pl
          ? `Rzut ${d.roll ?? '—'} przy szansie ${d.chance}: ${d.success ? 'sukces' : 'niepowodzenie'}${r}`
          : `Roll ${d.roll ?? '—'} against chance ${d.chance}: ${d.success ? 'success' : 'failure'}${r}`;
      case 'delaying-action':
        return pl
          ? `Kawaleria w ${d.target} prowadzi działania opóźniające${r}`
          : `Cavalry in ${d.target} fights a delaying action${r}`;
      case 'retreat':
        return pl
          ? `${n(d.unit, lang)}: odwrót ${d.from}→${d.path.join('→')}, odporność ${d.mod}${mods(d.parts)}`
          : `${n(d.unit, lang)} retreats ${d.from}→${d.path.join('→')}, resilience ${d.mod}${mods(d.parts)}`;
      case 'check':
        return pl
          ? `${n(d.unit, lang)}: test odporności ${d.r}${mods(d.mods)} = ${d.target}, rzut ${d.roll} — ${d.ok ? 'wytrzymała' : 'nie wytrzymała'}${r}`
          : `${n(d.unit, lang)}: resilience ${d.r}${mods(d.mods)} = ${d.target}, roll ${d.roll} — ${d.ok ? 'holds' : 'fails'}${r}`;
      case 'broken':
        return pl ? `${n(d.unit, lang)} rozbita${r}` : `${n(d.unit, lang)} is broken${r}`;
      case 'eliminated':
        return pl
          ? `${n(d.unit, lang)} wyeliminowana${d.encircled ? ' w okrążeniu' : ''}${r}`
          : `${n(d.unit, lang)} is eliminated${d.encircled ? ' while encircled' : ''}${r}`;
      case 'capitulated':
        return pl ? `${n(d.unit, lang)} kapituluje w ${d.hex}${r}` : `${n(d.unit, lang)} capitulates in ${d.hex}${r}`;
      case 'left-map':
        return pl
          ? `${n(d.unit, lang)} schodzi z mapy w ${d.hex}; wróci w następnym etapie${r}`
          : `${n(d.unit, lang)} leaves the map at ${d.hex}; returns next stage${r}`;
      case 'pursuit':
        return pl
          ? `${n(d.unit, lang)}: pościg ${d.path.join('→')}${r}`
          : `${n(d.unit, lang)} pursues ${d.path.join('→')}${r}`;
      case 'vp':
        return pl
          ? `${side(d.side, lang)} +${d.vp} PZ (${why(d.why, lang)}); bilans ${d.balance}${r}`
          : `${side(d.side, lang)} +${d.vp} VP (${why(d.why, lang)}); balance ${d.balance}${r}`;
      case 'phase-end':
        return pl
          ? `${side(d.side, lang)} kończą fazę: ${phase(d.phase, lang)}`
          : `${side(d.side, lang)} end the phase: ${phase(d.phase, lang)}`;
      case 'turn-end':
        return pl
          ? `Koniec posunięcia: ${side(d.side, lang)}, etap ${d.stage}`
          : `End of the ${side(d.side, lang)} player-turn, stage ${d.stage}`;
      case 'stage-end':
        return pl
          ? `Koniec etapu ${d.stage} (${d.date}); bilans PZ ${d.balance}`
          : `End of stage ${d.stage} (${d.date}); VP balance ${d.balance}`;
      case 'rail':
        return pl
          ? `${n(d.unit, lang)}: przewóz koleją ${d.from}→${d.to} (${d.transports} transp.)${r}`
          : `${n(d.unit, lang)} goes by rail ${d.from}→${d.to} (${d.transports} Transports)${r}`;
      case 'reconnaissance':
        return pl
          ? `${n(d.unit, lang)} rozpoznaje heks ${d.hex}${r}`
          : `${n(d.unit, lang)} reconnoitres hex ${d.hex}${r}`;
      case 'revealed':
        return pl ? `Odkryta: ${n(d.unit, lang)} w ${d.hex}${r}` : `Revealed: ${n(d.unit, lang)} in ${d.hex}${r}`;
      case 'patrol-removed':
        return pl ? `Patrol w ${d.hex} odkryty i zdjęty${r}` : `The patrol in ${d.hex} is revealed and removed${r}`;
      case 'concealed':
        return pl
          ? `${side(d.side, lang)} ukrywają: ${(d.units as string[]).map((x) => n(x, lang)).join(', ')}${r}`
          : `${side(d.side, lang)} conceal: ${(d.units as string[]).map((x) => n(x, lang)).join(', ')}${r}`;
      case 'patrol-placed':
        return pl ? `Patrol postawiony w ${d.hex}${r}` : `A patrol is placed in ${d.hex}${r}`;
      case 'attack-patrols':
        return pl
          ? `Atak na ${d.target}: były tam tylko patrole; atak udany bez rzutu${r}`
          : `Attack on ${d.target}: only patrols were there; the attack succeeds without a roll${r}`;
      case 'allied-command':
        return pl
          ? `${n(d.unit, lang)} pod dowództwem sztabów sojusznika do końca etapu${r}`
          : `${n(d.unit, lang)} is commanded by the ally's HQs until the end of the stage${r}`;
      case 'hq-break':
        return pl
          ? `Rozbity sztab ${n(d.unit, lang)}: testy jednostek w zasięgu${r}`
          : `HQ ${n(d.unit, lang)} broken: the units in its range check${r}`;
      case 'game-end':
        return pl
          ? `Koniec gry: ${d.winner ? side(d.winner, lang) : 'remis'} (${d.level}), bilans ${d.balance}`
          : `Game over: ${d.winner ? side(d.winner, lang) : 'draw'} (${d.level}), balance ${d.balance}`;
      case 'sudden-death':
        return pl
          ? d.reason === 'B.5.1'
            ? `Sprzymierzeni zdobywają Warszawę: zwycięstwo strategiczne${r}`
            : `Rosjanie docierają do zachodniej krawędzi: zwycięstwo strategiczne${r}`
          : d.reason === 'B.5.1'
            ? `The Allies take Warsaw: strategic victory${r}`
            : `The Russians reach the west edge: strategic victory${r}`;
      // 22: supply (amounts per front as "G 3, P 5")
      case 'supply-plan':
        return pl
          ? `${side(d.side, lang)}: przydział zaopatrzenia ${fronts(d.open)}; poziomy ${fronts(d.levels)}${prepaid(d.prepay, lang)}${r}`
          : `${side(d.side, lang)} distribute supply ${fronts(d.open)}; levels ${fronts(d.levels)}${prepaid(d.prepay, lang)}${r}`;
      case 'supply-stash':
        return pl ? `Tajne zapasy: ${fronts(d.stash)}${r}` : `Secret stockpile: ${fronts(d.stash)}${r}`;
      case 'supply-cost':
        return pl
          ? `${side(d.side, lang)}: −${d.sup} PZa na froncie ${d.front} (${d.why}), zostaje ${d.level}${r}`
          : `${side(d.side, lang)} pay ${d.sup} SuP on front ${d.front} (${d.why}), ${d.level} left${r}`;
      case 'supply-revealed':
        return pl
          ? `${side(d.side, lang)} odkrywają tajne zapasy ${fronts(d.stash)}; poziomy ${fronts(d.levels)}${r}`
          : `${side(d.side, lang)} reveal their secret stockpile ${fronts(d.stash)}; levels ${fronts(d.levels)}${r}`;
      case 'intelligence':
        return pl
          ? `Wywiad: rzut ${d.roll}${d.exposed ? ' — tajemnice wykryte' : ''}${r}`
          : `Intelligence: roll ${d.roll}${d.exposed ? ' — the secrets are exposed' : ''}${r}`;
      case 'supply-exposed':
        return pl
          ? `Wywiad wykrył tajne zapasy (${side(d.side, lang)}): ${fronts(d.stash)}${r}`
          : `Intelligence exposes the ${side(d.side, lang)}' secret stockpile: ${fronts(d.stash)}${r}`;
      case 'screen':
        return pl ? `${n(d.unit, lang)}: ekran w ${d.hex}${r}` : `${n(d.unit, lang)} screens in ${d.hex}${r}`;
      default:
        return (
          describeWorks(e, lang, n) ??
          campaignLine(e.type, d, lang, n, r) ??
          (pl ? 'Zdarzenie w grze' : 'Game event') + r
        );
    }
  };
};

/** One log line per event, in Polish and English (our shipped pack's unit names). */
export const describe = describerFor([...PACK.forces.units, ...(PACK.campaign?.units ?? [])]);
