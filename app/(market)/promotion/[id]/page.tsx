import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/team/Team.module.css';
import { LazyImage } from '@/components/ui/LazyImage';
import { getPromotion } from '@/lib/api/promotion';
import { formatPriceRange } from '@/contract/format/number';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { formatDate } from '@/contract/format/time';
import { recordPage, type IdRouteProps } from '@/lib/server/page';
import { seriesDisplayName } from '@/contract/format/car-name';

// A promotion landing page (desktop-exempt, spec §1): the offer of a series, its benefits and
// rules, and where to act (the series page, the linked activity's sign-up).

const page = recordPage(
  (call, id) => getPromotion(id, call),
  (p): Metadata => ({
    title: shareTitle(p.title),
    description: shareDescription(p.subtitle),
    openGraph: { images: p.cover ? [p.cover] : undefined },
  }),
  { title: '活动页不存在' },
);
export const generateMetadata = page.generateMetadata;

export default async function PromotionPage(props: IdRouteProps) {
  const p = await page.record(props);
  return (
    <main className="page">
      <LazyImage src={p.cover} alt={p.title} className={styles.cover} eager />
      <header className={styles.section}>
        <h1 style={{ fontSize: '.2rem' }}>{p.title}</h1>
        <p className={styles.lead}>{p.subtitle}</p>
        <p className={styles.meta} style={{ marginTop: '.06rem' }}>
          活动时间 {formatDate(p.startsAt, 'YYYY-MM-DD')} 至 {formatDate(p.endsAt, 'YYYY-MM-DD')}
          {p.isEnded && ' · 已结束'}
        </p>
      </header>
      {p.series && (
        <section className={styles.section} aria-label="活动车系">
          <Link href={`/series/${p.series.id}`}>
            <strong>{seriesDisplayName(p.series.brandName, p.series.name)}</strong>
            <span className={styles.meta}>
              {' '}
              官方指导价 {formatPriceRange(p.series.minPrice, p.series.maxPrice)}
            </span>
          </Link>
        </section>
      )}
      <section className={styles.section} aria-labelledby="promo-benefits">
        <h2 id="promo-benefits" className={styles.sectionTitle}>
          活动权益
        </h2>
        {p.benefits.map((b) => (
          <div key={b.title} className={styles.benefit}>
            <strong>{b.title}</strong>
            <span className={styles.meta}>{b.desc}</span>
          </div>
        ))}
      </section>
      <section className={styles.section} aria-labelledby="promo-body">
        <h2 id="promo-body" className={styles.sectionTitle}>
          活动说明
        </h2>
        {p.body.map((text, i) => (
          <p key={i} className={styles.p}>
            {text}
          </p>
        ))}
        <ol className={styles.rules}>
          {p.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ol>
      </section>
      <div className={styles.ctaRow}>
        {p.series && (
          <Link href={`/series/${p.series.id}`} className="btn btn-ghost">
            了解车系
          </Link>
        )}
        {p.isEnded ? (
          <button type="button" className="btn" disabled>
            活动已结束
          </button>
        ) : (
          p.activityId && (
            <Link href={`/activity/${p.activityId}`} className="btn">
              报名到店体验
            </Link>
          )
        )}
      </div>
    </main>
  );
}
