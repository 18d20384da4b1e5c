import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getMyPriceCar } from '@/lib/api/price';
import { formatPrice } from '@/contract/format/number';
import { requireLogin } from '@/lib/server/auth';
import { idOr404 } from '@/lib/server/page';
import { PriceReportForm } from '@/components/car/price/PriceReportForm';
import styles from '@/components/car/price/price.module.css';

export const metadata: Metadata = { title: '晒价格', robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

/**
 * 晒价格 of a trim (the route's id): login required; only an owner of that trim gets the form,
 * anyone else is told why (and an owner of another trim of the series is pointed at theirs).
 */
export default async function PriceReportPage({ params }: Props) {
  const id = idOr404((await params).id);
  const { call } = await requireLogin();
  const mine = (await getMyPriceCar(id, call)) ?? notFound();
  return (
    <main className="page">
      <section className={styles.intro}>
        <h1>
          晒价格 · {mine.model.seriesName} {mine.model.name}
        </h1>
        <p>
          指导价 {formatPrice(mine.model.price)}
          。填写你实际支付的裸车价和落地费用，帮其他车友了解真实成交价。
        </p>
      </section>
      {mine.car ? (
        <PriceReportForm mine={mine} />
      ) : (
        <section className={styles.intro} style={{ marginTop: '.08rem' }} role="status">
          <p>只有这款车型的车主可以晒价格。</p>
          {mine.ownedModel ? (
            <p>
              你的车是 {mine.model.seriesName} {mine.ownedModel.name}：
              <Link href={`/car/price-report/${mine.ownedModel.id}`}>晒这款车型的价格</Link>
            </p>
          ) : (
            <p>
              <Link href={`/car/model/${mine.model.id}`}>返回车型页</Link>
            </p>
          )}
        </section>
      )}
    </main>
  );
}
