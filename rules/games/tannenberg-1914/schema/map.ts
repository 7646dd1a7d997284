import { z } from 'zod';
import { hex, id, RIVERS, SIDES, TERRAINS, text } from './base.js';

/** The map: hex terrain, hexside features, road and rail links, fortifications, regions (rule 2). */
export const hexSchema = z
  .object({
    id: hex,
    t: z.enum(TERRAINS),
    /** hill: −1 in combat and +MP, adding to the terrain (rule 9.7.3) */
    hill: z.literal(true).optional(),
    /** whose country (border: rules 5.2.1, 13.2.8, 19.3) */
    c: z.enum(SIDES),
  })
  .strict();
export const hexsideSchema = z
  .object({
    a: hex,
    b: hex,
    river: z.enum(RIVERS).optional(),
    /** the river's name, for the page and named rules (Niemen 19.2.2, Narew 17.3.3) */
    name: z.string().optional(),
    /** a narrow lake between two land hexes: impassable, blocks ZOC and every line (8.1.6, 9.5.8, 13.2.2, 15.2.2, 16.3.2) */
    lake: z.literal(true).optional(),
    /** a strait between lakes: passable, at most 2 units per side count in combat across it (9.7.7) */
    strait: z.literal(true).optional(),
    /** barbed wire: +1 MP, −1 column when every attacker is across wire (12.4) */
    wire: z.literal(true).optional(),
  })
  .strict();
export const linkChain = z.array(hex).min(2);
/**
 * a road: the chain of its hexes, or with a name (for the page; no rule reads it) a record; our roads
 * have none, so our pack and its hash are as before names could be given
 */
export const roadSchema = z.union([linkChain, z.object({ name: z.string().min(1), hexes: linkChain }).strict()]);
export type Road = z.infer<typeof roadSchema>;
/** a road's hexes, named or not */
export const roadHexes = (r: Road): string[] => (Array.isArray(r) ? r : r.hexes);
export const fortSchema = z
  .object({
    hex,
    name: z.string().min(1),
    side: z.enum(SIDES),
    /** own strength of a manned fortification (12.3.1); absent: unmanned */
    manned: z.number().int().min(1).max(12).optional(),
    /** the neighbours across the fortified (effective) hexsides (12.2.4, 12.3.2) */
    fortified: z.array(hex).min(1).max(6),
    /** one of Königsberg's fortification hexes (19.2.1) */
    koenigsberg: z.literal(true).optional(),
  })
  .strict();
export const mapSchema = z
  .object({
    id: z.string().min(1),
    title: text,
    ours: z.literal(true),
    note: text,
    hexes: z.array(hexSchema).min(1),
    hexsides: z.array(hexsideSchema),
    /** chains of adjacent hexes joined by a road (4.3.3), each maybe named */
    roads: z.array(roadSchema),
    /** chains joined by a railway; the track count limits throughput (5.2.3); the country decides who may use it (5.2.1) */
    railways: z.array(z.object({ track: z.enum(['single', 'double']), hexes: linkChain }).strict()),
    /** Vistula bridges, the only destructible ones (6.0) */
    vistulaBridges: z.array(
      z.object({ id, a: hex, b: hex, kind: z.enum(['road', 'rail']), name: z.string() }).strict(),
    ),
    towns: z.array(z.object({ hex, name: z.string().min(1), pl: z.string().optional() }).strict()),
    forts: z.array(fortSchema),
    supplyBases: z.array(z.object({ hex, side: z.enum(SIDES) }).strict()),
    /** named hex sets rules and scenarios refer to (victory areas, the Narew, play areas) */
    regions: z.record(z.string(), z.array(hex)),
  })
  .strict();
export type MapData = z.infer<typeof mapSchema>;
