import Link from 'next/link';
import type { CallOptions } from '@/lib/api/http';
import { getPrices, type PricesOf, type SeriesPrices, type TrimPrice } from '@/lib/api/price';
import { MIN_PRICE_REPORTS } from '@/contract/api/price';
import { formatDiscount, formatPrice } from '@/contract/format/number';
import { formatMonthSpan, formatYuanAsWan } from '@/contract/format/price';
import { currentCity } from '@/lib/server/city';
import { startRead, type Read } from '@/lib/server/read';
import { ReadSection } from '@/components/ui/ReadSection';
import carStyles from '../car.module.css';
import styles from './price.module.css';

// 车主成交价: what owners paid for each trim (lib/api/price.ts), for the reader's city (the
// xcx_city cookie) when it has enough reports, else nationwide and said so, else 暂无足够成交价.

type PricesData = { prices: SeriesPrices | undefined; cityName: string };

/** A series' trims (asked for with the series page's other sections) or one trim, for its own page. */
export function readPrices(of: PricesOf, call: CallOptions): Read<PricesData> {
  return startRead(
    (async () => {
      const { city } = await currentCity(undefined, call);
      return { prices: await getPrices(of, city.code, call), cityName: city.city };
    })(),
  );
}

/** What the discount reads as: 优惠约1.2万, or a price above 指导价. */
function discountText(yuan: number): string {
  if (yuan >= 500) return `优惠约${formatDiscount(yuan)}`;
  if (yuan <= -500) return `高于指导价约${formatDiscount(-yuan)}`;
  return '约等于指导价';
}

function TrimRow({ trim, city }: { trim: TrimPrice; city: string }) {
  const where = trim.scope === 'city' ? city : '全国';
  return (
    <li aria-label={`${trim.modelName}成交价`}>
      <div className={styles.trimHead}>
        <strong>{trim.modelName}</strong>
        <span>指导价 {formatPrice(trim.guidePrice)}</span>
      </div>
      {trim.scope === 'none' || trim.median === null ? (
        <>
          <p className={styles.none}>暂无足够成交价</p>
          <p className={styles.note}>
            {trim.count > 0
              ? `已有${trim.count}条车主报价，满${MIN_PRICE_REPORTS}条后显示`
              : '还没有车主晒过这款车型的价格'}
            {trim.excluded > 0 && `，已排除${trim.excluded}条异常`}
          </p>
        </>
      ) : (
        <>
          <div className={styles.figure}>
            <span>{where}裸车价中位数</span>
            <b data-testid="price-median">{formatYuanAsWan(trim.median)}</b>
            {trim.discount !== null && <em>{discountText(trim.discount)}</em>}
          </div>
          <p className={styles.meta}>
            区间 {formatYuanAsWan(trim.low!)}–{formatYuanAsWan(trim.high!)} ·{' '}
            <span data-testid="price-count">{trim.count}条</span> ·{' '}
            {formatMonthSpan(trim.firstMonth!, trim.lastMonth!)}购车
          </p>
          {trim.landedMedian !== null && (
            <p className={styles.note}>
              落地价中位数约{formatYuanAsWan(trim.landedMedian)}（含购置税、保险、上牌、精品/金融）
            </p>
          )}
          {trim.fallback && (
            <p className={styles.fallback}>
              {city}成交价不足{MIN_PRICE_REPORTS}条（{trim.cityCount}条），以上为全国数据
            </p>
          )}
          {trim.excluded > 0 && <p className={styles.note}>已排除{trim.excluded}条异常</p>}
        </>
      )}
      <div className={styles.actions}>
        <Link href={`/car/price-report/${trim.modelId}`} rel="nofollow">
          我是车主，晒价格
        </Link>
      </div>
    </li>
  );
}

function PricesSkeleton() {
  return (
    <div aria-busy="true" aria-label="成交价加载中">
      <div className="skeleton" style={{ height: '.2rem', width: '40%' }} />
      <div
        className="skeleton"
        style={{ height: '.7rem', marginTop: '.1rem', borderRadius: '.06rem' }}
      />
    </div>
  );
}

/**
 * The 车主成交价 section of a series page (every launched trim) or a trim page (that trim); a
 * failed read shows its error with 重试 in this section.
 */
export function TransactionPrices({
  read,
  redirect,
  single = false,
}: {
  read: Read<PricesData>;
  redirect: string;
  single?: boolean;
}) {
  return (
    <section className={carStyles.section} aria-labelledby="price-title">
      <ReadSection read={read} name="成交价" fallback={<PricesSkeleton />}>
        {({ prices, cityName }) => (
          <>
            <div className={carStyles.sectionHead}>
              <h2 id="price-title">车主成交价 · {cityName}</h2>
              <Link href={`/city?redirect=${encodeURIComponent(redirect)}`}>切换城市</Link>
            </div>
            {!prices || prices.trims.length === 0 ? (
              <p className={carStyles.empty}>
                {single ? '该车型尚未上市，暂无成交价' : '该车系尚未上市，暂无成交价'}
              </p>
            ) : (
              <ul className={styles.list}>
                {prices.trims.map((t) => (
                  <TrimRow key={t.modelId} trim={t} city={cityName} />
                ))}
              </ul>
            )}
            <details className={styles.rule}>
              <summary>数据说明</summary>
              <p>
                成交价由车主晒单（口碑中的裸车价或「晒价格」）汇总，每位车主每款车型一条。城市满
                {MIN_PRICE_REPORTS}条时按城市统计，否则按全国统计；不足
                {MIN_PRICE_REPORTS}
                条不显示。低于指导价70%、高于指导价5%，或与中位数相差超过指导价15%的报价视为异常，不计入。
              </p>
            </details>
          </>
        )}
      </ReadSection>
    </section>
  );
}
