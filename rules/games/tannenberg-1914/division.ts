/**
 * Rule 14: a division is concentrated when every one of its brigades takes part in the same
 * combat, from any hexes (14.1–14.2.2); it shifts +1 in attack, −1 in defence, per division
 * (14.2.1–14.2.4); once a brigade has been eliminated it never concentrates again (14.2.3).
 */
export interface Brigade {
  id: string;
  division?: string;
  eliminated: boolean;
}
export const concentratedDivisions = (participants: readonly string[], all: readonly Brigade[]): string[] => {
  const taking = new Set(participants);
  const divisions = new Map<string, Brigade[]>();
  for (const b of all) if (b.division) divisions.set(b.division, [...(divisions.get(b.division) ?? []), b]);
  const out: string[] = [];
  for (const [d, brigades] of divisions)
    if (brigades.length >= 2 && brigades.every((b) => !b.eliminated && taking.has(b.id))) out.push(d);
  return out.sort();
};
