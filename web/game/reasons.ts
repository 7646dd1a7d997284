/**
 * A rule's refusal in the reader's language. The rules say why in English (rules/core RuleError:
 * a code, the words, the rule's number) and give the values the words name in `params`, with no
 * locale in rules/; the page words every refusal in Polish here. First the most frequent refusals
 * of each game, by the refusal's code, its `why` param where one code has several wordings (the
 * game's own key for the kind of refusal), and its params (measured by random play, clicks on cells
 * that are not targets included: web/game/visible-text.test.ts). Then every other refusal the
 * game's source writes (reasons-<game>.ts, read from the source by reasons-all.test.ts): by its code
 * and its English words, whose values (`{…}` there) the Polish words take back as `{1}`, `{2}`, ….
 * A refusal worded nowhere (a code added since) is shown in English, still with its rule's number.
 */
import type { RuleError } from '../../rules/core/contract.js';
import type { Lang } from '../i18n.js';
import { type Said, saidIn } from './reasons-said.js';
import { CORE_SAID } from './reasons-core.js';

/**
 * A refusal worded in Polish: its code (several as 'a|b'), the Polish words with `{name}` for a
 * param, and the `why` param it answers to (none: the refusal has no `why`). A wording whose params
 * are not all there is passed over, so a refusal the game words differently falls back to English.
 */
type Wording = readonly [code: string, pl: string, why?: string];
/** Polish names for the values of a param (a phase → its Polish words); '*': any other value */
type Values = Readonly<Record<string, Readonly<Record<string, string>>>>;
interface GameWords {
  wordings: readonly Wording[];
  values?: Values;
}

/** one wording per `why` of a nested reason, each after the same prefix (the unit or the step) */
const nested = (code: string, prefix: string, byWhy: Readonly<Record<string, string>>): Wording[] =>
  Object.entries(byWhy).map(([why, pl]) => [code, prefix + pl, why] as const);

const MANOEUVRE: GameWords = {
  wordings: [
    ['not-adjacent', '{q} nie sąsiaduje bokiem z {here}'],
    ['not-adjacent', 'cel musi sąsiadować bokiem', 'target'],
    ['wrong-phase', 'tego rozkazu nie wydaje się {phase}'],
    ['not-home-rows', '{sq} nie leży w twoich dwóch rzędach wyjściowych'],
    ['must-move', 'gracz aktywny musi ruszyć jedną jednostką'],
    ['occupied', '{sq} jest zajęte'],
    ['occupied', 'na {sq} stoi już jednostka', 'setup'],
    ['occupied', '{sq} jest zajęte albo niedostępne', 'path'],
    ['no-own-unit', 'redutę buduje się pod własną jednostką'],
    ['back-to-start', 'ruch musi skończyć się na innym polu'],
    ['not-a-retreat-square', 'odwrót na jedno z pól: {list}'],
    ['not-enemy', '{id} nie jest jednostką wroga na mapie'],
    ['lake', 'na {sq} nie można wejść'],
    ['volley-adjacent', 'salwa trafia tylko jednostkę na sąsiednim polu'],
  ],
  values: { phase: { movement: 'w fazie ruchu', combat: 'w fazie walki', '*': 'w tej fazie' } },
};

const OWC: GameWords = {
  wordings: [
    ['no-enemy', 'w {hex} nie ma jednostek wroga'],
    ['window', 'w oknie ruchu odwodów odpowiada się jednym rozkazem „odwody” (z ich marszami) albo „pas”'],
    ['dug-in', '{id} w tej turze budował albo niszczył okopy: nie atakuje (24)'],
    ['patrol-place', '{hex}: jeden patrol na zakrytą jednostkę poza kontaktem, o ile pozwala limit stosu'],
    ['patrol-place', '{hex}: patrol stawiasz tylko przy zakrytej jednostce, którą sam dowodzisz (F.1)', 'ally-host'],
    ...nested('illegal-step', '{a}→{b}: ', {
      'not-adjacent': 'to nie jest sąsiedni heks',
      'lake-ridge': 'jezioro albo grzbiet wysokich gór',
      'enemy-units': 'jednostki wroga',
      'enemy-fortress': 'twierdza wroga',
      stack: 'stoją tam już cztery jednostki',
      'play-area': 'poza obszarem gry',
      bridgehead: 'przez front przyczółka wroga',
      'isolated-fortress': 'z odciętej twierdzy przez linię kontroli wroga',
      'control-line': 'linia kontroli wroga z dużą rzeką, grzbietem albo bardzo trudnym terenem',
    }),
    ['first-hex', 'pościg zaczyna się na atakowanym heksie {hex}'],
    ['not-offered', 'tej drogi zasady nie dopuszczają (9.6–9.8)'],
    ['one-plan', 'jeden plan zaopatrzenia'],
    ['not-adjacent', '{id} nie sąsiaduje z {hex}'],
    ['weak-alone', 'rozbite jednostki 1-SP nie atakują same'],
    ['return-to-area', '{id} jest poza obszarem gry i musi teraz do niego wrócić'],
    ['recon-target', '{id} może rozpoznać tylko {hex}'],
    ['screen-hex', '{hex} nie jest heksem osłony'],
  ],
};

const OLSZYNKA: GameWords = {
  wordings: [
    ['NOT_ADJACENT', '{to} nie sąsiaduje z {hex}'],
    ['RETREAT_PATH', '{path} nie jest drogą odwrotu atakujących z {hex}'],
    ['RETREAT_PATH', '{path} nie jest oferowaną drogą odwrotu', 'offered'],
    ['NOT_NEAREST', '{t} nie jest najbliższym celem w polu widzenia, kącie i zasięgu (nie ma takiego)', 'none'],
    ['NOT_NEAREST', '{t} nie jest najbliższym celem w polu widzenia, kącie i zasięgu ({list})'],
    ['NO_TARGET', 'w {hex} nie ma jednostki wroga'],
    ['STACK_LIMIT', 'wartość stosu {v} przekracza {max}'],
    ['NO_CONTACT', '{hex} nie jest wrogiem w strefie kontroli nieruszonej kawalerii {id}'],
    ['NOT_FRONT', '{hex} nie leży w strefie frontu (najpierw zwrot)'],
    ['PURSUIT_CHOICE', 'w tej partii ściga tylko jednostka morale'],
    ['PURSUER', '{id} nie jest innym atakującym tej walki'],
  ],
};

const WOJNA: GameWords = {
  wordings: [
    ['move|hq-pursuit', '{to} nie sąsiaduje z {from}'],
    ['move|hq-pursuit', 'w {to} stoją jednostki wroga', 'enemy'],
    ['move|hq-pursuit', '{to} jest zamknięty dla tej jednostki', 'closed'],
    ['move|hq-pursuit', 'za mało punktów ruchu: potrzeba {need}, jest {have}'],
    ['move|hq-pursuit', 'jednostka nieruchoma się nie porusza', 'stationary'],
    ['move|hq-pursuit', 'droga zaczyna się tam, gdzie stoi jednostka', 'start'],
    ['move|hq-pursuit', 'nie zostały punkty ruchu', 'no-mp'],
    ['delay-hex', 'opóźnianie stawia się na heksie najwyżej 3 heksy od wrogiego żetonu WJ (AMB-32)'],
    ['rebuild', 'nie obok jednostki wroga, chyba że stoi tam własna jednostka', 'enemy-adjacent'],
    ['rebuild', 'jednostka samodzielna wraca przy własnym sztabie', 'independent-hq'],
    ['rebuild', 'jednostka związku wraca przy sztabie swojej WJ', 'formation-hq'],
    ['train', 'pociąg jedzie tylko po torach', 'railway'],
    ['train', 'za mało punktów ruchu', 'mp'],
    ['escort', 'eskorta osłania własny zwiad albo opóźnianie postawione razem z nią'],
    ['load', '{ship} bierze na pokład tylko z własnego heksu, {hex}', 'ship-hex'],
    ['load', '{ship} już się ruszył', 'ship-moved'],
    ['not-fighter', '{unit} nie jest wolnym własnym myśliwcem (17.12)'],
    ['not-fighter', 'to nie jest wolny własny myśliwiec (17.12)'],
    ['intercept', '{target} nie jest lotnictwem wroga w tej walce, które można jeszcze spotkać (17.12)'],
    ['intercept', 'myśliwiec przechwytuje tylko lotnictwo wroga postawione wcześniej (17.12)'],
    ['rules-version', 'ta partia powstała w starszej wersji zasad, która tego jeszcze nie zna'],
    ['distance', 'liczba heksów drogi z {hex} musi wynosić {distance}'],
    ['contact-path', 'to nie jest droga odwrotu z tego heksu o najlepszym dostępnym pierwszeństwie (14.20, 14.22)'],
  ],
};

const TANNENBERG: GameWords = {
  wordings: [
    ['retreat-from', 'w {hex} nie ma twoich jednostek z tej walki (9.3.2)', 'retreat-from'],
    ['retreat-path', 'tą drogą nie można się wycofać z {hex} (9.3.2)', 'retreat-path'],
    ...nested('illegal-path|rail-path', '{id}: ', {
      'not-adjacent': 'to nie jest sąsiedni heks na mapie',
      // the terrain's Polish name comes with the refusal (the rules' one table of terrain names)
      terrain: '{to} to {terrainPl}',
      'not-vistula': 'to nie jest krawędź Wisły',
      'vistula-command': 'tak Wisłę przekracza tylko jednostka w zasięgu dowodzenia swojego sztabu',
      'vistula-whole-ma': 'przeprawa przez Wisłę zabiera cały zasięg ruchu',
      'lake-side': 'krawędź jeziora',
      vistula: 'Wisłę przekracza się tylko mostem',
      'enemy-hex': 'heks zajęty przez wroga',
      'enemy-fort': 'obsadzona fortyfikacja wroga',
      'zoc-with-troops': 'artyleria, sztaby i tabory wchodzą w strefę kontroli wroga tylko z piechotą albo kawalerią',
      'zoc-leave': 'jednostka w strefie kontroli wroga wychodzi z niej tylko walką',
      cost: 'droga kosztuje więcej niż {ma} PR',
      'zoc-stop': 'jednostka wchodząca w strefę kontroli wroga staje',
      'rail-line': 'ruch koleją biegnie po torach',
      'rail-country': 'każda strona jeździ tylko liniami własnego kraju',
      'rail-cut': 'linia jest przerwana',
      'rail-zoc': 'wejście w strefę kontroli wroga kończy ruch koleją',
      'rail-throughput': 'przez {hex} przejeżdża w turze najwyżej {n} jednostek',
      'rail-mp': 'ruch koleją to najwyżej {n} kolejowych PR',
    }),
    ['not-adjacent', '{h} nie sąsiaduje z wrogiem', 'enemy'],
    ['not-adjacent', '{h} nie sąsiaduje z twoimi jednostkami', 'own'],
    ['not-adjacent', '{h} nie sąsiaduje z {from}'],
    ['not-neighbour', '{id} wraca na linię obok {hex}'],
    ['not-in-zoc', 'ruszający się z {a} nie miałby {b} w swojej strefie kontroli'],
    ['not-in-zoc', '{to} nie jest dozwolonym krokiem w strefę kontroli ruszającego się z {hex}', 'step'],
    ...nested('bombard', '{id}: ', {
      initiative: 'ostrzał prowadzi tylko gracz z inicjatywą',
      'in-zoc': 'artyleria, która zaczęła fazę walki w strefie kontroli wroga, nie prowadzi ostrzału',
      uncommanded: 'artyleria bez dowodzenia nie walczy',
      rail: 'artyleria na kolei nie walczy',
    }),
    // rules version 6: the non-initiative player's guns named with its card (11.3)
    ['not-artillery', '{id} nie jest twoją artylerią na mapie', 'not-yours'],
    ['fought', '{id} działała już w tej fazie walki', 'acted'],
    ['loaded', '{id} jest załadowana: nie strzela z pociągu', 'rail'],
    ['own-stack', '{id} zaczęła fazę w strefie kontroli wroga: wspiera tylko własny stos', 'stack'],
    ['range', '{id} jest poza zasięgiem', 'range'],
    ['corps', '{id} wspiera tylko własny korpus', 'corps'],
    ['designated', 'gracz z inicjatywą wskazuje swoją artylerię, wyznaczając walkę', 'designated'],
    ['defend-only', 'ucieka tylko strona, która zagrała OBRONĘ'],
    ['not-artillery', '{id} nie jest artylerią tej walki'],
    ['one-hex', 'ostrzał atakuje jeden heks'],
    // rules version 7: the defender's own flight path (9.5.4) and strait count (9.7.7)
    ['flight-from', 'w {hex} nie stoi żadna twoja jednostka tej walki', 'flight-from'],
    ['flight-path', '{hex}: ta droga nie jest dozwoloną ucieczką', 'flight-path'],
    ['not-in-combat', '{id} nie jest twoją piechotą ani kawalerią w tej walce', 'strait-count'],
    // rules version 8: standing escape paths (11.1.8) and displacement hexes (13.1.5)
    ['not-own-gun', '{id} nie jest twoją artylerią na mapie', 'not-own-gun'],
    ['escape-path', '{id}: ta droga nie jest dozwolonym odskokiem (4 heksy, jak ucieczka)', 'escape-path'],
    ['not-own-hq', '{id} nie jest twoim sztabem na mapie', 'not-own-hq'],
    ['displace-stack', '{id} nie stoi z twoimi oddziałami: nie ma stosu, za którym mógłby pójść', 'displace-stack'],
    ['displace-hex', '{hex} nie należy do najbliższych heksów, do których może przejść {id}', 'displace-hex'],
    ['standing-key', 'nie ma takiego rozkazu stałego (odskok artylerii albo przesunięcie sztabu)', 'standing-key'],
  ],
};

/** the Polish wordings of each game's refusals, by the game's id */
export const REASONS: Readonly<Record<string, GameWords>> = {
  manoeuvre: MANOEUVRE,
  'ostatnia-wojna-cesarzy': OWC,
  'olszynka-grochowska-1831': OLSZYNKA,
  'wojna-o-niepodleglosc': WOJNA,
  'tannenberg-1914': TANNENBERG,
};

/**
 * Every other refusal of each game, by its code and English words (reasons-said.ts): a chunk of its
 * own per game, loaded when its game page opens (`loadReasons`), so a game's page carries only its
 * own game's words.
 */
const SAID_OF: Readonly<Record<string, () => Promise<readonly Said[]>>> = {
  manoeuvre: () => import('./reasons-manoeuvre.js').then((m) => m.MANOEUVRE_SAID),
  'ostatnia-wojna-cesarzy': () => import('./reasons-owc.js').then((m) => m.OWC_SAID),
  'olszynka-grochowska-1831': () => import('./reasons-olszynka.js').then((m) => m.OLSZYNKA_SAID),
  'wojna-o-niepodleglosc': () => import('./reasons-wojna.js').then((m) => m.WOJNA_SAID),
  'tannenberg-1914': () => import('./reasons-tannenberg.js').then((m) => m.TANNENBERG_SAID),
};
const said = new Map<string, readonly Said[]>();
const loading = new Map<string, Promise<void>>();

/**
 * Loads a game's words for every refusal, once however many ask at the same time. Until they are in
 * the rarer refusals would read in English, so the page waits for this before it shows a refusal
 * (web/game/useComposer.ts). A chunk that cannot be fetched settles all the same (the refusal is then
 * shown in English, with its rule's number) and is asked again by the next call.
 */
export const loadReasons = (game: string): Promise<void> => {
  const load = SAID_OF[game];
  if (!load || said.has(game)) return Promise.resolve();
  let pending = loading.get(game);
  if (!pending) {
    pending = load()
      .then(
        (words) => void said.set(game, words),
        () => undefined,
      )
      .finally(() => loading.delete(game));
    loading.set(game, pending);
  }
  return pending;
};

/** whether a game's refusals can be worded now: its chunk is in, or it has none */
export const reasonsLoaded = (game: string): boolean => !SAID_OF[game] || said.has(game);

/** the games whose refusals are worded here */
export const WORDED_GAMES = Object.keys(SAID_OF);

/** a game's refusals worded by their English words, once loaded */
export const saidOf = (game: string): readonly Said[] => said.get(game) ?? [];

type Params = NonNullable<RuleError['params']>;

/** the words with each `{name}` filled from the params (through the game's Polish names of values), or null when one is missing */
const fill = (template: string, params: Params, values: Values | undefined): string | null => {
  let missing = false;
  const out = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name];
    const names = values?.[name];
    const named = v === undefined ? undefined : names ? (names[String(v)] ?? names['*']) : String(v);
    if (named === undefined) missing = true;
    return named ?? '';
  });
  return missing ? null : out;
};

/** the Polish words for a refusal with this code, words and params, or null when none are written */
const word = (
  game: string,
  { code, message, params = {} }: Pick<RuleError, 'code' | 'message' | 'params'>,
): string | null => {
  const words = REASONS[game];
  if (!words) return null;
  for (const [codes, pl, why] of words.wordings) {
    if (why !== params.why || !codes.split('|').includes(code)) continue;
    const out = fill(pl, params, words.values);
    if (out !== null) return out;
  }
  return (
    saidIn(saidOf(game), code, message, (pl) => fill(pl, params, words.values)) ??
    saidIn(CORE_SAID, code, message, (pl) => fill(pl, params, words.values))
  );
};

/**
 * Why the rules refuse, in `lang`: the game's English words, or in Polish the wording above; a
 * refusal not worded in Polish falls back to the English words (the page shows the rule's number
 * beside them).
 */
export const reasonText = (
  game: string | undefined,
  error: Pick<RuleError, 'code' | 'message' | 'params'>,
  lang: Lang,
): string => (lang === 'en' || !game ? error.message : (word(game, error) ?? error.message));

/** whether a refusal has Polish words (the fallback to English is for the rare ones) */
export const hasPolishReason = (game: string, error: Pick<RuleError, 'code' | 'message' | 'params'>): boolean =>
  word(game, error) !== null;
