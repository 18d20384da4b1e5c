import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSeriesSales } from '@/lib/api/car';
import { idOr404, loader } from '@/lib/server/page';
import { SalesChart } from '@/components/car/SalesChart';
import styles from '@/components/car/car.module.css';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentType } from '@/lib/links';

type Props = { params: Promise<{ id: string }> };

const loadSeriesSales = loader((call, id: number) => getSeriesSales(id, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { series } = (await loadSeriesSales(idOr404((await params).id))) ?? notFound();
  return { title: `${series.name}月销量_销量走势` };
}

export default async function SalesListPage({ params }: Props) {
  const { series, list } = (await loadSeriesSales(idOr404((await params).id))) ?? notFound();
  const total = list.reduce((n, m) => n + m.sales, 0);
  return (
    <main className="page">
      <section className={styles.section} style={{ marginTop: 0 }}>
        <h1 className={styles.title} style={{ fontSize: '.17rem' }}>
          {series.name} 月销量
        </h1>
        <p className={styles.desc}>
          <ContentLink type={ContentType.SERIES} id={series.id}>
            {series.brandName} · {series.level}
          </ContentLink>
          {list.length > 0 && ` · 近${list.length}个月累计${total.toLocaleString('zh-CN')}辆`}
        </p>
      </section>
      {list.length === 0 ? (
        <section className={styles.section}>
          <p className={styles.empty}>
            {series.saleStatus === 3 ? '该车系尚未上市，暂无销量' : '暂无销量数据'}
          </p>
        </section>
      ) : (
        <>
          <section className={styles.section}>
            <SalesChart list={list} />
          </section>
          <section className={styles.section}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>月份</th>
                  <th>销量（辆）</th>
                  <th>环比</th>
                </tr>
              </thead>
              <tbody>
                {[...list].reverse().map((m, i, arr) => {
                  const prev = arr[i + 1];
                  const change =
                    prev && prev.sales > 0 ? ((m.sales - prev.sales) / prev.sales) * 100 : null;
                  return (
                    <tr key={m.month}>
                      <td>{m.month}</td>
                      <td>{m.sales.toLocaleString('zh-CN')}</td>
                      <td
                        style={{
                          color:
                            change === null ? undefined : change >= 0 ? 'var(--danger)' : '#1a9f55',
                        }}
                      >
                        {change === null ? '-' : `${change >= 0 ? '+' : ''}${change.toFixed(1)}%`}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        </>
      )}
    </main>
  );
}
