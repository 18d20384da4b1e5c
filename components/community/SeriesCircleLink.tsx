import Link from 'next/link';
import { getSeriesCircle } from '@/lib/api/community';
import { formatCount } from '@/lib/format/number';
import { serverCall } from '@/lib/server/request';
import styles from './Community.module.css';

/** On a series page: its owners' circle in the community (the circle page links back). */
export async function SeriesCircleLink({ seriesId }: { seriesId: number }) {
  const circle = await getSeriesCircle(seriesId, await serverCall()).catch(() => null);
  if (!circle) return null;
  return (
    <section className={styles.section} aria-label="车主圈子">
      <Link href={`/community/${circle.id}`} className={styles.circle}>
        <div className={styles.circleBody}>
          <strong>{circle.name}</strong>
          <p>
            {formatCount(circle.members)}位车主 · {formatCount(circle.posts)}条动态 · 提车作业、用车经验都在这里
          </p>
        </div>
        <span className={styles.chipLink}>进圈 ›</span>
      </Link>
    </section>
  );
}
