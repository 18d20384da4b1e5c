import type { Metadata } from 'next';
import { loadNewCar } from '../../load';
import { formatDate } from '@/contract/format/time';
import { sanitizeHtml } from '@/lib/sanitize';
import styles from '@/components/car/car.module.css';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentType } from '@/lib/links';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const n = await loadNewCar((await params).id);
  return { title: n.title, description: n.summary };
}

export default async function NewCarContentPage({ params }: Props) {
  const n = await loadNewCar((await params).id);
  return (
    <main className="page">
      <article className={styles.section} style={{ marginTop: 0 }}>
        <h1 className={styles.title}>{n.title}</h1>
        <p className={styles.desc}>
          {formatDate(n.launchAt, 'YYYY/M/D')} · {n.kind}
        </p>
        {/* API HTML goes through the one sanitizer. */}
        <div
          className={styles.article}
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(n.body) }}
        />
        <p className={styles.desc}>
          <ContentLink type={ContentType.SERIES} id={n.series.id} style={{ color: 'var(--link)' }}>
            查看{n.series.name}全部车型与报价
          </ContentLink>
        </p>
      </article>
    </main>
  );
}
