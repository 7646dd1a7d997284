import type { GridSpec, PieceView } from '../../rules/core/board.js';
import { facingAngle } from './geometry.js';
import { inkOn } from './style.js';

/** One counter drawn from its piece data: symbol, size mark, values, facing, status. Centred on 0,0. */
export const Counter = ({
  piece,
  size,
  fill,
  grid,
  state,
  title,
}: {
  piece: PieceView;
  /** the counter in words (counter-key.ts), shown on hover */
  title?: string;
  size: number;
  fill: string;
  grid: GridSpec;
  state?: 'selectable' | 'selected' | 'error' | null;
}) => {
  const c = size,
    h = c / 2;
  const ink = inkOn(fill);
  const stroke =
    state === 'selected' ? '#ffd400' : state === 'error' ? '#e0002b' : state === 'selectable' ? '#fff27a' : '#1b1b1b';
  const sw = state ? 2.6 : 0.8;
  const moved = piece.status?.includes('moved');
  if (piece.hidden) {
    return (
      <g class="counter hidden-piece">
        {title ? <title>{title}</title> : null}
        <rect x={-h} y={-h} width={c} height={c} rx={3} fill={fill} stroke={stroke} stroke-width={sw} />
        <rect
          x={-h + 3}
          y={-h + 3}
          width={c - 6}
          height={c - 6}
          rx={2}
          fill="none"
          stroke={ink}
          stroke-opacity={0.35}
        />
        <text y={c * 0.16} text-anchor="middle" font-size={c * 0.5} font-weight="700" fill={ink}>
          ?
        </text>
      </g>
    );
  }
  const fx = c * 0.27,
    fy1 = -c * 0.12,
    fy2 = c * 0.17;
  return (
    <g class="counter" opacity={moved ? 0.92 : 1}>
      {title ? <title>{title}</title> : null}
      <rect x={-h + 1.2} y={-h + 1.6} width={c} height={c} rx={3} fill="#000" opacity={0.35} />
      <rect class="face" x={-h} y={-h} width={c} height={c} rx={3} fill={fill} stroke={stroke} stroke-width={sw} />
      {piece.reduced && (
        <path
          d={`M${-h} ${h * 0.35}L${h} ${h * 0.35}L${h} ${h - 3}Q${h} ${h} ${h - 3} ${h}L${-h + 3} ${h}Q${-h} ${h} ${-h} ${h - 3}Z`}
          fill="#fff"
          opacity={0.45}
        />
      )}
      {piece.label && (
        <text y={-c * 0.3} text-anchor="middle" font-size={c * 0.19} fill={ink}>
          {piece.label.length > 9 ? piece.label.slice(0, 8) + '…' : piece.label}
        </text>
      )}
      {piece.size && (
        <text y={fy1 - 1} text-anchor="middle" font-size={c * 0.15} font-weight="700" fill={ink}>
          {piece.size}
        </text>
      )}
      <UnitSymbol kind={piece.symbol} x1={-fx} x2={fx} y1={fy1} y2={fy2} ink={ink} c={c} />
      {piece.values?.length ? (
        <text y={c * 0.43} text-anchor="middle" font-size={c * 0.24} font-weight="700" fill={ink}>
          {piece.values.join('-')}
        </text>
      ) : null}
      {piece.facing !== undefined && <Facing grid={grid} facing={piece.facing} kind={piece.facingKind} h={h} />}
      {piece.status
        ?.filter((s) => s !== 'moved')
        .slice(0, 3)
        .map((s, i) => (
          <g key={s} transform={`translate(${h - 2 - i * 8},${-h + 2})`}>
            <circle r={4.2} fill={statusColor(s)} stroke="#fff" stroke-width={0.8} />
            <text y={2.2} text-anchor="middle" font-size={6} font-weight="700" fill="#fff">
              {s.slice(0, 1).toUpperCase()}
            </text>
          </g>
        ))}
    </g>
  );
};

const statusColor = (s: string): string =>
  s.includes('broken') || s.includes('rout')
    ? '#c1121f'
    : s.includes('disorder')
      ? '#d97706'
      : s.includes('supply')
        ? '#7c3aed'
        : '#334155';

const Facing = ({ grid, facing, kind, h }: { grid: GridSpec; facing: number; kind?: 'edge' | 'vertex'; h: number }) => {
  const a = facingAngle(grid, facing, kind);
  return (
    <g transform={`rotate(${a + 90})`}>
      <path d={`M0 ${-h - 5}L4.5 ${-h + 0.5}L-4.5 ${-h + 0.5}Z`} fill="#ffd400" stroke="#1b1b1b" stroke-width={0.8} />
    </g>
  );
};

/** NATO-style unit symbols inside a frame; markers and leaders have their own marks. */
const UnitSymbol = ({
  kind,
  x1,
  x2,
  y1,
  y2,
  ink,
  c,
}: {
  kind: string;
  x1: number;
  x2: number;
  y1: number;
  y2: number;
  ink: string;
  c: number;
}) => {
  const k = kind.toLowerCase();
  const cx = (x1 + x2) / 2,
    cy = (y1 + y2) / 2,
    w = x2 - x1,
    hh = y2 - y1;
  const frame = <rect x={x1} y={y1} width={w} height={hh} fill="none" stroke={ink} stroke-width={1} />;
  const sw = 1;
  if (k === 'leader' || k === 'general' || k === 'commander') return <Star cx={cx} cy={cy} r={hh * 0.75} fill={ink} />;
  if (k === 'marker' || k === 'control' || k === 'objective')
    return <circle cx={cx} cy={cy} r={hh * 0.5} fill="none" stroke={ink} stroke-width={1.4} />;
  if (k === 'unknown')
    return (
      <text x={cx} y={cy + c * 0.08} text-anchor="middle" font-size={c * 0.26} fill={ink}>
        ?
      </text>
    );
  const inner = (() => {
    if (k.includes('infantry') || k === 'guard' || k === 'grenadier')
      return <path d={`M${x1} ${y1}L${x2} ${y2}M${x1} ${y2}L${x2} ${y1}`} stroke={ink} stroke-width={sw} />;
    if (k.includes('cavalry') || k.includes('cossack') || k.includes('lancer') || k.includes('uhlan'))
      return <path d={`M${x1} ${y2}L${x2} ${y1}`} stroke={ink} stroke-width={sw} />;
    if (k.includes('artillery') || k.includes('gun')) return <circle cx={cx} cy={cy} r={hh * 0.24} fill={ink} />;
    if (k.includes('armor') || k.includes('tank'))
      return <ellipse cx={cx} cy={cy} rx={w * 0.32} ry={hh * 0.26} fill="none" stroke={ink} stroke-width={sw} />;
    if (k.includes('hq') || k.includes('headquarters'))
      return (
        <text x={cx} y={cy + hh * 0.25} text-anchor="middle" font-size={hh * 0.7} font-weight="700" fill={ink}>
          HQ
        </text>
      );
    if (k.includes('mountain'))
      return <path d={`M${cx - w * 0.18} ${y2}L${cx} ${y2 - hh * 0.5}L${cx + w * 0.18} ${y2}Z`} fill={ink} />;
    if (k.includes('engineer'))
      return (
        <path
          d={`M${cx - w * 0.25} ${cy + hh * 0.2}V${cy - hh * 0.2}H${cx + w * 0.25}V${cy + hh * 0.2}M${cx} ${cy - hh * 0.2}V${cy + hh * 0.2}`}
          fill="none"
          stroke={ink}
          stroke-width={sw}
        />
      );
    if (k.includes('supply') || k.includes('train'))
      return <path d={`M${x1} ${y2 - hh * 0.3}H${x2}`} stroke={ink} stroke-width={sw} />;
    if (k.includes('militia') || k.includes('guerrilla') || k.includes('partisan'))
      return (
        <text x={cx} y={cy + hh * 0.25} text-anchor="middle" font-size={hh * 0.7} fill={ink}>
          G
        </text>
      );
    return (
      <text x={cx} y={cy + hh * 0.25} text-anchor="middle" font-size={hh * 0.6} fill={ink}>
        {kind.slice(0, 3)}
      </text>
    );
  })();
  return (
    <g>
      {frame}
      {inner}
    </g>
  );
};

export const Star = ({ cx, cy, r, fill }: { cx: number; cy: number; r: number; fill: string }) => {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(2)},${(cy + rr * Math.sin(a)).toFixed(2)}`);
  }
  return <polygon points={pts.join(' ')} fill={fill} />;
};
