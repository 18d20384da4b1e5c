import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ImageGrid } from '@/components/dealer/ImageGrid';
import styles from '@/components/remark/Remark.module.css';
import { AspectScores } from '@/components/remark/AspectScores';
import { ScoreStars } from '@/components/remark/ScoreStars';
import { LazyImage } from '@/components/ui/LazyImage';
import { getRemark } from '@/lib/api/remark';
import { formatPrice } from '@/contract/format/number';
import { formatDate } from '@/contract/format/time';
import { idOr404, loader } from '@/lib/server/page';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentType } from '@/lib/links';

type Props = { params: Promise<{ id: string }> };

const loadRemark = loader((call, id: number) => getRemark(id, call));

async function load(params: Props['params']) {
  return (await loadRemark(idOr404((await params).id))) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const r = await load(params);
  return {
    title: `${r.title} - ${r.series?.name ?? ''}车主口碑`,
    description: `${r.satisfied.slice(0, 60)}`,
  };
}

export default async function RemarkPage({ params }: Props) {
  const r = await load(params);
  return (
    <main className="page">
      <header className={styles.head}>
        <h1>{r.title}</h1>
        <div className={styles.user}>
          {r.user && <LazyImage src={r.user.avatar} alt={r.user.nickname} fallback="avatar" />}
          <div style={{ flex: 1 }}>
            <strong>{r.user?.nickname ?? '车主'}</strong>
            {formatDate(r.created_at)} 发布{r.is_follow_up ? ' · 追评' : ''} · {r.views}次浏览
          </div>
          {r.user && r.series && r.history_count > 1 && (
            <Link className={styles.link} href={`/remark-history/${r.series.id}/${r.user.id}`}>
              全部{r.history_count}篇 ›
            </Link>
          )}
        </div>
      </header>

      <section className={styles.section} aria-label="综合评分">
        <h2>
          综合评分 <ScoreStars score={r.score} size={16} />
        </h2>
        <AspectScores aspects={r.scores} />
      </section>

      <section className={styles.section} aria-label="购车信息">
        <h2>购车信息</h2>
        <div className={styles.facts}>
          <span>
            车型：
            <b>
              {r.series && (
                <ContentLink type={ContentType.SERIES} id={r.series.id}>
                  {r.series.name}
                </ContentLink>
              )}{' '}
              {r.model?.name}
            </b>
          </span>
          <span>
            裸车价：<b>{formatPrice(r.price)}</b>
          </span>
          <span>
            购车地点：<b>{r.city}</b>
          </span>
          <span>
            购车时间：<b>{formatDate(r.bought_at, 'YYYY-MM')}</b>
          </span>
          <span>
            行驶里程：<b>{r.mileage}公里</b>
          </span>
        </div>
      </section>

      <section className={styles.section} aria-label="口碑内容">
        <p className={styles.good}>
          <span className={styles.label}>满意</span>
          {r.satisfied}
        </p>
        <p className={styles.bad} style={{ marginTop: '.12rem' }}>
          <span className={styles.label}>不满意</span>
          {r.unsatisfied}
        </p>
        {r.body && (
          <p className={styles.good} style={{ marginTop: '.12rem' }}>
            {r.body}
          </p>
        )}
        {r.images.length > 0 && (
          <div style={{ marginTop: '.12rem' }}>
            <ImageGrid
              className={styles.images}
              images={r.images.map((src) => ({ src }))}
              alt={`${r.series?.name ?? ''}车主实拍`}
            />
          </div>
        )}
      </section>
    </main>
  );
}
