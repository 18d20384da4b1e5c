import Link from 'next/link';
import type { CarModel, SeriesDetail } from '@/lib/api/car';
import { formatPrice } from '@/contract/format/number';
import { CompareButton } from '../CompareButton';
import { StatusTabs } from '../StatusTabs';
import { firstSaleStatus, saleStatusTabs } from '../sale-status-tabs';
import styles from '../car.module.css';

/** Models of one sale status grouped by model year, then by power (drive and battery). */
function groupModels(models: CarModel[]) {
  const groups = new Map<string, CarModel[]>();
  for (const m of models) {
    const key = `${m.year}款 · ${m.powerGroup}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  return [...groups.entries()];
}

/** 车型报价: a series' models by sale status (the first status that has models opens). */
export function ModelTabs({ series, models }: { series: SeriesDetail; models: CarModel[] }) {
  const tabs = saleStatusTabs(models, (list, name) =>
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
              <CompareButton
                car={{
                  id: m.id,
                  name: m.name,
                  series_id: series.id,
                  series_name: series.name,
                  bid: series.brandId,
                }}
              />
            </div>
          ))}
        </div>
      ))
    ),
  );
  return (
    <section className={styles.section}>
      <div className={styles.sectionHead}>
        <h2>车型报价</h2>
        <Link href={`/car/parameter/1/${series.id}`}>全部参数</Link>
      </div>
      <StatusTabs tabs={tabs} initial={firstSaleStatus(models)} />
    </section>
  );
}
