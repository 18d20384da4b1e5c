import Link from 'next/link';
import { CompareButton } from '@/components/car/CompareButton';
import { SALE_STATUS } from '@/contract/api/sale-status';
import type { SeriesCard as Card } from '@/lib/api/series-card';
import { formatPriceRange } from '@/contract/format/number';
import styles from './SeriesCard.module.css';

// The car card of a series a piece names (懂车帝's 文中车型): server-rendered; only +对比 (the
// compare store) runs in the browser, and 询底价 is a link to the series' get-discount form.

function priceLine(card: Card): string {
  const price = formatPriceRange(card.minPrice, card.maxPrice);
  return card.saleStatus === SALE_STATUS.upcoming ? `预售价 ${price}` : `指导价 ${price}`;
}

function rangeLine(card: Card): string {
  const km =
    card.minRange === card.maxRange ? `${card.maxRange}` : `${card.minRange}-${card.maxRange}`;
  return `${card.energy === '纯电' ? 'CLTC续航' : 'CLTC纯电续航'} ${km}km`;
}

export function SeriesCard({ card, place }: { card: Card; place: 'inline' | 'end' }) {
  return (
    <aside
      className={styles.card}
      aria-label={`${card.name}车型卡片`}
      data-series-card={card.id}
      data-place={place}
    >
      <Link href={`/series/${card.id}`} className={styles.link}>
        <img
          className={styles.cover}
          src={card.cover}
          alt={card.name}
          width={96}
          height={54}
          loading="lazy"
          decoding="async"
        />
        <span className={styles.info}>
          <span className={styles.name}>{card.name}</span>
          <span className={styles.price}>{priceLine(card)}</span>
          <span className={styles.range}>{rangeLine(card)}</span>
        </span>
      </Link>
      <span className={styles.actions}>
        <Link href={`/car/get-discount/${card.id}/1`} className={styles.ask}>
          询底价
        </Link>
        {card.model && (
          <CompareButton
            car={{
              id: card.model.id,
              name: card.model.name,
              series_id: card.id,
              series_name: card.name,
              bid: card.brandId,
            }}
          />
        )}
      </span>
    </aside>
  );
}

/** The end of a piece: every series it names, each once, in the order it names them. */
export function SeriesCardList({ cards }: { cards: Card[] }) {
  if (cards.length === 0) return null;
  return (
    <section className={styles.list} aria-label="文中车型">
      <h2>文中车型</h2>
      {cards.map((c) => (
        <SeriesCard key={c.id} card={c} place="end" />
      ))}
    </section>
  );
}
