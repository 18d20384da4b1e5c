import Link from 'next/link';
import { getRecommendedSeries } from '@/lib/api/car-lists';
import { recordPage, type IdRouteProps } from '@/lib/server/page';
import { SeriesCollection } from '@/components/car/SeriesCollection';
import styles from '@/components/car/car.module.css';

const page = recordPage(
  (call, id) => getRecommendedSeries(id, call),
  (l) => ({ title: l.title, description: l.summary }),
);
export const generateMetadata = page.generateMetadata;

export default async function RecommendedSeriesPage(props: IdRouteProps) {
  const l = await page.record(props);
  return (
    <SeriesCollection title={l.title} summary={l.summary} series={l.series} ranked>
      <nav className={styles.chips} style={{ marginTop: '.1rem' }}>
        {l.others.map((o) => (
          <Link key={o.id} href={`/recommended-series/${o.id}`}>
            {o.title}
          </Link>
        ))}
      </nav>
    </SeriesCollection>
  );
}
