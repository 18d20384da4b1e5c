import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getRecommendedSeries } from '@/lib/api/car-lists';
import { idOr404, loader } from '@/lib/server/page';
import { SeriesCard } from '@/components/car/SeriesCard';
import styles from '@/components/car/car.module.css';

type Props = { params: Promise<{ id: string }> };

const loadRecommendedSeries = loader((call, id: number) => getRecommendedSeries(id, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const l = (await loadRecommendedSeries(idOr404((await params).id))) ?? notFound();
  return { title: l.title, description: l.summary };
}

export default async function RecommendedSeriesPage({ params }: Props) {
  const l = (await loadRecommendedSeries(idOr404((await params).id))) ?? notFound();
  return (
    <main className="page">
      <section className={styles.section} style={{ marginTop: 0 }}>
        <h1 className={styles.title}>{l.title}</h1>
        <p className={styles.desc}>{l.summary}</p>
        <nav className={styles.chips} style={{ marginTop: '.1rem' }}>
          {l.others.map((o) => (
            <Link key={o.id} href={`/recommended-series/${o.id}`}>
              {o.title}
            </Link>
          ))}
        </nav>
      </section>
      <section className={styles.section}>
        {l.series.length === 0 ? <p className={styles.empty}>暂无车系</p> : l.series.map((s, i) => <SeriesCard key={s.id} series={s} rank={i + 1} extra={s.reason} />)}
      </section>
    </main>
  );
}
