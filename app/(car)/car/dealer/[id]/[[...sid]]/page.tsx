import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CallButton } from '@/components/dealer/CallButton';
import styles from '@/components/dealer/Dealer.module.css';
import { ImageGrid } from '@/components/dealer/ImageGrid';
import { LazyImage } from '@/components/ui/LazyImage';
import { getDealer, getDealerContent, getDealerSales } from '@/lib/api/dealer';
import { formatDate } from '@/contract/format/time';
import { formatDiscount, formatPriceRange } from '@/contract/format/number';
import { parseOptionalId } from '@/lib/params';
import { idOr404, loader } from '@/lib/server/page';
import { serverCall } from '@/lib/server/request';
import { InfoRow } from '@/components/dealer/InfoRow';

type Props = { params: Promise<{ id: string; sid?: string[] }> };

const loadDealer = loader((call, id: number, sid: number | undefined) => getDealer(id, sid, call));

/** id must be numeric; sid is optional and numeric when present (a longer path is not a page). */
async function dealerOf(params: Props['params']) {
  const raw = await params;
  const id = idOr404(raw.id);
  const sid = parseOptionalId(raw.sid) ?? undefined;
  if (sid === undefined && raw.sid?.length) notFound();
  return { sid, dealer: (await loadDealer(id, sid)) ?? notFound() };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { dealer } = await dealerOf(params);
  return {
    title: dealer.name,
    description: `${dealer.name}：${dealer.address}，电话${dealer.phone}，营业时间${dealer.hours}`,
  };
}

export default async function DealerPage({ params }: Props) {
  const { sid, dealer } = await dealerOf(params);
  const id = dealer.id;
  const call = await serverCall();
  const [activities, sales] = await Promise.all([
    getDealerContent(id, undefined, 1, call),
    getDealerSales(id, call),
  ]);
  const focus = dealer.promotions[0]?.series.id ?? sid;

  return (
    <main className="page">
      <header className={styles.head}>
        <h1>{dealer.name}</h1>
        <div className={styles.tags}>
          <span className={styles.tag}>{dealer.kindName}</span>
          {dealer.brands.map((b) => (
            <span key={b} className={styles.tag}>
              {b}
            </span>
          ))}
          <span className={styles.tag}>评分 {dealer.score.toFixed(1)}</span>
        </div>
      </header>

      <section className={styles.section} aria-label="门店信息">
        <InfoRow label="电话">
          <CallButton
            dealerId={dealer.id}
            seriesId={sid}
            phone={dealer.phone}
            className={styles.phone}
          />
        </InfoRow>
        <InfoRow label="地址">{dealer.address}</InfoRow>
        <InfoRow label="营业时间">{dealer.hours}</InfoRow>
        <p className={styles.meta}>{dealer.intro}</p>
      </section>

      <section className={styles.section} aria-label="门店相册">
        <h2 className={styles.sectionTitle}>
          门店相册
          <Link href={`/car/dealer-gallery/${dealer.id}`}>全部{dealer.photoCount}张 ›</Link>
        </h2>
        {/* The picture's own caption is a few pixels high in a quarter-width thumbnail: it is written under it. */}
        <ImageGrid
          className={styles.photos}
          itemClassName={styles.galleryItem}
          images={dealer.photos}
          alt={`${dealer.name}照片`}
        />
      </section>

      <section className={styles.section} aria-label="优惠车型">
        <h2 className={styles.sectionTitle}>
          {sid ? '本车系优惠' : `在售车系优惠（${dealer.seriesCount}）`}
          {sid && <Link href={`/car/dealer/${dealer.id}`}>全部车系 ›</Link>}
        </h2>
        {dealer.promotions.length === 0 && <p className={styles.meta}>本店暂不销售该车系</p>}
        {dealer.promotions.map((p) => (
          <div key={p.series.id} className={styles.promo}>
            <LazyImage src={p.series.cover} alt={p.series.name} />
            <div className={styles.promoBody}>
              <strong>{p.series.name}</strong>
              <span>指导价 {formatPriceRange(p.series.minPrice, p.series.maxPrice)}</span>
              <p>
                {p.discount > 0 && (
                  <span className={styles.discount}>优惠{formatDiscount(p.discount)} · </span>
                )}
                {p.promotion}
              </p>
              <p>截止 {formatDate(p.deadline)}</p>
              <div className={styles.actions}>
                <Link
                  className="btn btn-ghost"
                  href={`/car/get-discount/${p.series.id}/1/${dealer.id}`}
                >
                  询底价
                </Link>
                <Link
                  className="btn"
                  href={`/drive/select/model/${p.series.id}?store=${dealer.id}`}
                >
                  预约试驾
                </Link>
              </div>
            </div>
          </div>
        ))}
      </section>

      <section className={styles.section} aria-label="门店活动">
        <h2 className={styles.sectionTitle}>活动与优惠</h2>
        {activities.list.length === 0 && <p className={styles.meta}>近期暂无活动</p>}
        {activities.list.map((a) => (
          <Link
            key={a.id}
            href={`/car/activity/${a.id}/${a.type}${a.seriesId ? `/${a.seriesId}` : ''}`}
            className={styles.promo}
          >
            <LazyImage src={a.cover} alt={a.title} />
            <div className={styles.promoBody}>
              <strong>{a.title}</strong>
              <span className={styles.tag}>{a.typeName}</span>
              <p>
                {formatDate(a.startAt, 'MM-DD')} 至 {formatDate(a.endAt, 'MM-DD')} · 已报名
                {a.signed}/{a.quota}
              </p>
            </div>
          </Link>
        ))}
      </section>

      {sales.length > 0 && (
        <section className={styles.section} aria-label="销售顾问">
          <h2 className={styles.sectionTitle}>销售顾问</h2>
          {sales.map((s) => (
            <div key={s.id} className={styles.sales}>
              <LazyImage src={s.avatar} alt={s.name} fallback="avatar" />
              <div>
                <strong>{s.name}</strong>
                {s.title} · 从业{s.years}年
              </div>
              <CallButton
                dealerId={dealer.id}
                seriesId={sid}
                phone={s.phone}
                className="btn btn-ghost"
              >
                电话
              </CallButton>
            </div>
          ))}
        </section>
      )}

      <section className={styles.section} aria-label="商家入驻">
        <h2 className={styles.sectionTitle}>
          商家入驻
          <Link href="/market/add-information">申请入驻 ›</Link>
        </h2>
        <p className={styles.meta}>
          你也是汽车经销商？入驻新出行，发布门店优惠，接收询底价与试驾线索。
        </p>
      </section>

      {focus && (
        <nav className={styles.bar} aria-label="门店操作" data-bottom-bar="">
          <Link className="btn btn-ghost" href={`/car/get-discount/${focus}/1/${dealer.id}`}>
            询底价
          </Link>
          <Link className="btn" href={`/drive/select/model/${focus}?store=${dealer.id}`}>
            预约试驾
          </Link>
        </nav>
      )}
    </main>
  );
}
