import type { Metadata } from 'next';
import Link from 'next/link';
import { formatPrice, formatPriceRange } from '@/contract/format/number';
import { CompareButton } from '@/components/car/CompareButton';
import { loadNewCar } from '../load';
import { formatDate } from '@/contract/format/time';
import styles from '@/components/car/car.module.css';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentType } from '@/lib/links';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const n = await loadNewCar((await params).id);
  return { title: n.title, description: n.summary };
}

const date = (t: number) => formatDate(t, 'YYYY年M月D日');

export default async function NewCarPage({ params }: Props) {
  const n = await loadNewCar((await params).id);
  return (
    <main className="page">
      <img
        src={n.series.cover}
        alt={n.series.name}
        style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
      />
      <section className={styles.section} style={{ marginTop: 0 }}>
        <p className={styles.desc}>
          {n.kind} · {n.upcoming ? '预计' : ''}
          {date(n.launchAt)}
        </p>
        <h1 className={styles.title}>{n.series.name}</h1>
        <p className={styles.price} style={{ fontSize: '.18rem', margin: '.06rem 0' }}>
          {formatPriceRange(n.series.minPrice, n.series.maxPrice)}
        </p>
        <p className={styles.desc}>{n.summary}</p>
        <nav className={styles.actions} style={{ gridTemplateColumns: '1fr 1fr 1fr' }}>
          <Link href={`/new-car/content/${n.id}`} className="primary">
            上市详情
          </Link>
          <ContentLink type={ContentType.SERIES} id={n.series.id}>
            车系首页
          </ContentLink>
          <Link href={`/car/parameter/1/${n.series.id}`}>参数配置</Link>
        </nav>
      </section>
      <section className={styles.section}>
        <div className={styles.sectionHead}>
          <h2>车型与价格</h2>
        </div>
        {n.models.map((m) => (
          <div key={m.id} className={styles.modelRow}>
            <Link href={`/car/model/${m.id}`}>
              {m.name}
              <small>
                {m.rangeKm}km · {m.powerKw}kW
              </small>
            </Link>
            <span className={styles.modelPrice}>{formatPrice(m.price)}</span>
            <CompareButton
              car={{
                id: m.id,
                name: m.name,
                series_id: n.series.id,
                series_name: n.series.name,
                bid: n.series.brandId,
              }}
            />
          </div>
        ))}
      </section>
    </main>
  );
}
