import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import m from './index.js';

describe('the position form: a scripted start', () => {
  const position = {
    turn: 3,
    pieces: [
      { piece: 'de-francois', hex: 'A38B41' },
      { piece: 'de-1-1-i', hex: 'A41B39', face: 'back', loss: 1 },
      { piece: 'ru-1-29-xx', hex: 'A43B39' },
    ],
  };
  it('places the listed pieces as written, the rest of the setup off the map, from the turn named', () => {
    const s = m.setup('gumbinnen-1914', { position }, new SeededDice(1));
    expect(s.turn).toBe(3);
    expect(s.units['de-1-1-i']).toMatchObject({ hex: 'A41B39', face: 'back', loss: 1 });
    expect(s.hqs['de-francois'].hex).toBe('A38B41');
    expect(s.units['ru-1-29-xx'].hex).toBe('A43B39');
    const onMap = Object.entries(s.units).filter(([, u]) => u.hex);
    expect(onMap.map(([id]) => id).sort()).toEqual(['de-1-1-i', 'ru-1-29-xx']);
    // the track keeps only the arrivals from turn 3 on (Mackensen's XVII Corps came on turn 2)
    expect(s.arrivals.every((a) => a.turn >= 3)).toBe(true);
    expect(m.status(s).turn).toBe(3);
  });
  it('refuses a hex off the scenario map, an unknown piece and a face on an HQ, naming the field', () => {
    const bad = (pieces: unknown[]) => () => m.setup('gumbinnen-1914', { position: { pieces } }, new SeededDice(1));
    expect(bad([{ piece: 'de-1-1-i', hex: 'A2B2' }])).toThrow('position.pieces[0].hex');
    expect(
      bad([
        { piece: 'de-1-1-i', hex: 'A41B39' },
        { piece: 'de-nobody', hex: 'A41B38' },
      ]),
    ).toThrow('position.pieces[1].piece');
    expect(bad([{ piece: 'de-francois', hex: 'A38B41', face: 'back' }])).toThrow('position.pieces[0]');
    expect(() =>
      m.setup('gumbinnen-1914', { position: { turn: 9, pieces: position.pieces } }, new SeededDice(1)),
    ).toThrow('position.turn');
  });
});
