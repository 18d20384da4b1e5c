import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getBrand, type SeriesSummary } from '@/lib/api/car';
import { SeriesCard } from '@/components/car/SeriesCard';
import { StatusTabs } from '@/components/car/StatusTabs';
import { saleStatusTabs } from '@/components/car/sale-status-tabs';
import styles from '@/components/car/car.module.css';
import { idOr404, loader } from '@/lib/server/page';

type Props = { params: Promise<{ id: string }> };

const loadBrand = loader((call, id: number) => getBrand(id, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { brand } = (await loadBrand(idOr404((await params).id))) ?? notFound();
  return { title: `${brand.name}车型大全_${brand.name}报价` };
}

function byLevel(list: SeriesSummary[]) {
  const levels = new Map<string, SeriesSummary[]>();
  for (const s of list) levels.set(s.level, [...(levels.get(s.level) ?? []), s]);
  return [...levels.entries()];
}

export default async function BrandPage({ params }: Props) {
  const { brand, series } = (await loadBrand(idOr404((await params).id))) ?? notFound();
  const tabs = saleStatusTabs(series, (list) =>
    list.length === 0 ? (
      <p className={styles.empty}>暂无车系</p>
    ) : (
      byLevel(list).map(([level, items]) => (
        <div key={level}>
          <h3 className={styles.groupTitle}>{level}</h3>
          {items.map((s) => (
            <SeriesCard key={s.id} series={s} />
          ))}
        </div>
      ))
    ),
  );
  return (
    <main className="page">
      <section
        className={styles.section}
        style={{ marginTop: 0, display: 'flex', gap: '.12rem', alignItems: 'center' }}
      >
        <img src={brand.logo} alt="" width={56} height={56} style={{ borderRadius: '50%' }} />
        <div>
          <h1 className={styles.title}>{brand.name}</h1>
          <p className={styles.desc}>
            {brand.country} · {brand.seriesCount}个车系
          </p>
        </div>
      </section>
      <section className={styles.section}>
        <StatusTabs tabs={tabs} initial="1" />
      </section>
    </main>
  );
}
