import type { Arm, AviationDef, Forces, HqDef, SideId, TransportDef, UnitDef } from './schema.js';

/** Every counter of a scenario by id, and the printed values of a unit at a level (2.4). */
export type PieceKind = 'unit' | 'hq' | 'aviation' | 'transport' | 'garrison';

export interface GarrisonDef {
  id: string;
  side: SideId;
  morale: number;
}

export class Defs {
  private readonly units = new Map<string, UnitDef>();
  private readonly hqs = new Map<string, HqDef>();
  private readonly air = new Map<string, AviationDef>();
  private readonly transports = new Map<string, TransportDef>();
  /** every counter's side, in one look-up (ctx.ts `sideOf` asks it for nearly every piece of every snapshot) */
  private readonly sides = new Map<string, SideId>();
  constructor(readonly forces: Forces) {
    for (const u of forces.units) this.units.set(u.id, u);
    for (const h of forces.hqs) this.hqs.set(h.id, h);
    for (const a of forces.aviation) this.air.set(a.id, a);
    for (const t of forces.transports) this.transports.set(t.id, t);
    // the first kind that names an id wins, as the look-ups unit → HQ → aviation → transport would
    for (const list of [forces.transports, forces.aviation, forces.hqs, forces.units])
      for (const d of list) this.sides.set(d.id, d.side);
  }
  /** the side of a counter (undefined for a garrison, which is no counter) */
  sideOf(id: string): SideId | undefined {
    return this.sides.get(id);
  }
  unit(id: string): UnitDef | undefined {
    return this.units.get(id);
  }
  hq(id: string): HqDef | undefined {
    return this.hqs.get(id);
  }
  aviation(id: string): AviationDef | undefined {
    return this.air.get(id);
  }
  transport(id: string): TransportDef | undefined {
    return this.transports.get(id);
  }
  kind(id: string): PieceKind | undefined {
    if (this.units.has(id)) return 'unit';
    if (this.hqs.has(id)) return 'hq';
    if (this.air.has(id)) return 'aviation';
    if (this.transports.has(id)) return 'transport';
    return id.startsWith('garrison-') ? 'garrison' : undefined;
  }
  /** every unit counter (a shared list: never change it) */
  allUnits(): readonly UnitDef[] {
    return (this.unitList ??= [...this.units.values()]);
  }
  /** every HQ counter (a shared list: never change it) */
  allHqs(): readonly HqDef[] {
    return (this.hqList ??= [...this.hqs.values()]);
  }
  private unitList?: UnitDef[];
  private hqList?: HqDef[];
}

/** how a unit counts in the rules that name arms; garrisons are their own arm */
export type ArmOrGarrison = Arm | 'garrison';
export const FAST_ARMS: readonly ArmOrGarrison[] = ['cavalry', 'tank', 'armoured-car', 'armoured-train'];
export const ARMOUR: readonly ArmOrGarrison[] = ['tank', 'armoured-car', 'armoured-train', 'river-unit'];
