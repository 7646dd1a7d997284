/**
 * A rule's refusal in the reader's language. The rules say why in English (rules/core RuleError:
 * a code, the words, the rule's number), with no locale in rules/; the page words the most frequent
 * refusals of each game in Polish here, by the refusal's code and the shape of its English words (or
 * its `params`, when the game gives them). A refusal not worded here is shown in English, still with
 * its rule's number (the page's `game.rejected` and `game.illegal` lines). Which refusals are the
 * most frequent was measured by random play, clicks on cells that are not targets included
 * (web/game/reasons.test.ts plays them again and checks each is worded).
 */
import type { RuleError } from '../../rules/core/contract.js';
import type { Lang } from '../i18n.js';

/**
 * A refusal worded in Polish: its code ('' for a part another wording nests, `{r:name}`), the English
 * words' shape with named groups, and the Polish words with `{name}` for a group (or a param).
 */
type Wording = readonly [code: string, en: RegExp, pl: string];

/** part of a path: "a→b" */
const HEX = '(?<a>[^\\s→]+)→(?<b>[^\\s:]+)';

const MANOEUVRE: readonly Wording[] = [
  ['not-adjacent', /^(?<q>\S+) is not orthogonally next to (?<here>\S+)$/, '{q} nie sąsiaduje bokiem z {here}'],
  ['not-adjacent', /^the target must be orthogonally adjacent$/, 'cel musi sąsiadować bokiem'],
  ['wrong-phase', /^\S+ is not possible in the movement phase$/, 'tego rozkazu nie wydaje się w fazie ruchu'],
  ['wrong-phase', /^\S+ is not possible in the combat phase$/, 'tego rozkazu nie wydaje się w fazie walki'],
  ['wrong-phase', /^\S+ is not possible in the \S+ phase$/, 'tego rozkazu nie wydaje się w tej fazie'],
  ['not-home-rows', /^(?<sq>\S+) is not in your two home rows$/, '{sq} nie leży w twoich dwóch rzędach wyjściowych'],
  ['must-move', /^the active player must move one unit$/, 'gracz aktywny musi ruszyć jedną jednostką'],
  ['occupied', /^(?<sq>\S+) is occupied$/, '{sq} jest zajęte'],
  ['occupied', /^(?<sq>\S+) holds a unit already$/, 'na {sq} stoi już jednostka'],
  ['occupied', /^(?<sq>\S+) is occupied or cannot be entered$/, '{sq} jest zajęte albo niedostępne'],
  ['no-own-unit', /^a Redoubt is built under one of your units$/, 'redutę buduje się pod własną jednostką'],
  ['back-to-start', /^a move must end on another square$/, 'ruch musi skończyć się na innym polu'],
  ['not-a-retreat-square', /^retreat to one of (?<list>.+)$/, 'odwrót na jedno z pól: {list}'],
  ['not-enemy', /^(?<id>\S+) is not an enemy unit on the map$/, '{id} nie jest jednostką wroga na mapie'],
  ['lake', /^(?<sq>\S+) cannot be entered$/, 'na {sq} nie można wejść'],
];

const OWC: readonly Wording[] = [
  ['no-enemy', /^no enemy units in (?<hex>\S+)$/, 'w {hex} nie ma jednostek wroga'],
  [
    'window',
    /^answer the reserve-movement window with one "reserve" \(and its marches\) or "pass"$/,
    'w oknie ruchu odwodów odpowiada się jednym rozkazem „odwody” (z ich marszami) albo „pas”',
  ],
  ['illegal-step', new RegExp(`^${HEX}: (?<why>.+)$`), '{a}→{b}: {r:why}'],
  ['', /^not an adjacent hex$/, 'to nie jest sąsiedni heks'],
  ['', /^lake or high-mountain ridge$/, 'jezioro albo grzbiet wysokich gór'],
  ['', /^enemy units$/, 'jednostki wroga'],
  ['', /^enemy fortress$/, 'twierdza wroga'],
  ['', /^four units already there$/, 'stoją tam już cztery jednostki'],
  ['', /^outside the play area$/, 'poza obszarem gry'],
  ['', /^across the front of an enemy bridgehead$/, 'przez front przyczółka wroga'],
  [
    '',
    /^enemy control line with a major river, ridge or very difficult terrain$/,
    'linia kontroli wroga z dużą rzeką, grzbietem albo bardzo trudnym terenem',
  ],
  [
    'first-hex',
    /^the first hex of a pursuit is the attacked hex (?<hex>\S+)$/,
    'pościg zaczyna się na atakowanym heksie {hex}',
  ],
  ['not-offered', /^that path is not one the rules allow \(9\.6–9\.8\)$/, 'tej drogi zasady nie dopuszczają (9.6–9.8)'],
  ['one-plan', /^one supply plan$/, 'jeden plan zaopatrzenia'],
  ['not-adjacent', /^(?<id>\S+) is not adjacent to (?<hex>\S+)$/, '{id} nie sąsiaduje z {hex}'],
  ['weak-alone', /^broken 1-SP units cannot attack on their own$/, 'rozbite jednostki 1-SP nie atakują same'],
  [
    'return-to-area',
    /^(?<id>\S+) is outside the play area and must return to it now$/,
    '{id} jest poza obszarem gry i musi teraz do niego wrócić',
  ],
  ['recon-target', /^(?<id>\S+) may reveal only (?<hex>.+)$/, '{id} może rozpoznać tylko {hex}'],
  ['screen-hex', /^(?<hex>\S+) is not a screen hex$/, '{hex} nie jest heksem osłony'],
];

const OLSZYNKA: readonly Wording[] = [
  ['NOT_ADJACENT', /^(?<to>\S+) is not next to (?<hex>\S+)$/, '{to} nie sąsiaduje z {hex}'],
  [
    'RETREAT_PATH',
    /^(?<path>\S+) is not a retreat path of the attackers in (?<hex>\S+)$/,
    '{path} nie jest drogą odwrotu atakujących z {hex}',
  ],
  ['RETREAT_PATH', /^(?<path>\S+) is not an offered retreat path$/, '{path} nie jest oferowaną drogą odwrotu'],
  [
    'NOT_NEAREST',
    /^(?<t>\S+) is not a nearest target in sight, arc and range \(none\)$/,
    '{t} nie jest najbliższym celem w polu widzenia, kącie i zasięgu (nie ma takiego)',
  ],
  [
    'NOT_NEAREST',
    /^(?<t>\S+) is not a nearest target in sight, arc and range \((?<list>[^)]*)\)$/,
    '{t} nie jest najbliższym celem w polu widzenia, kącie i zasięgu ({list})',
  ],
  ['NO_TARGET', /^(?<hex>\S+) holds no enemy unit$/, 'w {hex} nie ma jednostki wroga'],
  ['STACK_LIMIT', /^stack value (?<v>\d+) is over (?<max>\d+)$/, 'wartość stosu {v} przekracza {max}'],
  [
    'NO_CONTACT',
    /^(?<hex>\S+) is not an enemy in the ZOC of unmoved cavalry (?<id>\S+)$/,
    '{hex} nie jest wrogiem w strefie kontroli nieruszonej kawalerii {id}',
  ],
  [
    'NOT_FRONT',
    /^(?<hex>\S+) is not in the front zone \(turn first\)$/,
    '{hex} nie leży w strefie frontu (najpierw zwrot)',
  ],
];

const WOJNA: readonly Wording[] = [
  ['move|hq-pursuit', /^(?<to>\S+) is not next to (?<from>\S+)$/, '{to} nie sąsiaduje z {from}'],
  ['move', /^(?<to>\S+) holds enemy pieces$/, 'w {to} stoją jednostki wroga'],
  ['move', /^(?<to>\S+) is closed to this piece$/, '{to} jest zamknięty dla tej jednostki'],
  [
    'move',
    /^not enough movement points: (?<need>[\d.]+) needed, (?<have>[\d.]+) available$/,
    'za mało punktów ruchu: potrzeba {need}, jest {have}',
  ],
  ['move', /^a stationary piece cannot move$/, 'jednostka nieruchoma się nie porusza'],
  ['move', /^the path must start where the piece stands$/, 'droga zaczyna się tam, gdzie stoi jednostka'],
  ['move', /^no movement points left$/, 'nie zostały punkty ruchu'],
  [
    'delay-hex',
    /^delay goes on a hex within 3 of an enemy WJ counter \(AMB-32\)$/,
    'opóźnianie stawia się na heksie najwyżej 3 heksy od wrogiego żetonu WJ (AMB-32)',
  ],
  [
    'rebuild',
    /^not next to an enemy unit unless a friendly unit stands there$/,
    'nie obok jednostki wroga, chyba że stoi tam własna jednostka',
  ],
  ['rebuild', /^an independent unit returns on a friendly HQ$/, 'jednostka samodzielna wraca przy własnym sztabie'],
  ['rebuild', /^a formation unit returns on its WJ HQ$/, 'jednostka związku wraca przy sztabie swojej WJ'],
  ['train', /^a train moves only along the railway$/, 'pociąg jedzie tylko po torach'],
  ['train', /^not enough movement points$/, 'za mało punktów ruchu'],
  [
    'escort',
    /^an escort covers an own recon or delay placed with it$/,
    'eskorta osłania własny zwiad albo opóźnianie postawione razem z nią',
  ],
];

const TANNENBERG: readonly Wording[] = [
  ['illegal-path|rail-path', /^(?<id>\S+): (?<why>.+)$/, '{id}: {r:why}'],
  ['', /^not an adjacent hex on the map$/, 'to nie jest sąsiedni heks na mapie'],
  ['', /^a lake hexside$/, 'krawędź jeziora'],
  ['', /^the Vistula is crossed only at a bridge$/, 'Wisłę przekracza się tylko mostem'],
  ['', /^an enemy-occupied hex$/, 'heks zajęty przez wroga'],
  ['', /^an enemy manned fortification$/, 'obsadzona fortyfikacja wroga'],
  [
    '',
    /^artillery, HQs and trains enter an enemy ZOC only with infantry or cavalry$/,
    'artyleria, sztaby i tabory wchodzą w strefę kontroli wroga tylko z piechotą albo kawalerią',
  ],
  [
    '',
    /^a unit in an enemy ZOC leaves it only by combat$/,
    'jednostka w strefie kontroli wroga wychodzi z niej tylko walką',
  ],
  ['', /^the path costs more than (?<ma>\d+) MP$/, 'droga kosztuje więcej niż {ma} PR'],
  ['', /^a unit entering an enemy ZOC stops$/, 'jednostka wchodząca w strefę kontroli wroga staje'],
  ['', /^rail moves follow the railway$/, 'ruch koleją biegnie po torach'],
  ['', /^each side rides only its own country's lines$/, 'każda strona jeździ tylko liniami własnego kraju'],
  ['', /^the line is cut$/, 'linia jest przerwana'],
  ['', /^entering an enemy ZOC ends the rail move$/, 'wejście w strefę kontroli wroga kończy ruch koleją'],
  ['', /^at most (?<n>\d+) units pass (?<hex>\S+) in a turn$/, 'przez {hex} przejeżdża w turze najwyżej {n} jednostek'],
  ['', /^a rail move is at most (?<n>\d+) rail MP$/, 'ruch koleją to najwyżej {n} kolejowych PR'],
  ['not-adjacent', /^(?<h>\S+) is not next to the enemy$/, '{h} nie sąsiaduje z wrogiem'],
  ['not-adjacent', /^(?<h>\S+) is not next to your units$/, '{h} nie sąsiaduje z twoimi jednostkami'],
  ['not-adjacent', /^(?<h>\S+) is not next to (?<from>\S+)$/, '{h} nie sąsiaduje z {from}'],
  ['not-neighbour', /^(?<id>\S+) comes back on a line next to (?<hex>\S+)$/, '{id} wraca na linię obok {hex}'],
  [
    'not-in-zoc',
    /^a mover at (?<a>\S+) would not have (?<b>\S+) in its ZOC$/,
    'ruszający się z {a} nie miałby {b} w swojej strefie kontroli',
  ],
];

/** the Polish wordings of each game's refusals, by the game's id */
export const REASONS: Readonly<Record<string, readonly Wording[]>> = {
  manoeuvre: MANOEUVRE,
  'ostatnia-wojna-cesarzy': OWC,
  'olszynka-grochowska-1831': OLSZYNKA,
  'wojna-o-niepodleglosc': WOJNA,
  'tannenberg-1914': TANNENBERG,
};

const fill = (template: string, values: Record<string, string | number>, game: string): string | null => {
  let missing = false;
  const out = template.replace(/\{(r:)?(\w+)\}/g, (_, nested: string | undefined, name: string) => {
    const v = values[name];
    if (v === undefined) return ((missing = true), '');
    if (!nested) return String(v);
    const part = word(game, '', String(v));
    return part ?? ((missing = true), '');
  });
  return missing ? null : out;
};

/** the Polish words for a refusal with this code and English message, or null when none are written */
const word = (game: string, code: string, message: string, params?: RuleError['params']): string | null => {
  for (const [codes, en, pl] of REASONS[game] ?? []) {
    if (!codes.split('|').includes(code)) continue;
    const m = en.exec(message);
    if (!m) continue;
    const out = fill(pl, { ...m.groups, ...params }, game);
    if (out !== null) return out;
  }
  return null;
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
): string =>
  lang === 'en' || !game ? error.message : (word(game, error.code, error.message, error.params) ?? error.message);

/** whether a refusal has Polish words (the fallback to English is for the rare ones) */
export const hasPolishReason = (game: string, error: Pick<RuleError, 'code' | 'message' | 'params'>): boolean =>
  word(game, error.code, error.message, error.params) !== null;
