/**
 * Game options: the spec's ambiguities (§7) whose other reading is cheap and changes play in
 * scenario A. The first value of each is the spec's recommended reading and the default, so a game
 * set up without options (and every state stored before options existed, which has no `variants`)
 * plays exactly as before. The chosen values live in the state from setup, so a replay uses them.
 */
import { z } from 'zod';
import type { OptionField } from '../../core/contract.js';
import { text } from '../../core/text.js';
import type { OwcState } from './state.js';

export const VARIANTS = {
  /** AMB-2, 4.2 */
  rmpLimit: ['player-turn', 'stage'],
  /** AMB-4, 5.3 */
  stackTransit: ['forbidden', 'allowed'],
  /** AMB-5, 7.1.2 */
  attackLimit: ['phase', 'turn'],
  /** AMB-6, 6.2.2, 9.3, 9.4.1 */
  bridges: ['minor-river', 'major-river'],
  /** AMB-7, 6.1 */
  brokenCl: ['keep', 'lose'],
  /** AMB-8, 6.2.2 exception 1 */
  exceptionMove: ['whole-move', 'last-step'],
  /** AMB-10, 9.4 */
  retreatClCount: ['unit', 'hex'],
  /** AMB-18, 10 */
  pursuit: ['emptied', 'retreated'],
  /** AMB-20, 15, A.6 */
  locationVp: ['every-stage', 'game-end'],
  /** AMB-21, A.6 */
  encircledKillVp: ['double', 'triple'],
  /** AMB-14, 24 (rules version 2; trenches in C+ only) */
  trenchCover: ['hexsides', 'whole-hex'],
} as const;
export type VariantKey = keyof typeof VARIANTS;
export type Variants = { [K in VariantKey]: (typeof VARIANTS)[K][number] };
export const VARIANT_KEYS = Object.keys(VARIANTS) as VariantKey[];
export const DEFAULT_VARIANTS = Object.fromEntries(VARIANT_KEYS.map((k) => [k, VARIANTS[k][0]])) as Variants;

export const variantShape = Object.fromEntries(
  VARIANT_KEYS.map((k) => [k, z.enum(VARIANTS[k] as unknown as [string, ...string[]]).optional()]),
) as { [K in VariantKey]: z.ZodOptional<z.ZodEnum<[string, ...string[]]>> };

/** The variants chosen at setup (defaults for the keys not given). */
export const variantsFrom = (o: Partial<Record<VariantKey, unknown>>): Variants =>
  Object.fromEntries(VARIANT_KEYS.map((k) => [k, o[k] ?? DEFAULT_VARIANTS[k]])) as Variants;

/** The reading in force (a state from before options existed has none: the defaults). */
export const variant = <K extends VariantKey>(s: OwcState, k: K): Variants[K] =>
  (s.variants?.[k] ?? DEFAULT_VARIANTS[k]) as Variants[K];

const field = (
  key: VariantKey,
  label: [string, string],
  help: [string, string],
  values: [string, string, string, string][],
): OptionField => ({
  key,
  label: text(...label),
  help: text(...help),
  values: values.map(([value, lpl, len, h]) => ({
    value,
    label: text(lpl, len),
    help: text(...(h.split(' | ') as [string, string])),
  })),
  default: DEFAULT_VARIANTS[key],
});

export const optionFields: readonly OptionField[] = [
  field(
    'rmpLimit',
    ['Ruch odwodów: jeden na…', 'Reserve movement: one per…'],
    [
      'Zasada 4.2: „jeden ruch odwodów na turę; wykonany w turze przeciwnika odbiera go w najbliższej własnej”. Niejasność AMB-2: tura gracza czy cały etap?',
      'Rule 4.2: "one reserve movement phase per turn; one taken in the opponent\'s turn forfeits the next own one". Ambiguity AMB-2: per player-turn or per whole stage?',
    ],
    [
      [
        'player-turn',
        'turę gracza (zalecane)',
        'player-turn (recommended)',
        "Gracz może wykonać ruch odwodów w swojej turze i jeszcze jeden w następnej turze przeciwnika. | A player may take one in his own turn and another in the opponent's following turn.",
      ],
      [
        'stage',
        'etap',
        'stage',
        'Najwyżej jeden ruch odwodów każdego gracza na etap (turę Sprzymierzonych i turę Rosjan razem). | At most one reserve movement phase per player per stage (the Allied and the Russian turn together).',
      ],
    ],
  ),
  field(
    'stackTransit',
    ['Przechodzenie przez pełny heks', 'Passing through a full hex'],
    [
      'Zasada 5.3: jednostka nie może wejść na heks z czterema jednostkami. Niejasność AMB-4: czy zakaz obejmuje przejście przez taki heks?',
      'Rule 5.3: a unit may not enter a hex holding four units. Ambiguity AMB-4: does that forbid passing through it?',
    ],
    [
      [
        'forbidden',
        'zabronione (zalecane)',
        'forbidden (recommended)',
        'Pełnego heksu nie wolno wejść nawet w przejściu. | A full hex may not be entered, not even in passing.',
      ],
      [
        'allowed',
        'dozwolone',
        'allowed',
        'Zabronione jest tylko zakończenie ruchu na pełnym heksie; przez heks wolno przejść (także w pościgu). | Only ending a move in a full hex is forbidden; units may pass through it (also in pursuit).',
      ],
    ],
  ),
  field(
    'attackLimit',
    ['Jeden atak jednostki na…', 'One attack per unit per…'],
    [
      'Zasada 7.1.2: jednostka może wziąć udział tylko w jednym ataku. Niejasność AMB-5: w fazie czy w turze?',
      'Rule 7.1.2: a unit may take part in only one attack. Ambiguity AMB-5: per phase or per turn?',
    ],
    [
      [
        'phase',
        'fazę ataku (zalecane)',
        'attack phase (recommended)',
        'Jednostka, która atakowała w zwykłej fazie ataku, może atakować znów w fazie ataków powtórnych (11: „wszystkie jednostki”). | A unit that attacked in the normal attack phase may attack again in the repeat attack phase (11: "all units").',
      ],
      [
        'turn',
        'turę',
        'turn',
        'Jednostka atakuje najwyżej raz na turę: kto atakował w zwykłej fazie, nie atakuje w fazie ataków powtórnych. | A unit attacks at most once per turn: one that attacked in the normal phase may not attack in the repeat phase.',
      ],
    ],
  ),
  field(
    'bridges',
    ['Most na wielkiej rzece', 'A bridge on a major river'],
    [
      'Zasady 5.1.3, 6.2.2, 9.3, 9.4.1: czy most na wielkiej rzece liczy się jak „przekroczenie wielkiej rzeki” przy liniach kontroli i odwrocie? (Przy ataku tak, 7.4.2; koszt ruchu most znosi zawsze.) Niejasność AMB-6.',
      'Rules 5.1.3, 6.2.2, 9.3, 9.4.1: does a bridge on a major river count as "crossing a major river" for control lines and retreats? (For attacks it does, 7.4.2; the bridge always removes the MP cost.) Ambiguity AMB-6.',
    ],
    [
      [
        'minor-river',
        'jak mała rzeka (zalecane)',
        'like a minor river (recommended)',
        'Przez most wolno przejść przez LK wroga (+1 PR) i wycofać się bez −1 i bez zakazu 9.4.1. | Units may cross an enemy CL over the bridge (+1 MP) and retreat across it with no −1 and no 9.4.1 prohibition.',
      ],
      [
        'major-river',
        'jak wielka rzeka',
        'like a major river',
        'Most znosi tylko koszt ruchu: ruch przez LK wroga po moście jest zabroniony (6.2.2, poza wyjątkiem), odwrót przez niego −1 (9.3), a przez LK wroga zabroniony (9.4.1). | The bridge only removes the MP cost: crossing an enemy CL over it is prohibited (6.2.2, save the exception), a retreat across it −1 (9.3), across an enemy CL prohibited (9.4.1).',
      ],
    ],
  ),
  field(
    'brokenCl',
    ['Linie kontroli jednostek rozbitych', 'Control lines of broken units'],
    [
      'Zasada 6.1 (i 8.1): czy rozbita jednostka z symbolem LK nadal wyznacza linie kontroli? Niejasność AMB-7.',
      'Rule 6.1 (and 8.1): does a broken unit with the CL mark still project control lines? Ambiguity AMB-7.',
    ],
    [
      [
        'keep',
        'zachowuje (zalecane)',
        'kept (recommended)',
        'Instrukcja nigdzie ich nie odbiera: rozbite jednostki blokują ruch, odwrót i okrążają jak zwykle. | The rulebook never removes them: broken units hinder movement and retreats and encircle as usual.',
      ],
      [
        'lose',
        'traci',
        'lost',
        'Rozbita jednostka nie ma linii kontroli aż do zebrania (8.8): nie kosztuje ruchu (6.2), odwrotu (9.4) ani nie okrąża (6.3). | A broken unit has no control lines until it rallies (8.8): no movement cost (6.2), no retreat penalty (9.4), no encirclement (6.3).',
      ],
    ],
  ),
  field(
    'exceptionMove',
    ['Wyjątek 6.2.2 (na heks przyjaciela)', "The 6.2.2 exception (onto a friend's hex)"],
    [
      'Zasada 6.2.2, wyjątek 1: wejście przez LK wroga z wielką rzeką, grzbietem lub terenem bardzo trudnym na heks, w którym od początku fazy stoi własna jednostka, „kosztuje wszystkie PR”. Niejasność AMB-8: czy musi to być cały ruch jednostki?',
      'Rule 6.2.2, exception 1: entering across an enemy CL with a major river, ridge or very difficult terrain into a hex held by a friend since the phase began "costs all MP". Ambiguity AMB-8: must it be the unit\'s whole move?',
    ],
    [
      [
        'whole-move',
        'cały ruch (zalecane)',
        'the whole move (recommended)',
        "Jedyny krok jednostki w tej fazie, z pełnymi PR; potem stoi. | The unit's only step in the phase, taken with full MP; then it stops.",
      ],
      [
        'last-step',
        'ostatni krok',
        'the last step',
        'Może zakończyć dłuższy ruch, jeśli zostało co najmniej 1 PR; zużywa resztę PR. | It may end a longer move with at least 1 MP left; it uses up the rest.',
      ],
    ],
  ),
  field(
    'retreatClCount',
    ['Odwrót przez linie kontroli: liczy się', 'Retreat across control lines: count'],
    [
      'Zasada 9.4: odwrót przez LK −2, −1 za każdą kolejną. Niejasność AMB-10: gdy bok heksu jest LK kilku jednostek wroga (stos, dwa heksy), liczy się jednostki czy heksy?',
      'Rule 9.4: a retreat across a CL −2, −1 per further one. Ambiguity AMB-10: when a hexside is the CL of several enemy units (a stack, two hexes), count units or hexes?',
    ],
    [
      [
        'unit',
        'jednostki (zalecane)',
        'units (recommended)',
        '−2 za pierwszą jednostkę wroga z LK na tym boku, −1 za każdą następną (także w jednym stosie). | −2 for the first enemy unit with a CL on that hexside, −1 per further one (also in one stack).',
      ],
      [
        'hex',
        'heksy',
        'hexes',
        '−2 za pierwszy heks wroga, którego LK przecina krok, −1 za każdy następny; stos liczy się raz. | −2 for the first enemy hex whose CL the step crosses, −1 per further hex; a stack counts once.',
      ],
    ],
  ),
  field(
    'pursuit',
    ['Pościg po kapitulacji', 'Pursuit after a capitulation'],
    [
      'Zasada 10 (i 8.6): czy atakujący może ścigać, gdy obrońcy skapitulowali (zniszczeni, bez odwrotu)? Niejasność AMB-18.',
      'Rule 10 (and 8.6): may the attackers pursue when the defenders capitulated (eliminated, no retreat)? Ambiguity AMB-18.',
    ],
    [
      [
        'emptied',
        'tak, gdy heks opustoszał (zalecane)',
        'yes, when the hex was emptied (recommended)',
        'Pościg zawsze, gdy po udanym ataku w heksie nie ma obrońców (odwrót, działania opóźniające albo kapitulacja). | Pursuit whenever no defender is left in the hex after a successful attack (retreat, delaying action or capitulation).',
      ],
      [
        'retreated',
        'tylko po odwrocie',
        'only after a retreat',
        'Pościg tylko wtedy, gdy co najmniej jeden obrońca naprawdę się wycofał; po samej kapitulacji nie. | Pursuit only when at least one defender actually retreated; not after a capitulation alone.',
      ],
    ],
  ),
  field(
    'locationVp',
    ['Punkty za cele i za Rosjan za Sanem', 'VP for objectives and Russians west of the San'],
    [
      'Zasada 15 i A.6: punkty za kontrolę miejsc (Lwów, Stanisławów, Lublin, Kowel, Chełm, jednostki za Sanem). Niejasność AMB-20: na koniec każdego etapu czy tylko gry?',
      'Rules 15 and A.6: VP for controlling places (Lwów, Stanisławów, Lublin, Kowel, Chełm, units west of the San). Ambiguity AMB-20: at the end of every stage or only of the game?',
    ],
    [
      [
        'every-stage',
        'co etap (zalecane)',
        'every stage (recommended)',
        'Przyznawane na koniec każdego etapu i sumowane (15: „na koniec etapu”). | Awarded at the end of every stage and added up (15: "at the end of the stage").',
      ],
      [
        'game-end',
        'na koniec gry',
        'at the end of the game',
        'Przyznawane raz, na koniec ostatniego etapu; liczy się tylko stan końcowy. | Awarded once, at the end of the last stage; only the final position counts.',
      ],
    ],
  ),
  field(
    'encircledKillVp',
    ['Zniszczenie w okrążeniu', 'Elimination while encircled'],
    [
      'Zasada A.6: rozbicie (także powtórne) = PZ równe SB; zniszczenie okrążonej jednostki = 2 × SB. Niejasność AMB-21: powtórne rozbicie w okrążeniu daje 2 × SB czy oba (3 × SB)?',
      'Rule A.6: a break (also a second break) = VP equal to its SP; eliminating an encircled unit = 2 × SP. Ambiguity AMB-21: a second break while encircled scores 2 × SP, or both (3 × SP)?',
    ],
    [
      [
        'double',
        '2 × SB (zalecane)',
        '2 × SP (recommended)',
        'Nagroda za zniszczenie w okrążeniu zastępuje nagrodę za rozbicie. | The encircled-elimination award replaces the break award.',
      ],
      [
        'triple',
        '3 × SB',
        '3 × SP',
        'Obie nagrody: SB za rozbicie i 2 × SB za zniszczenie w okrążeniu. | Both awards: SP for the break and 2 × SP for the elimination while encircled.',
      ],
    ],
  ),
  field(
    'trenchCover',
    ['Okopy osłaniają…', 'A trench covers…'],
    [
      'Zasada 24: atak przez linię okopów ma −1. Niejasność AMB-14: tekst nie mówi, które boki heksu osłania żeton okopów.',
      'Rule 24: an attack through a trench line is −1. Ambiguity AMB-14: the text does not say which hexsides a trench marker covers.',
    ],
    [
      [
        'hexsides',
        'trzy sąsiednie boki (zalecane)',
        'three contiguous hexsides (recommended)',
        'Żeton zwrócony ku jednemu sąsiadowi osłania ten bok i dwa obok; atak z innej strony nie ma −1. | A marker facing one neighbour covers that hexside and the two beside it; an attack from elsewhere has no −1.',
      ],
      [
        'whole-hex',
        'cały heks',
        'the whole hex',
        'Każdy żeton osłania wszystkie sześć boków: każdy atak na heks z okopami ma −1. | Every marker covers all six hexsides: any attack on a trenched hex is −1.',
      ],
    ],
  ),
];
