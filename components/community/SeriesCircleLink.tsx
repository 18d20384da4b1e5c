import Link from 'next/link';
import { getSeriesCircle, type Circle } from '@/lib/api/community';
import type { CallOptions } from '@/lib/api/http';
import { formatCount } from '@/contract/format/number';
import { startRead, type Read } from '@/lib/server/read';
import { ReadSection } from '@/components/ui/ReadSection';
import styles from './Community.module.css';

/** The series' circle (null when it has none), asked for together with the series. */
export const readSeriesCircle = (seriesId: number, call: CallOptions): Read<Circle | null> =>
  startRead(getSeriesCircle(seriesId, call));

/** On a series page: its owners' circle in the community (the circle page links back). An extra: a failed read shows nothing. */
export function SeriesCircleLink({ read }: { read: Read<Circle | null> }) {
  return (
    <ReadSection read={read} fallback={null}>
      {(circle) => circle && <CircleLink circle={circle} />}
    </ReadSection>
  );
}

function CircleLink({ circle }: { circle: Circle }) {
  return (
    <section className={styles.section} aria-label="车主圈子">
      <Link href={`/community/${circle.id}`} className={styles.circle}>
        <div className={styles.circleBody}>
          <strong>{circle.name}</strong>
          <p>
            {formatCount(circle.members)}位车主 · {formatCount(circle.posts)}条动态 ·
            提车作业、用车经验都在这里
          </p>
        </div>
        <span className={styles.chipLink}>进圈 ›</span>
      </Link>
    </section>
  );
}
