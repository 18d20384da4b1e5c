import { SalesChart } from '@/components/car/SalesChart';
import type { RankChart as Chart } from '@/lib/api/ranking';
import styles from './RankChart.module.css';

/**
 * A list's chart as inline SVG drawn on the server (no chart library): a month trend as the car
 * library draws it, otherwise horizontal bars, with the reference (e.g. the rated range) behind.
 */
export function RankChart({ chart }: { chart: Chart }) {
  const trend = chart.points.every((p) => /^\d{4}-\d{2}$/.test(p.label));
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{chart.title}</figcaption>
      {trend ? (
        <SalesChart list={chart.points.map((p) => ({ month: p.label, sales: p.value }))} />
      ) : (
        <Bars chart={chart} />
      )}
    </figure>
  );
}

function Bars({ chart }: { chart: Chart }) {
  const W = 360;
  const row = 22;
  const label = 84;
  const right = 72;
  const H = chart.points.length * row + 4;
  const max = Math.max(1, ...chart.points.map((p) => Math.max(p.value, p.ref ?? 0)));
  const x = (v: number) => ((W - label - right) * v) / max;
  const hasRef = chart.points.some((p) => p.ref !== null);
  return (
    <>
      {hasRef && (
        <div className={styles.legend}>
          <span>
            <i style={{ background: 'var(--brand)' }} />
            {chart.valueName}
          </span>
          <span>
            <i style={{ background: 'var(--line)' }} />
            {chart.refName}
          </span>
        </div>
      )}
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label={chart.title}
        data-testid="rank-chart"
      >
        {chart.points.map((p, i) => {
          const y = i * row + 4;
          return (
            <g key={`${p.label}-${i}`}>
              <text x={label - 6} y={y + 12} fontSize="10" textAnchor="end" fill="var(--text-2)">
                {p.label.length > 8 ? `${p.label.slice(0, 7)}…` : p.label}
              </text>
              {p.ref !== null && (
                <rect x={label} y={y + 1} width={x(p.ref)} height={16} rx="2" fill="var(--line)" />
              )}
              <rect
                x={label}
                y={y + (p.ref !== null ? 5 : 2)}
                width={x(p.value)}
                height={p.ref !== null ? 8 : 14}
                rx="2"
                fill="var(--brand)"
              >
                <title>{`${p.label}：${p.value}${chart.unit}${p.ref !== null ? ` / ${chart.refName}${p.ref}${chart.unit}` : ''}`}</title>
              </rect>
              <text
                x={label + x(Math.max(p.value, p.ref ?? 0)) + 4}
                y={y + 12}
                fontSize="10"
                fill="var(--text-3)"
              >
                {`${p.value}${p.ref !== null ? `/${p.ref}` : ''}${chart.unit}`}
              </text>
            </g>
          );
        })}
      </svg>
    </>
  );
}
