import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache, Suspense } from 'react';
import { getSeries, getSeriesModels, getSeriesRelated, SALE_STATUS_TABS, type CarModel, type SeriesDetail } from '@/lib/api/car';
import { RemarkSummaryCard } from '@/components/remark/RemarkSummaryCard';
import { SeriesCircleLink } from '@/components/community/SeriesCircleLink';
import { getDealership } from '@/lib/api/dealer';
import { getRemarkSummary } from '@/lib/api/remark';
import { currentCity } from '@/lib/server/city';
import { formatPrice, formatPriceRange, formatCount } from '@/lib/format/number';
import { seriesDisplayName } from '@/lib/format/car-name';
import { formatScore, ratingStars } from '@/lib/format/rating';
import { ContentLink } from '@/components/ui/ContentLink';
import { isNumericId } from '@/lib/routes';
import { serverCall } from '@/lib/server/request';
import { CompareButton } from '@/components/car/CompareButton';
import { CompareFloat } from '@/components/car/CompareFloat';
import { SeriesHistory } from '@/components/car/SeriesHistory';
import { StatusTabs } from '@/components/car/StatusTabs';
import styles from '@/components/car/car.module.css';

type Props = { params: Promise<{ id: string }> };

// One read per request: generateMetadata and the page share it.
const loadSeries = cache(async (raw: string): Promise<SeriesDetail> => {
  if (!isNumericId(raw)) notFound();
  const series = await getSeries(Number(raw), await serverCall());
  if (!series) notFound();
  return series;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const s = await loadSeries((await params).id);
  return {
    title: `${seriesDisplayName(s.brandName, s.name)}报价_参数配置_图片`,
    description: `${s.name}，${s.level}，${s.energy}，指导价${formatPriceRange(s.minPrice, s.maxPrice)}，CLTC续航${s.minRange}-${s.maxRange}km。`,
    alternates: { canonical: `/series/${s.id}` },
  };
}

/** Models of one sale status grouped by model year, then by power (drive and battery). */
function groupModels(models: CarModel[]) {
  const groups = new Map<string, CarModel[]>();
  for (const m of models) {
    const key = `${m.year}款 · ${m.powerGroup}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  return [...groups.entries()];
}

function Stars({ score }: { score: number }) {
  const n = ratingStars(score);
  return (
    <span className={styles.stars} aria-label={`${n}星`}>
      {'★'.repeat(n)}
      {'☆'.repeat(5 - n)}
    </span>
  );
}

async function SeriesScreen({ id }: { id: string }) {
  const series = await loadSeries(id);
  const call = await serverCall();
  const [models, related, remarks, { city }] = await Promise.all([
    getSeriesModels(series.id, call),
    getSeriesRelated(series.id, 1, call),
    getRemarkSummary(series.id, call),
    currentCity(undefined, call),
  ]);
  const dealers = await getDealership({ seriesId: series.id, cityCode: city.code }, call);
  if (!models) notFound();
  const initial = SALE_STATUS_TABS.find((t) => models.some((m) => m.saleStatus === t.status))?.status ?? 1;
  const tabs = SALE_STATUS_TABS.map(({ status, name }) => {
    const list = models.filter((m) => m.saleStatus === status);
    return {
      key: String(status),
      name,
      count: list.length,
      panel:
        list.length === 0 ? (
          <p className={styles.empty}>暂无{name}车型</p>
        ) : (
          groupModels(list).map(([group, items]) => (
            <div key={group}>
              <h3 className={styles.groupTitle}>{group}</h3>
              {items.map((m) => (
                <div key={m.id} className={styles.modelRow} data-testid="model-row">
                  <Link href={`/car/model/${m.id}`}>
                    {m.name}
                    <small>
                      {m.rangeKm}km · {m.powerKw}kW · 0-100km/h {m.accel.toFixed(1)}s
                    </small>
                  </Link>
                  <span className={styles.modelPrice}>{formatPrice(m.price)}</span>
                  <CompareButton car={{ id: m.id, name: m.name, series_id: series.id, series_name: series.name, bid: series.brandId }} />
                </div>
              ))}
            </div>
          ))
        ),
    };
  });
  const priceText = formatPriceRange(series.minPrice, series.maxPrice);
  return (
    <main className="page">
      <SeriesHistory item={{ id: series.id, name: series.name, cover: series.cover }} />
      <Link href={`/gallery/${series.id}`} className={styles.hero}>
        <img src={series.cover} alt={series.name} width={390} height={219} fetchPriority="high" />
        <span className={styles.heroCount}>{series.imageTotal}张图片</span>
      </Link>
      <section className={styles.section} style={{ marginTop: 0 }}>
        <h1 className={styles.title}>{series.name}</h1>
        <p className={styles.desc}>
          <Link href={`/car/library-brand/${series.brandId}`}>{series.brandName}</Link> · {series.level} · {series.energy} ·{' '}
          {['', '在售', '停售', '未上市'][series.saleStatus]}
        </p>
        <p className={styles.price} style={{ fontSize: '.2rem', marginTop: '.06rem' }}>
          {series.saleStatus === 3 ? `预售价 ${priceText}` : `指导价 ${priceText}`}
        </p>
        <div className={styles.figures}>
          <div>
            <b>{series.minRange === series.maxRange ? series.maxRange : `${series.minRange}-${series.maxRange}`}km</b>
            <span>{series.energy === '纯电' ? 'CLTC续航' : 'CLTC纯电续航'}</span>
          </div>
          <div>
            <b>{series.lastSales ? formatCount(series.lastSales.sales) : '-'}</b>
            <span>{series.lastSales ? `${series.lastSales.month.slice(5)}月销量` : '暂无销量'}</span>
          </div>
          <div>
            <b>{series.score > 0 ? formatScore(series.score) : '-'}</b>
            <span>{series.score > 0 ? <Stars score={series.score} /> : '暂无评分'}</span>
          </div>
        </div>
        <nav className={styles.actions}>
          <Link href={`/car/parameter/1/${series.id}`} className="primary">
            参数配置
          </Link>
          <Link href={`/car/get-discount/${series.id}/1`}>询底价</Link>
          <Link href={`/drive/select/model/${series.id}`}>预约试驾</Link>
          <Link href={`/car/get-discount/${series.id}/1`}>经销商</Link>
        </nav>
      </section>
      <section className={styles.section}>
        <div className={styles.sectionHead}>
          <h2>车型报价</h2>
          <Link href={`/car/parameter/1/${series.id}`}>全部参数</Link>
        </div>
        <StatusTabs tabs={tabs} initial={String(initial)} />
      </section>
      <section className={styles.section}>
        <div className={styles.sectionHead}>
          <h2>图片</h2>
          <Link href={`/gallery/${series.id}`}>全部{series.imageTotal}张</Link>
        </div>
        <div className={styles.strip}>
          {series.images.map((src, i) => (
            <Link key={src} href={`/gallery/${series.id}`}>
              <img src={src} alt={`${series.name}图片${i + 1}`} loading="lazy" width={120} height={68} />
            </Link>
          ))}
        </div>
      </section>
      <section className={styles.section}>
        <div className={styles.sectionHead}>
          <h2>车系简介</h2>
          {series.lastSales && <Link href={`/sales-list/${series.id}`}>月销量走势</Link>}
        </div>
        <p className={styles.desc}>{series.description}</p>
        {series.launchId && (
          <p className={styles.desc} style={{ marginTop: '.06rem' }}>
            <Link href={`/new-car/${series.launchId}`} style={{ color: 'var(--link)' }}>
              查看上市信息
            </Link>
          </p>
        )}
      </section>
      <RemarkSummaryCard summary={remarks} />
      <Suspense fallback={null}>
        <SeriesCircleLink seriesId={series.id} />
      </Suspense>
      <section className={styles.section} aria-label="附近经销商">
        <div className={styles.sectionHead}>
          <h2>{city.city}经销商</h2>
          <Link href={`/city?redirect=${encodeURIComponent(`/series/${series.id}`)}`}>切换城市</Link>
        </div>
        {dealers.list.length === 0 ? (
          <p className={styles.empty}>{city.city}暂无在售门店</p>
        ) : (
          <ul className={styles.dealers}>
            {dealers.list.slice(0, 3).map((d) => (
              <li key={d.id}>
                <Link href={`/car/dealer/${d.id}/${series.id}`}>
                  <strong>{d.name}</strong>
                  <span>
                    {d.district} · {d.address}
                  </span>
                  {d.discount > 0 && <em>最高优惠{(d.discount / 10000).toFixed(1)}万</em>}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {dealers.total > 3 && (
          <Link className={styles.more} href={`/car/get-discount/${series.id}/1`}>
            查看全部{dealers.total}家经销商
          </Link>
        )}
      </section>
      <section className={styles.section}>
        <div className={styles.sectionHead}>
          <h2>相关内容</h2>
        </div>
        {related.list.length === 0 ? (
          <p className={styles.empty}>暂无相关内容</p>
        ) : (
          related.list.slice(0, 6).map((item) => (
            <ContentLink key={item.id} type={item.type} id={item.id} fallback={`/article/${item.id}`} className={styles.modelRow} style={{ color: 'var(--text)', fontSize: '.14rem' }}>
              {item.title}
            </ContentLink>
          ))
        )}
      </section>
      <CompareFloat />
    </main>
  );
}

export default async function SeriesPage({ params }: Props) {
  return <SeriesScreen id={(await params).id} />;
}
