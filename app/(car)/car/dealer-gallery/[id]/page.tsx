import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/dealer/Dealer.module.css';
import { ImageGrid } from '@/components/dealer/ImageGrid';
import { getDealerPhotos } from '@/lib/api/dealer';
import { idOr404, loader } from '@/lib/server/page';

type Props = { params: Promise<{ id: string }> };

const loadPhotos = loader((call, id: number) => getDealerPhotos(id, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { dealer } = (await loadPhotos(idOr404((await params).id))) ?? notFound();
  return { title: `${dealer.name}门店相册` };
}

export default async function DealerGalleryPage({ params }: Props) {
  const { dealer, list } = (await loadPhotos(idOr404((await params).id))) ?? notFound();
  return (
    <main className="page">
      <header className={styles.head}>
        <h1>{dealer.name}</h1>
        <p className={styles.meta}>
          门店相册 · {list.length}张 · <Link href={`/car/dealer/${dealer.id}`}>返回门店</Link>
        </p>
      </header>
      <ImageGrid
        className={styles.gallery}
        itemClassName={styles.galleryItem}
        images={list.map((p) => ({ src: p.image, title: p.title }))}
        alt={dealer.name}
      />
    </main>
  );
}
