import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/dealer/Dealer.module.css';
import { ImageGrid } from '@/components/dealer/ImageGrid';
import { getDealerPhotos } from '@/lib/api/dealer';
import { orUndefined } from '@/lib/api/http';
import { isNumericId } from '@/lib/routes';
import { serverCall } from '@/lib/server/request';

type Props = { params: Promise<{ id: string }> };

async function load(params: Props['params']) {
  const { id } = await params;
  if (!isNumericId(id)) notFound();
  const data = await orUndefined(getDealerPhotos(Number(id), await serverCall()));
  if (!data) notFound();
  return data;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { dealer } = await load(params);
  return { title: `${dealer.name}门店相册` };
}

export default async function DealerGalleryPage({ params }: Props) {
  const { dealer, list } = await load(params);
  return (
    <main className="page">
      <header className={styles.head}>
        <h1>{dealer.name}</h1>
        <p className={styles.meta}>
          门店相册 · {list.length}张 · <Link href={`/car/dealer/${dealer.id}`}>返回门店</Link>
        </p>
      </header>
      <ImageGrid className={styles.gallery} itemClassName={styles.galleryItem} images={list.map((p) => ({ src: p.image, title: p.title }))} alt={dealer.name} />
    </main>
  );
}
