import type { MonthlySales } from '@/lib/api/car';
import { formatCount } from '@/contract/format/number';

/** Monthly sales as an inline SVG bar chart drawn on the server (no chart library). */
export function SalesChart({ list }: { list: MonthlySales[] }) {
  const W = 360;
  const H = 180;
  const pad = { l: 36, r: 6, t: 14, b: 26 };
  const max = Math.max(1, ...list.map((m) => m.sales));
  const step = Math.pow(10, Math.floor(Math.log10(max)));
  const top = Math.ceil(max / step) * step;
  const bw = (W - pad.l - pad.r) / Math.max(1, list.length);
  const y = (v: number) => pad.t + (H - pad.t - pad.b) * (1 - v / top);
  const ticks = [0, top / 2, top];
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      role="img"
      aria-label={`月销量走势，最高${max}辆`}
      data-testid="sales-chart"
    >
      {ticks.map((t) => (
        <g key={t}>
          <line x1={pad.l} x2={W - pad.r} y1={y(t)} y2={y(t)} stroke="var(--line)" />
          <text x={pad.l - 4} y={y(t) + 3} fontSize="9" textAnchor="end" fill="var(--text-3)">
            {formatCount(t)}
          </text>
        </g>
      ))}
      {list.map((m, i) => {
        const x = pad.l + i * bw;
        const label = m.month.slice(5);
        return (
          <g key={m.month}>
            <rect
              x={x + bw * 0.18}
              y={y(m.sales)}
              width={bw * 0.64}
              height={Math.max(0, H - pad.b - y(m.sales))}
              rx="1.5"
              fill={i === list.length - 1 ? 'var(--brand-dark)' : 'var(--brand)'}
            >
              <title>{`${m.month}：${m.sales}辆`}</title>
            </rect>
            {(i % 3 === 0 || i === list.length - 1) && (
              <text
                x={x + bw / 2}
                y={H - pad.b + 12}
                fontSize="9"
                textAnchor="middle"
                fill="var(--text-3)"
              >
                {label === '01' ? m.month.slice(2, 4) + '/01' : label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
