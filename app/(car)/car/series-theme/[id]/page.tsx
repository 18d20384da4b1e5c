import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSeriesTheme } from '@/lib/api/car-lists';
import { idOr404, loader } from '@/lib/server/page';
import { SeriesCard } from '@/components/car/SeriesCard';
import styles from '@/components/car/car.module.css';

type Props = { params: Promise<{ id: string }> };

const loadSeriesTheme = loader((call, id: number) => getSeriesTheme(id, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = (await loadSeriesTheme(idOr404((await params).id))) ?? notFound();
  return { title: t.title, description: t.summary };
}

export default async function SeriesThemePage({ params }: Props) {
  const t = (await loadSeriesTheme(idOr404((await params).id))) ?? notFound();
  return (
    <main className="page">
      <img src={t.cover} alt="" style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }} />
      <section className={styles.section} style={{ marginTop: 0 }}>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.desc}>{t.summary}</p>
      </section>
      <section className={styles.section}>
        {t.series.length === 0 ? <p className={styles.empty}>暂无车系</p> : t.series.map((s) => <SeriesCard key={s.id} series={s} extra={s.reason} />)}
      </section>
    </main>
  );
}
