import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/remark/Remark.module.css';
import { ScoreStars } from '@/components/remark/ScoreStars';
import { LazyImage } from '@/components/ui/LazyImage';
import { getRemarkHistory } from '@/lib/api/remark';
import { formatPrice } from '@/contract/format/number';
import { formatDate } from '@/contract/format/time';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentType } from '@/lib/links';
import { idOr404, loader } from '@/lib/server/page';

type Props = { params: Promise<{ sid: string; uid: string }> };

const loadHistory = loader((call, sid: number, uid: number) => getRemarkHistory(sid, uid, call));

async function historyOf(params: Props['params']) {
  const { sid, uid } = await params;
  return (await loadHistory(idOr404(sid), idOr404(uid))) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { user, series } = await historyOf(params);
  return { title: `${user.nickname}的${series.name}口碑` };
}

export default async function RemarkHistoryPage({ params }: Props) {
  const { user, series, list } = await historyOf(params);
  const first = list[0]!;
  return (
    <main className="page">
      <header className={styles.head}>
        <h1>
          {user.nickname}的{series.name}用车口碑
        </h1>
        <div className={styles.user}>
          <LazyImage src={user.avatar} alt={user.nickname} fallback="avatar" />
          <div>
            <strong>{user.nickname}</strong>
            {first.model?.name} · {formatPrice(first.price)} · {first.city} ·{' '}
            {formatDate(first.bought_at, 'YYYY-MM')}购车
          </div>
        </div>
      </header>
      <ol className={styles.timeline} aria-label="口碑记录">
        {list.map((r) => (
          <li key={r.id}>
            <p className={styles.muted}>
              {formatDate(r.created_at)} · {r.is_follow_up ? '追评' : '提车口碑'} · 已行驶
              {r.mileage}公里
            </p>
            <ContentLink type={ContentType.REMARK} id={r.id} className={styles.card}>
              <ScoreStars score={r.score} />
              <h3>{r.title}</h3>
              <p className={styles.good}>
                <span className={styles.label}>满意</span>
                {r.satisfied}
              </p>
              <p className={styles.bad}>
                <span className={styles.label}>不满意</span>
                {r.unsatisfied}
              </p>
            </ContentLink>
          </li>
        ))}
      </ol>
      <p style={{ padding: '.14rem' }}>
        <Link className={styles.link} href={`/series/${series.id}`}>
          查看{series.name}车系 ›
        </Link>
      </p>
    </main>
  );
}
