import Link from 'next/link';
import { LazyImage } from '@/components/ui/LazyImage';
import { formatMileage, type IdleCard as Card } from '@/lib/api/idle';
import { formatPrice } from '@/contract/format/number';
import { formatDate } from '@/contract/format/time';
import styles from './Idle.module.css';

export function IdleCard({ item }: { item: Card }) {
  return (
    <Link href={`/idle/${item.id}`} className={styles.card}>
      <LazyImage
        src={item.cover}
        alt={item.title}
        className={styles.cover}
        width={120}
        height={86}
      />
      <div className={styles.body}>
        <h3 className={`${styles.title} line-clamp-2`}>{item.title}</h3>
        <p className={styles.meta}>
          {formatDate(item.registeredAt, 'YYYY年MM月')}上牌 · {formatMileage(item.mileageKm)} ·{' '}
          {item.city}
          {item.soh !== null && ` · 电池健康${item.soh}%`}
        </p>
        <p className={styles.price}>{formatPrice(item.price)}</p>
      </div>
    </Link>
  );
}
