import Link from 'next/link';
import { LazyImage } from '@/components/ui/LazyImage';
import type { Goods } from '@/lib/api/shop';
import { priceText } from '@/lib/format/shop';
import media from '@/components/ui/MediaRow.module.css';
import styles from './Shop.module.css';

export function GoodsCard({ goods, eager = false }: { goods: Goods; eager?: boolean }) {
  const soldOut = goods.stock <= 0;
  return (
    <Link href={`/goods/${goods.id}`} className={`${styles.card} ${soldOut ? styles.soldOut : ''}`}>
      <LazyImage
        src={goods.cover}
        alt={goods.title}
        width={320}
        height={180}
        eager={eager}
        className={media.wide}
      />
      <div className={styles.cardBody}>
        <h3 className={`${styles.cardTitle} line-clamp-2`}>
          {goods.tag && <span className={styles.tag}>{goods.tag}</span>}
          {goods.title}
        </h3>
        <p className={styles.price}>{priceText(goods)}</p>
        <p className={styles.muted}>
          {soldOut ? '已兑完' : `剩余 ${goods.stock} 件 · 已兑 ${goods.sold}`}
        </p>
      </div>
    </Link>
  );
}

export function GoodsGridSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label="商品加载中">
      {Array.from({ length: rows * 2 }, (_, i) => (
        <li key={i} className={`skeleton ${styles.skeletonCard}`} />
      ))}
    </ul>
  );
}
