/** Dice drawn as dice: pips for values 1–6, the number on a rounded face above that. */
const PIPS: Record<number, [number, number][]> = {
  1: [[0.5, 0.5]],
  2: [[0.27, 0.27], [0.73, 0.73]],
  3: [[0.27, 0.27], [0.5, 0.5], [0.73, 0.73]],
  4: [[0.27, 0.27], [0.73, 0.27], [0.27, 0.73], [0.73, 0.73]],
  5: [[0.27, 0.27], [0.73, 0.27], [0.5, 0.5], [0.27, 0.73], [0.73, 0.73]],
  6: [[0.27, 0.25], [0.73, 0.25], [0.27, 0.5], [0.73, 0.5], [0.27, 0.75], [0.73, 0.75]],
};

export const Die = ({ value, size = 22 }: { value: number; size?: number }) => (
  <svg class="die" width={size} height={size} viewBox="0 0 1 1" role="img" aria-label={String(value)}>
    <rect x="0.04" y="0.04" width="0.92" height="0.92" rx="0.18" fill="#fffdf6" stroke="#333" stroke-width="0.05" />
    {PIPS[value] ? (
      PIPS[value].map(([x, y], i) => <circle key={i} cx={x} cy={y} r="0.09" fill="#222" />)
    ) : (
      <text x="0.5" y="0.68" text-anchor="middle" font-size="0.5" font-weight="700" fill="#222">{value}</text>
    )}
  </svg>
);

export const DiceRow = ({ values }: { values: number[] }) => (
  <span class="dice" role="group" aria-label={values.join(', ')}>
    {values.map((v, i) => <Die key={i} value={v} />)}
  </span>
);
