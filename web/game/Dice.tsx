/**
 * Dice drawn as dice: a d6 with pips; any other die (a d10, a d20…) as a polygon with its number and
 * its size ("d10") beneath, so a 6 on a d10 never passes for a six on a d6. Without the faces (old
 * log entries) a value of 1–6 is drawn as a d6 and a higher one as a numbered die. A zero-based die
 * (a d10 read 0–9) is always drawn by number, labelled "d10 0–9", so its 0 reads as a face, not a ten.
 */
const PIPS: Record<number, [number, number][]> = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.27, 0.27],
    [0.5, 0.5],
    [0.73, 0.73],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.5, 0.5],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  6: [
    [0.27, 0.25],
    [0.73, 0.25],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.75],
    [0.73, 0.75],
  ],
};

/** a kite for a d10, a hexagon-ish badge for anything else */
const POLY: Record<string, string> = {
  d10: '0.5,0.03 0.97,0.42 0.5,0.97 0.03,0.42',
  other: '0.5,0.03 0.95,0.28 0.95,0.72 0.5,0.97 0.05,0.72 0.05,0.28',
};

/** the die's name as printed beside it: "d10", or "d10 0–9" read zero-based */
export const dieName = (faces: number, zeroBased?: boolean): string =>
  zeroBased ? `d${faces} 0–${faces - 1}` : `d${faces}`;

export const Die = ({
  value,
  faces,
  zeroBased,
  size = 22,
}: {
  value: number;
  faces?: number;
  zeroBased?: boolean;
  size?: number;
}) => {
  const d6 = !zeroBased && (faces === 6 || (faces === undefined && PIPS[value] !== undefined));
  const label = faces ? `${value} (${dieName(faces, zeroBased)})` : String(value);
  if (d6)
    return (
      <svg class="die d6" width={size} height={size} viewBox="0 0 1 1" role="img" aria-label={label}>
        <rect x="0.04" y="0.04" width="0.92" height="0.92" rx="0.18" fill="#fffdf6" stroke="#333" stroke-width="0.05" />
        {PIPS[value]?.map(([x, y], i) => (
          <circle key={i} cx={x} cy={y} r="0.09" fill="#222" />
        ))}
      </svg>
    );
  return (
    <span class={`die-badge d${faces ?? 'x'}`} role="img" aria-label={label}>
      <svg width={size} height={size} viewBox="0 0 1 1" aria-hidden="true">
        <polygon
          points={faces === 10 ? POLY.d10 : POLY.other}
          fill="#f3ead2"
          stroke="#333"
          stroke-width="0.05"
          stroke-linejoin="round"
        />
        <text
          x="0.5"
          y={faces === 10 ? '0.6' : '0.64'}
          text-anchor="middle"
          font-size={value >= 10 ? '0.36' : '0.44'}
          font-weight="700"
          fill="#222"
        >
          {value}
        </text>
      </svg>
      {faces ? (
        <span class="die-size" aria-hidden="true">
          {dieName(faces, zeroBased)}
        </span>
      ) : null}
    </span>
  );
};

/** a long draw (a deck shuffled by dice) shows its first dice and the rest on demand */
const SHOWN = 8;

export const DiceRow = ({ values, faces, zeroBased }: { values: number[]; faces?: number[]; zeroBased?: boolean }) => {
  const die = (v: number, i: number) => <Die key={i} value={v} faces={faces?.[i]} zeroBased={zeroBased} />;
  return (
    <span
      class="dice"
      role="group"
      aria-label={values.map((v, i) => (faces?.[i] ? `${v} (${dieName(faces[i], zeroBased)})` : String(v))).join(', ')}
    >
      {values.slice(0, SHOWN).map(die)}
      {values.length > SHOWN && (
        <details>
          <summary>+{values.length - SHOWN}</summary>
          <span class="dice">{values.slice(SHOWN).map((v, j) => die(v, SHOWN + j))}</span>
        </details>
      )}
    </span>
  );
};
