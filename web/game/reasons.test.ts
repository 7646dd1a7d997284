import { beforeAll, describe, expect, it } from 'vitest';
import { loadReasons, reasonText, WORDED_GAMES } from './reasons.js';

beforeAll(async () => {
  for (const g of WORDED_GAMES) await loadReasons(g);
});

describe('a rule’s refusal in the page’s language, from its code and params', () => {
  it('Manoeuvre 1.1: a click two squares away says why in Polish, with the squares', () => {
    const e = { code: 'not-adjacent', message: 'c4 is not orthogonally next to a1', params: { q: 'c4', here: 'a1' } };
    expect(reasonText('manoeuvre', e, 'pl')).toBe('c4 nie sąsiaduje bokiem z a1');
    expect(reasonText('manoeuvre', e, 'en')).toBe('c4 is not orthogonally next to a1');
  });
  it('Manoeuvre 6.1: one code, another wording chosen by its `why`', () => {
    const e = { code: 'not-adjacent', message: 'the target must be orthogonally adjacent', params: { why: 'target' } };
    expect(reasonText('manoeuvre', e, 'pl')).toBe('cel musi sąsiadować bokiem');
  });
  it('Manoeuvre: the phase named in Polish, any other phase as "this phase"', () => {
    const e = (phase: string) => ({
      code: 'wrong-phase',
      message: `move is not possible in the ${phase} phase`,
      params: { order: 'move', phase },
    });
    expect(reasonText('manoeuvre', e('combat'), 'pl')).toBe('tego rozkazu nie wydaje się w fazie walki');
    expect(reasonText('manoeuvre', e('draw'), 'pl')).toBe('tego rozkazu nie wydaje się w tej fazie');
  });
  it('Tannenberg 4.1: the unit and the step’s own reason, each worded (a nested reason)', () => {
    const e = {
      code: 'illegal-path',
      message: 'de-3-2-i: not an adjacent hex on the map',
      params: { id: 'de-3-2-i', why: 'not-adjacent' },
    };
    expect(reasonText('tannenberg-1914', e, 'pl')).toBe('de-3-2-i: to nie jest sąsiedni heks na mapie');
  });
  it('Tannenberg 4.3: a lake hex is named by the Polish terrain name its refusal carries, never the raw word', () => {
    const e = {
      code: 'illegal-path',
      message: 'ru-4: A30B40 is a lake',
      params: { id: 'ru-4', why: 'terrain', to: 'A30B40', terrain: 'lake', terrainPl: 'jezioro' },
    };
    expect(reasonText('tannenberg-1914', e, 'pl')).toBe('ru-4: A30B40 to jezioro');
    const { terrainPl: _, ...raw } = e.params;
    // without the Polish name the step is refused in general words, never with the raw English one
    expect(reasonText('tannenberg-1914', { ...e, params: raw }, 'pl')).toBe('ru-4: tej drogi zasady nie dopuszczają');
  });
  it('Tannenberg 4.5.5, 4.3.7, 11.4.1: the refusals once in English, each by its `why`', () => {
    const pl = (code: string, params: Record<string, string>) =>
      reasonText('tannenberg-1914', { code, message: 'English', params }, 'pl');
    expect(pl('not-in-zoc', { to: 'A40B39', hex: 'A41B39', why: 'step' })).toBe(
      'A40B39 nie jest dozwolonym krokiem w strefę kontroli ruszającego się z A41B39',
    );
    expect(pl('illegal-path', { id: 'ru-4', why: 'not-vistula' })).toBe('ru-4: to nie jest krawędź Wisły');
    expect(pl('illegal-path', { id: 'ru-4', why: 'vistula-command' })).toBe(
      'ru-4: tak Wisłę przekracza tylko jednostka w zasięgu dowodzenia swojego sztabu',
    );
    expect(pl('illegal-path', { id: 'ru-4', why: 'vistula-whole-ma' })).toBe(
      'ru-4: przeprawa przez Wisłę zabiera cały zasięg ruchu',
    );
    expect(pl('bombard', { id: 'de-1-i-art', why: 'initiative' })).toBe(
      'de-1-i-art: ostrzał prowadzi tylko gracz z inicjatywą',
    );
    expect(pl('bombard', { id: 'de-1-i-art', why: 'in-zoc' })).toBe(
      'de-1-i-art: artyleria, która zaczęła fazę walki w strefie kontroli wroga, nie prowadzi ostrzału',
    );
    expect(pl('corps', { id: 'ru-3-iii-art', why: 'corps' })).toBe('ru-3-iii-art wspiera tylko własny korpus');
  });
  it('OWC 5: a step refused for a reason not worded yet says so in Polish with its two hexes', () => {
    const e = {
      code: 'illegal-step',
      message: '3418→3419: a reason nobody wrote yet',
      params: { a: '3418', b: '3419', why: 'new' },
    };
    expect(reasonText('ostatnia-wojna-cesarzy', e, 'pl')).toBe('3418→3419: ten krok jest niedozwolony');
  });
  it('Manoeuvre 3: a refusal worded by its English words takes its values back (quadrant, card)', () => {
    const pl = (code: string, message: string) => reasonText('manoeuvre', { code, message }, 'pl');
    expect(pl('quadrant-taken', 'NW has a section already')).toBe('w ćwiartce NW leży już sekcja');
    expect(pl('card-not-for-unit', 'fr-c3 is not a card of the defending unit')).toBe(
      'fr-c3 nie jest kartą broniącej się jednostki',
    );
    expect(pl('card-not-for-unit', 'fr-c3 is not a card of fr-g1')).toBe('fr-c3 nie jest kartą jednostki fr-g1');
  });
  it('OWC 6.2 and Tannenberg 6.0: costs, counts and the check’s own reason in Polish', () => {
    expect(reasonText('ostatnia-wojna-cesarzy', { code: 'no-mp', message: '3418→3419 costs 3 MP, 2 left' }, 'pl')).toBe(
      '3418→3419 kosztuje 3 PR, zostało 2',
    );
    const bridge = { code: 'bridge', message: "the bridge is out of every HQ's command range" };
    expect(reasonText('tannenberg-1914', bridge, 'pl')).toBe('most jest poza zasięgiem dowodzenia każdego sztabu');
    expect(reasonText('tannenberg-1914', { code: 'bridge', message: 'a reason added later' }, 'pl')).toBe(
      'tego mostu nie można teraz budować',
    );
  });
  it('Wojna 13.2, 14.14, 11.1: a check’s own reason is worded whatever code carries it', () => {
    const pl = (code: string, message: string) => reasonText('wojna-o-niepodleglosc', { code, message }, 'pl');
    expect(pl('attack', "1008 is beyond pl-3a's range")).toBe('1008 jest poza zasięgiem pl-3a');
    expect(pl('garrison', 'only infantry leaves a garrison')).toBe('załogę zostawia tylko piechota');
    expect(pl('move', 'not enough movement points: 3 needed, 2 available')).toBe(
      'za mało punktów ruchu: potrzeba 3, jest 2',
    );
    expect(pl('losses', 'a reason added later')).toBe('tego podziału strat zasady nie dopuszczają');
  });
  it('every game: the skeleton’s wrong-order refusal never shows the order’s type', () => {
    const e = { code: 'wrong-order', message: 'a retreat order is not expected now (expected: end)' };
    expect(reasonText('olszynka-grochowska-1831', e, 'pl')).toBe('ten rozkaz nie jest teraz oczekiwany');
    expect(reasonText('olszynka-grochowska-1831', e, 'en')).toBe(e.message);
  });
  it('Olszynka 6.7: the params fill the Polish words; a refusal without its params stays in English', () => {
    const e = { code: 'STACK_LIMIT', message: 'stack value 20 is over 18', params: { v: 20, max: 18 } };
    expect(reasonText('olszynka-grochowska-1831', e, 'pl')).toBe('wartość stosu 20 przekracza 18');
    expect(reasonText('olszynka-grochowska-1831', { ...e, params: undefined }, 'pl')).toBe(e.message);
  });
  it('Tannenberg 11.1.9 and 9.5.1: the new combat refusals in Polish, with the unit', () => {
    const e = { code: 'not-artillery', message: 'de-1-i is not artillery of this combat', params: { id: 'de-1-i' } };
    expect(reasonText('tannenberg-1914', e, 'pl')).toBe('de-1-i nie jest artylerią tej walki');
    expect(
      reasonText('tannenberg-1914', { code: 'defend-only', message: 'only a side playing DEFEND flees' }, 'pl'),
    ).toBe('ucieka tylko strona, która zagrała OBRONĘ');
  });
  it('Tannenberg 9.5.4 and 9.7.7 (rules v7): the own flight path and strait count refusals in Polish', () => {
    const pl = (code: string, params: Record<string, string | number>) =>
      reasonText('tannenberg-1914', { code, message: 'English', params }, 'pl');
    expect(pl('flight-from', { why: 'flight-from', hex: 'A43B39' })).toBe(
      'w A43B39 nie stoi żadna twoja jednostka tej walki',
    );
    expect(pl('flight-path', { why: 'flight-path', hex: 'A43B39', step: 1 })).toBe(
      'A43B39: ta droga nie jest dozwoloną ucieczką',
    );
    expect(pl('not-in-combat', { why: 'strait-count', id: 'ru-1-1-r' })).toBe(
      'ru-1-1-r nie jest twoją piechotą ani kawalerią w tej walce',
    );
  });
  it('OWC 24 (rules v5): a corps that dug this turn is refused as an attacker, in Polish with its id', () => {
    const e = {
      code: 'dug-in',
      message: 'ru-x built or destroyed a trench this turn and may not attack',
      params: { id: 'ru-x' },
    };
    expect(reasonText('ostatnia-wojna-cesarzy', e, 'pl')).toBe(
      'ru-x w tej turze budował albo niszczył okopy: nie atakuje (24)',
    );
  });
  it('OWC 17.2 with F.1 (rules v5): a patrol on the ally host is refused in Polish with its hex', () => {
    const e = { code: 'patrol-place', message: 'English', params: { hex: '3409', why: 'ally-host' } };
    expect(reasonText('ostatnia-wojna-cesarzy', e, 'pl')).toBe(
      '3409: patrol stawiasz tylko przy zakrytej jednostce, którą sam dowodzisz (F.1)',
    );
  });
  it('OWC 17.2: a patrol placement refused names its hex', () => {
    const e = {
      code: 'patrol-place',
      message: '2411: one patrol per concealed unit out of contact, stacking permitting',
      params: { hex: '2411' },
    };
    expect(reasonText('ostatnia-wojna-cesarzy', e, 'pl')).toBe(
      '2411: jeden patrol na zakrytą jednostkę poza kontaktem, o ile pozwala limit stosu',
    );
  });
  it('a game with no wordings, or a code not worded: the English words', () => {
    expect(reasonText('trio', { code: 'x', message: 'no' }, 'pl')).toBe('no');
    expect(reasonText(undefined, { code: 'x', message: 'no' }, 'pl')).toBe('no');
  });
  it('Olszynka 12.3 and Wojna 18.4: the new pursuit and ship refusals worded in Polish with their values', () => {
    const pl = (game: string, code: string, params: Record<string, string>) =>
      reasonText(game, { code, message: 'English', params }, 'pl');
    expect(pl('olszynka-grochowska-1831', 'PURSUER', { id: 'ru-grn-1' })).toBe(
      'ru-grn-1 nie jest innym atakującym tej walki',
    );
    expect(pl('wojna-o-niepodleglosc', 'load', { why: 'ship-hex', ship: 'Pińsk', hex: '0905' })).toBe(
      'Pińsk bierze na pokład tylko z własnego heksu, 0905',
    );
    expect(pl('wojna-o-niepodleglosc', 'load', { why: 'ship-moved', ship: 'Pińsk' })).toBe('Pińsk już się ruszył');
  });
  it('Wojna 17.12, 9.23/13.17 and older games: the fighter, contact and rules-version refusals worded in Polish', () => {
    const pl = (code: string, params: Record<string, string | number> = {}) =>
      reasonText('wojna-o-niepodleglosc', { code, message: 'English', params }, 'pl');
    expect(pl('not-fighter', { unit: 'pl-7esk' })).toBe('pl-7esk nie jest wolnym własnym myśliwcem (17.12)');
    expect(pl('not-fighter')).toBe('to nie jest wolny własny myśliwiec (17.12)');
    expect(pl('intercept', { target: 'op-bomb' })).toBe(
      'op-bomb nie jest lotnictwem wroga w tej walce, które można jeszcze spotkać (17.12)',
    );
    expect(pl('intercept')).toBe('myśliwiec przechwytuje tylko lotnictwo wroga postawione wcześniej (17.12)');
    expect(pl('rules-version')).toBe('ta partia powstała w starszej wersji zasad, która tego jeszcze nie zna');
    expect(pl('distance', { hex: '1005', distance: 2 })).toBe('liczba heksów drogi z 1005 musi wynosić 2');
    expect(pl('contact-path')).toContain('14.22');
  });
});
