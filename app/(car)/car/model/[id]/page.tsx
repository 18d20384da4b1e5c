import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getModel, SALE_STATUS_NAME } from '@/lib/api/car';
import { paramWithUnit } from '@/lib/car/parameters';
import { formatPrice } from '@/contract/format/number';
import { idOr404, loader } from '@/lib/server/page';
import { settleReads } from '@/lib/server/read';
import { requestContext, serverCall } from '@/lib/server/request';
import { readPrices, TransactionPrices } from '@/components/car/price/TransactionPrices';
import { CompareButton } from '@/components/car/CompareButton';
import { CompareFloat } from '@/components/car/CompareFloat';
import styles from '@/components/car/car.module.css';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentType } from '@/lib/links';
import { PlainWordNotes } from '@/components/elder/PlainWordNotes';
import { shownLabel } from '@/lib/elder-words';

type Props = { params: Promise<{ id: string }> };

const loadModel = loader((call, id: number) => getModel(id, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const m = (await loadModel(idOr404((await params).id))) ?? notFound();
  return { title: `${m.series.name} ${m.name}参数配置_报价` };
}

const SUMMARY = [
  '级别',
  '能源类型',
  'CLTC纯电续航里程(km)',
  '电池能量(kWh)',
  '最大功率(kW)',
  '官方0-100km/h加速(s)',
  '长*宽*高(mm)',
  '轴距(mm)',
  '快充功率(kW)',
  '驱动方式',
  '辅助驾驶系统',
  '车机系统',
];

export default async function ModelPage({ params }: Props) {
  const id = idOr404((await params).id);
  // The trim's 成交价 is asked for together with the trim; it renders in place when it is there in time, else streams.
  const prices = readPrices({ modelId: id }, await serverCall());
  const m = (await loadModel(id)) ?? notFound();
  await settleReads([prices]);
  // 长辈版 labels the figures in plain words and says what they mean.
  const { elder } = await requestContext();
  const summary = SUMMARY.map((name) => m.params.find((p) => p.name === name)).filter(
    (p) => p && p.value !== '-',
  );
  return (
    <main className="page">
      <img
        src={m.series.cover}
        alt={m.series.name}
        style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
      />
      <section className={styles.section} style={{ marginTop: 0 }}>
        <p className={styles.desc}>
          <ContentLink type={ContentType.SERIES} id={m.series.id}>
            {m.series.name}
          </ContentLink>{' '}
          · {SALE_STATUS_NAME[m.saleStatus]}
        </p>
        <h1 className={styles.title}>
          {m.series.name} {m.name}
        </h1>
        <p className={styles.price} style={{ fontSize: '.2rem', margin: '.06rem 0' }}>
          指导价 {formatPrice(m.price)}
        </p>
        <div className={styles.figures}>
          <div>
            <b>{m.rangeKm}km</b>
            <span>{shownLabel('CLTC续航', elder)}</span>
          </div>
          <div>
            <b>{m.powerKw}kW</b>
            <span>{shownLabel('最大功率', elder)}</span>
          </div>
          <div>
            <b>{m.accel.toFixed(1)}s</b>
            <span>{shownLabel('0-100km/h', elder)}</span>
          </div>
        </div>
        <PlainWordNotes labels={['CLTC续航', '最大功率', '0-100km/h']} elder={elder} />
        <nav className={styles.actions} style={{ gridTemplateColumns: '1fr 1fr 1fr' }}>
          <Link href={`/car/parameter/2/${m.id}`} className="primary">
            参数配置
          </Link>
          <Link href={`/car/get-discount/${m.series.id}/1`}>询底价</Link>
          <Link href={`/drive/select/model/${m.series.id}`}>预约试驾</Link>
        </nav>
        <div style={{ marginTop: '.12rem' }}>
          <CompareButton
            car={{
              id: m.id,
              name: m.name,
              series_id: m.series.id,
              series_name: m.series.name,
              bid: m.series.brandId,
            }}
          />
        </div>
      </section>
      <TransactionPrices read={prices} redirect={`/car/model/${m.id}`} single />
      <section className={styles.section}>
        <div className={styles.sectionHead}>
          <h2>主要参数</h2>
          <Link href={`/car/parameter/2/${m.id}`}>全部{m.params.length}项</Link>
        </div>
        <dl className={styles.paramList}>
          {summary.map((p) => {
            const shown = paramWithUnit(p!.name, p!.value);
            return (
              <div key={p!.name}>
                <dt>{shown.label}</dt>
                <dd>{shown.value}</dd>
              </div>
            );
          })}
        </dl>
      </section>
      {m.siblings.length > 0 && (
        <section className={styles.section}>
          <div className={styles.sectionHead}>
            <h2>同系车型</h2>
          </div>
          {m.siblings.map((s) => (
            <div key={s.id} className={styles.modelRow}>
              <Link href={`/car/model/${s.id}`}>{s.name}</Link>
              <span className={styles.modelPrice}>{formatPrice(s.price)}</span>
            </div>
          ))}
        </section>
      )}
      <CompareFloat />
    </main>
  );
}
