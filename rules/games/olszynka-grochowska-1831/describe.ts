import type { GameEvent } from '../../core/contract.js';
import { text, type Lang, type Text } from '../../core/text.js';
import type { PackIndex } from './pack.js';
import type { SideId } from './state.js';

/** The names players read: sides, markers (a formation or a commander), units by their counter's short name. */
export const SIDE_NAMES: Record<SideId, Text> = { pl: text('Polacy', 'Poles'), ru: text('Rosjanie', 'Russians') };

export interface Names {
  side(id: string): Text;
  marker(id: string): Text;
  unit(id: string): string;
  leader(id: string): string;
}

const cache = new WeakMap<PackIndex, Names>();
export const namesOf = (P: PackIndex): Names => {
  const hit = cache.get(P);
  if (hit) return hit;
  const formations = new Map(P.pack.forces.formations.map((f) => [f.id, f.name]));
  const leaders = new Map(P.pack.forces.leaders.map((l) => [l.id, l.name]));
  const units = new Map(P.pack.forces.units.map((u) => [u.id, u.short]));
  const names: Names = {
    side: (id) => SIDE_NAMES[id as SideId] ?? text(id),
    marker: (id) => formations.get(id) ?? text(leaders.get(id) ?? id),
    unit: (id) => units.get(id) ?? id,
    leader: (id) => leaders.get(id) ?? id,
  };
  cache.set(P, names);
  return names;
};

const VERDICT: Record<string, Text> = {
  pass: text('udany', 'formed'),
  fail: text('nieudany', 'failed'),
  rout: text('rozbita', 'routed'),
};
const RALLY: Record<string, Text> = {
  reorganized: text('wraca do walki', 'rallies'),
  stays: text('zostaje', 'stays'),
  eliminated: text('wyeliminowana', 'eliminated'),
};
export const REACTION: Record<string, Text> = {
  square: text('czworobok', 'square'),
  counterCharge: text('kontrszarża', 'counter-charge'),
  withdraw: text('wycofanie', 'withdrawal'),
  changeFront: text('zmiana frontu', 'change of front'),
  counterWithdraw: text('wycofanie po nieudanej kontrszarży', 'withdrawal after a failed counter-charge'),
};
const CONTACT: Record<string, Text> = {
  charge: text('szarżuje', 'charges'),
  withdraw: text('wycofuje się', 'withdraws'),
  routed: text('rozbita', 'routed'),
};
const WINNER: Record<string, Text> = {
  attacker: text('atakujący wygrywa', 'the attacker wins'),
  defender: text('obrońca wygrywa', 'the defender wins'),
  draw: text('remis', 'a draw'),
};
const REASON: Record<string, Text> = {
  'victory points': text('punkty zwycięstwa', 'victory points'),
  'automatic: objectives held': text('zwycięstwo automatyczne: cele utrzymane', 'automatic victory: objectives held'),
  'automatic: enemy losses': text('zwycięstwo automatyczne: straty wroga', 'automatic victory: enemy losses'),
};

/** One line per event, in Polish and English, with the rule number, naming what the pack names. */
type D = Record<string, unknown>;
type Line = (d: D, n: Names, l: Lang) => [string, string];
const word = (dict: Record<string, Text>, k: unknown, l: Lang): string => dict[String(k)]?.[l] ?? String(k);
const units = (n: Names, ids: unknown): string => (ids as string[]).map(n.unit).join(' + ');

/**
 * the leaders a combat moved (`leader:<id>` fields of `afterCombat`: R 3.6.3 a lone leader joins a unit,
 * R 3.6.4 a routed unit's leader, R 12.3 a leader following his pursuing units), each as [pl, en]
 */
const leadersMoved = (d: D, n: Names): [string, string][] =>
  Object.keys(d)
    .filter((k) => k.startsWith('leader:'))
    .map((k) => {
      const who = n.leader(k.slice('leader:'.length));
      const to = String(d[k]);
      if (to === 'routed') return [`${who} do pola rozbitych`, `${who} to the Routed box`];
      if (to === 'removed') return [`${who} opuszcza pole bitwy`, `${who} leaves the field`];
      return [`${who} przechodzi na ${to}`, `${who} moves to ${to}`];
    });

const LINES: Record<string, Line> = {
  arrived: (d) => [
    `Nadchodzą posiłki (${(d.units as string[]).length})`,
    `Reinforcements arrive (${(d.units as string[]).length})`,
  ],
  initiative: (d, n) => [
    `Inicjatywa: PL ${d.pl}, RU ${d.ru} → ${n.side(String(d.holder)).pl}`,
    `Initiative: PL ${d.pl}, RU ${d.ru} → ${n.side(String(d.holder)).en}`,
  ],
  drawn: (d, n) => [
    `Z puli wyciągnięto: ${n.marker(String(d.marker)).pl} (${n.side(String(d.side)).pl})`,
    `${n.marker(String(d.marker)).en} drawn from the cup (${n.side(String(d.side)).en})`,
  ],
  picked: (d, n) => [
    `Pierwsza aktywacja: ${n.marker(String(d.marker)).pl}`,
    `First activation: ${n.marker(String(d.marker)).en}`,
  ],
  void: (d, n) => [
    `${n.marker(String(d.marker)).pl}: bez aktywacji`,
    `${n.marker(String(d.marker)).en}: nothing to activate`,
  ],
  recovered: (d, n) => [
    `${n.leader(String(d.leader))} wraca do dowodzenia`,
    `${n.leader(String(d.leader))} is back in command`,
  ],
  activated: (d, n) => [
    `Aktywacja: ${n.marker(String(d.division)).pl} (${d.units} jedn.)`,
    `${n.marker(String(d.division)).en} activated (${d.units} units)`,
  ],
  fired: (d, n) => [
    `${n.unit(String(d.battery))} ostrzeliwuje ${d.target}: kostka ${d.die}`,
    `${n.unit(String(d.battery))} fires at ${d.target}: die ${d.die}`,
  ],
  moved: (d, n) => {
    const back = d.fellBack as { from: string; to: string } | undefined;
    return [
      `Ruch ${units(n, d.units)}: ${(d.path as string[]).join('→') || 'w miejscu'}` +
        (back ? ` (nie może zostać w ${back.from}, staje w ${back.to}, 6.7)` : ''),
      `${units(n, d.units)} moves: ${(d.path as string[]).join('→') || 'in place'}` +
        (back ? ` (may not stay in ${back.from}, stops in ${back.to}, 6.7)` : ''),
    ];
  },
  reaction: (d, n) => [
    `Reakcja ${n.unit(String(d.unit))}: ${word(REACTION, d.kind, 'pl')}`,
    `${n.unit(String(d.unit))} reacts: ${word(REACTION, d.kind, 'en')}`,
  ],
  contactCharge: (d, n) => [
    `${n.unit(String(d.unit))}: szarża z kontaktu na ${d.target} → ${word(CONTACT, d.outcome, 'pl')}`,
    `${n.unit(String(d.unit))}: charge from contact at ${d.target} → ${word(CONTACT, d.outcome, 'en')}`,
  ],
  counterSquare: (d, n) => [
    `${n.unit(String(d.unit))} formuje czworobok przeciw kontrszarży: ${word(VERDICT, (d.test as { verdict: string }).verdict, 'pl')}`,
    `${n.unit(String(d.unit))} tries square against the counter-charge: ${word(VERDICT, (d.test as { verdict: string }).verdict, 'en')}`,
  ],
  leaderMoved: (d, n) => [
    `${n.leader(String(d.leader))} przechodzi na ${(d.path as string[]).at(-1)}`,
    `${n.leader(String(d.leader))} moves to ${(d.path as string[]).at(-1)}`,
  ],
  asked: (d, n) => [
    `${n.unit(String(d.mover))} wchodzi na ${d.hex}: przeciwnik decyduje o reakcji`,
    `${n.unit(String(d.mover))} enters ${d.hex}: the enemy decides whether to react`,
  ],
  leaderFled: (d, n) =>
    d.to === 'removed'
      ? [`${n.leader(String(d.leader))} opuszcza pole bitwy`, `${n.leader(String(d.leader))} leaves the field`]
      : [`${n.leader(String(d.leader))} ucieka do ${d.to}`, `${n.leader(String(d.leader))} flees to ${d.to}`],
  combat: (d) => [
    `Walka o ${d.hex}: kostka ${d.die}, ${word(WINNER, (d.result as { winner: string }).winner, 'pl')}`,
    `Combat for ${d.hex}: die ${d.die}, ${word(WINNER, (d.result as { winner: string }).winner, 'en')}`,
  ],
  defenceAsked: (d) => [
    `${d.held === 'fire' ? 'Ostrzał' : 'Atak'} na ${d.hex}: obrońca decyduje`,
    `${d.held === 'fire' ? 'Fire' : 'Attack'} at ${d.hex}: the defender decides`,
  ],
  afterCombat: (d, n) => {
    const k = d.continuation as { total: number; must: boolean; targets: string[] } | undefined;
    const parts: [string, string][] = [['Odwrót i pościg', 'Retreat and pursuit']];
    if (k) {
      const [pl, en] = !k.targets.length
        ? ['brak celu', 'no target']
        : k.must
          ? ['musi atakować', 'must attack']
          : ['może atakować', 'may attack'];
      parts.push([`kontynuacja szarży: ${k.total} → ${pl}`, `charge continuation: ${k.total} → ${en}`]);
    }
    parts.push(...leadersMoved(d, n));
    return [parts.map((x) => x[0]).join('; '), parts.map((x) => x[1]).join('; ')];
  },
  reordered: (d, n) => [
    `Nowy porządek stosu na ${d.hex}: ${units(n, d.units)}`,
    `The stack in ${d.hex} reordered: ${units(n, d.units)}`,
  ],
  evened: () => ['Wyrównanie poziomów w stosach', 'Mixed stacks evened out'],
  rally: (d, n) => [
    `${n.unit(String(d.unit))}: test z pola rozbitych, kostka ${d.die} → ${word(RALLY, d.outcome, 'pl')}`,
    `${n.unit(String(d.unit))}: Routed box test, die ${d.die} → ${word(RALLY, d.outcome, 'en')}`,
  ],
  returned: (d, n) => [`${n.unit(String(d.unit))} wraca na ${d.hex}`, `${n.unit(String(d.unit))} returns to ${d.hex}`],
  reorganized: (d) => [
    `Reorganizacja (${(d.units as unknown[]).length})`,
    `Reorganization (${(d.units as unknown[]).length})`,
  ],
  stageEnd: (d) => [`Koniec etapu ${d.stage}`, `End of stage ${d.stage}`],
  gameOver: (d, n) => {
    const w = d.winners as string[];
    return [
      `Koniec gry: ${w.map((s) => n.side(s).pl).join(', ') || 'remis'} (${word(REASON, d.reason, 'pl')})`,
      `Game over: ${w.map((s) => n.side(s).en).join(', ') || 'draw'} (${word(REASON, d.reason, 'en')})`,
    ];
  },
};

/** every event type the module fires */
export const EVENT_TYPES: readonly string[] = Object.keys(LINES);

export const describeWith = (P: PackIndex) => {
  const n = namesOf(P);
  return (e: GameEvent, lang: Lang): string => {
    const f = LINES[e.type];
    const [pl, en] = f ? f(e.data as D, n, lang) : [e.type, e.type];
    const line = lang === 'pl' ? pl : en;
    return e.rule ? `${line} [${e.rule}]` : line;
  };
};
