/** Manoeuvre's pack for club packs (rules/core/pack-kit.ts): the intro battle is the shortest. */
import { type PackKit, parsePackWith } from '../../core/pack-kit.js';
import { HQ_NAMES } from './describe.js';
import { createManoeuvre } from './index.js';
import { packDefsOf } from './pack.js';
import { type Pack, packSchema } from './schema.js';

export const packKit: PackKit<Pack> = {
  game: 'manoeuvre',
  parse: (raw) => parsePackWith<Pack>(packSchema, raw),
  create: createManoeuvre,
  shipped: () => packDefsOf().pack,
  shortest: 'intro',
  parts: [
    {
      kind: 'sections',
      path: 'sections',
      title: { pl: 'Sekcje mapy', en: 'Map sections' },
      label: 'id',
      rows: 'rows',
      codes: 'chart',
      code: 'code',
      terrain: 'id',
    },
    {
      kind: 'table',
      path: 'chart',
      title: { pl: 'Tabela terenu', en: 'Terrain chart' },
      rowLabel: 'id',
      columns: [
        'enterable',
        'blocksLineOfFire',
        'assaultFrom',
        'forcedMarchFrom',
        'cavalryStops',
        'defense.assault',
        'defense.bombardment',
        'defense.volley',
        'attack.assault',
        'attack.bombardment',
        'attack.volley',
      ],
    },
    {
      kind: 'list',
      what: 'counters',
      path: 'armies.*.units',
      title: { pl: 'Jednostki', en: 'Units' },
      label: 'id',
      fields: ['name', 'short', 'full', 'reduced'],
      // a unit's id, renamed on its cards with it (its army's prefix kept, spec 1.4: the check says so)
      ids: { member: 'id', named: ['armies.$.unitCards.*.unit'], unique: ['armies.$.units'] },
      // as view.ts draws a unit (counter-key.ts unitSymbol): its short name, the strength of the face that is up, its arm or foot or horse
      face: {
        label: 'short',
        values: ['full'],
        reduced: ['reduced'],
        symbol: [{ member: 'arm' }, { member: 'type', map: { inf: 'infantry', cav: 'cavalry' } }],
      },
    },
    {
      kind: 'list',
      what: 'cards',
      path: 'armies.*.unitCards',
      title: { pl: 'Karty jednostek', en: 'Unit cards' },
      label: 'unit',
      // the unit a card is of: one of its army's
      refs: { unit: { path: 'armies.$.units', id: 'id' } },
      fields: ['unit', 'attack', 'defense', 'bombard', 'range', 'volley', 'pursuit', 'withdraw'],
      numbers: ['defense', 'range', 'pursuit', 'withdraw'],
      // as describe.ts prints a unit card's values (cardValues)
      card: {
        name: [{ member: 'unit' }],
        values: [
          { member: 'attack', format: 'A {v}' },
          { member: 'defense', format: 'D {v}' },
          { member: 'bombard', format: 'B {v}' },
          { member: 'volley', format: 'V {v}' },
          { member: 'range', format: 'R {v}' },
          { member: 'pursuit', format: 'P 1–{v}' },
          { member: 'withdraw', format: 'W 1–{v}' },
          { member: 'nra', format: 'NRA' },
        ],
      },
    },
    {
      kind: 'list',
      what: 'cards',
      path: 'armies.*.hq',
      title: { pl: 'Karty sztabu', en: 'HQ cards' },
      label: 'type',
      fields: ['count', 'name', 'command', 'combat', 'rally', 'attack'],
      numbers: ['command', 'combat', 'rally'],
      // a leader by name, any other by its kind's name; the values as cardValues prints them
      card: {
        name: [{ member: 'name' }, { member: 'type', map: HQ_NAMES }],
        values: [
          { member: 'command', format: 'Cmd {v}' },
          { member: 'combat', format: 'Cbt {v}' },
          { member: 'rally', format: 'Rally 1–{v}' },
          { member: 'pursuitMod', format: 'Pursuit {v}' },
          { member: 'grandBattery', format: 'Grand Battery 2d10' },
          { member: 'attack', format: 'A {v}' },
          { member: 'type', map: { committed: '+2d6', redoubt: '+3' } },
        ],
      },
    },
  ],
};
