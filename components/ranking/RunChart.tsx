import type { TestRun } from '@/lib/api/ranking';
import styles from './ranking.module.css';
import trust from './TestTrust.module.css';

// The run of a range test drawn on the server: SOC and ambient temperature against
// distance as inline SVG, no client JS; beside it the run's data as a CSV anyone can download.

const W = 340;
const H = 200;
const M = { left: 34, right: 36, top: 12, bottom: 30 };
const COL = { distance: 1, soc: 2, ambient: 4 } as const;

const points = (xs: number[], ys: number[]) =>
  xs.map((x, i) => `${x.toFixed(1)},${ys[i]!.toFixed(1)}`).join(' ');

export function RunChart({ testId, run }: { testId: number; run: TestRun }) {
  const col = (k: number) => run.rows.map((r) => r[k] ?? 0);
  const dist = col(COL.distance);
  const soc = col(COL.soc);
  const temp = col(COL.ambient);
  const maxKm = Math.max(1, ...dist);
  const [tMin, tMax] = [Math.floor(Math.min(...temp)) - 1, Math.ceil(Math.max(...temp)) + 1];
  const x = (km: number) => M.left + (km / maxKm) * (W - M.left - M.right);
  const ySoc = (v: number) => M.top + (1 - v / 100) * (H - M.top - M.bottom);
  const yTemp = (v: number) =>
    M.top + (1 - (v - tMin) / Math.max(1, tMax - tMin)) * (H - M.top - M.bottom);
  const step = maxKm > 400 ? 100 : 50;
  const kmTicks = Array.from({ length: Math.floor(maxKm / step) + 1 }, (_, i) => i * step);
  const last = run.rows.at(-1) ?? [];
  const label = `行驶记录：电量从${soc[0] ?? 0}%降到${last[COL.soc] ?? 0}%，共行驶${last[COL.distance] ?? 0}km；环境温度${Math.min(...temp)}℃至${Math.max(...temp)}℃`;
  return (
    <section className={styles.section} aria-labelledby="test-run" data-testid="test-run">
      <h2 className={styles.sectionTitle} id="test-run">
        行驶记录
      </h2>
      <figure className={trust.chart}>
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-testid="run-chart">
          <title>{label}</title>
          {[0, 25, 50, 75, 100].map((v) => (
            <g key={v}>
              <line className={trust.grid} x1={M.left} x2={W - M.right} y1={ySoc(v)} y2={ySoc(v)} />
              <text className={trust.axis} x={M.left - 4} y={ySoc(v) + 3} textAnchor="end">
                {v}%
              </text>
            </g>
          ))}
          {[tMin, tMax].map((v) => (
            <text key={v} className={trust.axis} x={W - M.right + 4} y={yTemp(v) + 3}>
              {v}℃
            </text>
          ))}
          {kmTicks.map((km) => (
            <text
              key={km}
              className={trust.axis}
              x={x(km)}
              y={H - M.bottom + 14}
              textAnchor="middle"
            >
              {km}
            </text>
          ))}
          <text className={trust.axis} x={W - M.right} y={H - 4} textAnchor="end">
            里程（km）
          </text>
          <polyline className={trust.socLine} points={points(dist.map(x), soc.map(ySoc))} />
          <polyline className={trust.tempLine} points={points(dist.map(x), temp.map(yTemp))} />
        </svg>
        <figcaption className={trust.legend}>
          <span className={trust.socKey}>电量 SOC（左轴）</span>
          <span className={trust.tempKey}>环境温度（右轴）</span>
        </figcaption>
      </figure>
      <p className={trust.download}>
        <a href={`/ranking/gamp/${testId}/run.csv`} download data-testid="run-csv">
          下载原始数据（CSV）
        </a>
        <span>
          {run.rows.length}行：{run.columns.join('、')}。
          {run.demo && '演示数据，按本次测试结果生成。'}
        </span>
      </p>
    </section>
  );
}
