import Link from 'next/link';
import type { SeriesDetail } from '@/lib/api/car';
import { SALE_STATUS_NAME } from '@/lib/api/car-labels';
import { SALE_STATUS } from '@/contract/api/sale-status';
import { formatCount, formatPriceRange } from '@/contract/format/number';
import { formatScore, ratingStars } from '@/contract/format/rating';
import styles from '../car.module.css';
import { TitledSection } from '@/components/ui/TitledSection';
import { PlainWordNotes } from '@/components/elder/PlainWordNotes';
import { shownLabel } from '@/lib/elder-words';

function Stars({ score }: { score: number }) {
  const n = ratingStars(score);
  return (
    <span className={styles.stars} aria-label={`${n}星`}>
      {'★'.repeat(n)}
      {'☆'.repeat(5 - n)}
    </span>
  );
}

/**
 * The top of a series page: cover, name, brand and status, price, range / sales / score, actions.
 * `elder`: 长辈版 labels the range in plain words and says what it means.
 */
export function SeriesHeader({ series, elder = false }: { series: SeriesDetail; elder?: boolean }) {
  const priceText = formatPriceRange(series.minPrice, series.maxPrice);
  const rangeLabel = series.energy === '纯电' ? 'CLTC续航' : 'CLTC纯电续航';
  return (
    <>
      <Link href={`/gallery/${series.id}`} className={styles.hero}>
        <img src={series.cover} alt={series.name} width={390} height={219} fetchPriority="high" />
        <span className={styles.heroCount}>{series.imageTotal}张图片</span>
      </Link>
      <section className={styles.section} style={{ marginTop: 0 }}>
        <h1 className={styles.title}>{series.name}</h1>
        <p className={styles.desc}>
          <Link href={`/car/library-brand/${series.brandId}`}>{series.brandName}</Link> ·{' '}
          {series.level} · {series.energy} · {SALE_STATUS_NAME[series.saleStatus]}
        </p>
        <p className={styles.price} style={{ fontSize: '.2rem', marginTop: '.06rem' }}>
          {series.saleStatus === SALE_STATUS.upcoming
            ? `预售价 ${priceText}`
            : `指导价 ${priceText}`}
        </p>
        <div className={styles.figures}>
          <div>
            <b>
              {series.minRange === series.maxRange
                ? series.maxRange
                : `${series.minRange}-${series.maxRange}`}
              km
            </b>
            <span>{shownLabel(rangeLabel, elder)}</span>
          </div>
          <div>
            <b>{series.lastSales ? formatCount(series.lastSales.sales) : '-'}</b>
            <span>
              {series.lastSales ? `${series.lastSales.month.slice(5)}月销量` : '暂无销量'}
            </span>
          </div>
          <div>
            <b>{series.score > 0 ? formatScore(series.score) : '-'}</b>
            <span>{series.score > 0 ? <Stars score={series.score} /> : '暂无评分'}</span>
          </div>
        </div>
        <PlainWordNotes labels={[rangeLabel]} elder={elder} />
        {/* data-key-action: the page's main functions, which 长辈版 draws at 30 px in 60 px targets. */}
        <nav className={styles.actions}>
          <Link href={`/car/parameter/1/${series.id}`} className="primary" data-key-action>
            参数配置
          </Link>
          <Link href={`/car/get-discount/${series.id}/1`} data-key-action>
            询底价
          </Link>
          <Link href={`/drive/select/model/${series.id}`} data-key-action>
            预约试驾
          </Link>
          <Link href={`/car/get-discount/${series.id}/1`} data-key-action>
            经销商
          </Link>
        </nav>
      </section>
    </>
  );
}

/** The picture strip and the introduction (with the way to the sales trend and the launch). */
export function SeriesIntro({ series }: { series: SeriesDetail }) {
  return (
    <>
      <TitledSection
        classes={styles}
        title="图片"
        aside={<Link href={`/gallery/${series.id}`}>全部{series.imageTotal}张</Link>}
      >
        <div className={styles.strip}>
          {series.images.map((src, i) => (
            <Link key={src} href={`/gallery/${series.id}`}>
              <img
                src={src}
                alt={`${series.name}图片${i + 1}`}
                loading="lazy"
                width={120}
                height={68}
              />
            </Link>
          ))}
        </div>
      </TitledSection>
      <TitledSection
        classes={styles}
        title="车系简介"
        aside={series.lastSales && <Link href={`/sales-list/${series.id}`}>月销量走势</Link>}
      >
        <p className={styles.desc}>{series.description}</p>
        {series.launchId && (
          <p className={styles.desc} style={{ marginTop: '.06rem' }}>
            <Link href={`/new-car/${series.launchId}`} style={{ color: 'var(--link)' }}>
              查看上市信息
            </Link>
          </p>
        )}
      </TitledSection>
    </>
  );
}
