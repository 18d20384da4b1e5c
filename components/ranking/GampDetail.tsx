import Link from 'next/link';
import { PreviewableImages } from '@/components/ui/PreviewableImages';
import type { GampTest, TestRun } from '@/lib/api/ranking';
import { formatPriceRange } from '@/contract/format/number';
import { RANKINGS } from '@/contract/ranking';
import { MakerReply } from './MakerReply';
import { RunChart } from './RunChart';
import { TestConditions } from './TestConditions';
import { SponsorNotice, TestProtocol } from './TestProtocol';
import styles from './ranking.module.css';
import detail from './GampDetail.module.css';
import { seriesDisplayName } from '@/contract/format/car-name';

/** One test, whole: the car, the conditions, the headline figures, every item's result, pictures. */
export function GampDetail({ test, run }: { test: GampTest; run: TestRun | undefined }) {
  const groups = [...new Set(test.results.map((r) => r.group))];
  const withRuns = test.results.some((r) => r.runs > 0);
  const unit = test.rankType === 'endurace' ? 'km' : test.rankType === 'charge' ? '分钟' : '分';
  return (
    <main className="page">
      <header className={detail.detailHead}>
        <h1>{test.test.title}</h1>
        <p className={styles.note}>{test.summary}</p>
        <div className={detail.figures}>
          {test.figures.map((f) => (
            <div key={f.label}>
              <b>{f.value}</b>
              <span>{f.label}</span>
            </div>
          ))}
        </div>
      </header>
      {test.protocol.sponsor && <SponsorNotice sponsor={test.protocol.sponsor} />}
      <section className={styles.section}>
        <Link href={`/series/${test.series.id}`} className={detail.seriesLink}>
          <img src={test.series.cover} alt="" width={96} height={54} />
          <span className={styles.info}>
            <strong>{seriesDisplayName(test.series.brandName, test.series.name)}</strong>
            <span className={styles.sub}>测试车型：{test.model.name}</span>
            <span className={styles.sub}>
              {formatPriceRange(test.series.minPrice, test.series.maxPrice)}
            </span>
          </span>
        </Link>
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>测试条件</h2>
        <TestConditions test={test.test} link={false} />
      </section>
      <TestProtocol test={test} />
      {groups.map((g) => (
        <section key={g} className={styles.section}>
          <h2 className={styles.sectionTitle}>{g}</h2>
          <table className={detail.results}>
            <thead>
              <tr>
                <th scope="col">项目</th>
                {withRuns && <th scope="col">通过/次数</th>}
                <th scope="col">
                  {withRuns || test.rankType === 'smart' ? '得分' : unit === 'km' ? '里程' : '用时'}
                </th>
                <th scope="col">说明</th>
              </tr>
            </thead>
            <tbody>
              {test.results
                .filter((r) => r.group === g)
                .map((r) => (
                  <tr key={r.name}>
                    <th scope="row">{r.name}</th>
                    {withRuns && <td>{r.runs > 0 ? `${r.passes}/${r.runs}` : '—'}</td>}
                    <td>
                      {r.runs === 0 && withRuns
                        ? '—'
                        : `${r.score}${withRuns || test.rankType === 'smart' ? '' : unit}`}
                    </td>
                    <td>{r.note}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
      ))}
      {run && <RunChart testId={test.test.id} run={run} />}
      <MakerReply reply={test.reply} />
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>测试图片</h2>
        <PreviewableImages className={detail.pictures}>
          {test.images.map((src, i) => (
            <img
              key={src}
              src={src}
              alt={`${test.test.title} 图${i + 1}`}
              loading="lazy"
              decoding="async"
            />
          ))}
        </PreviewableImages>
      </section>
      <section className={styles.section}>
        <Link href={`/ranking/${test.rankType}`}>返回{RANKINGS[test.rankType].name} ›</Link>
      </section>
    </main>
  );
}
