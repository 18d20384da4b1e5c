import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSeriesImages } from '@/lib/api/car';
import { idOr404, loader } from '@/lib/server/page';
import { Gallery } from '@/components/car/Gallery';
import styles from '@/components/car/car.module.css';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentType } from '@/lib/links';

type Props = { params: Promise<{ id: string }> };

const loadSeriesImages = loader((call, id: number) => getSeriesImages(id, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { series } = (await loadSeriesImages(idOr404((await params).id))) ?? notFound();
  return { title: `${series.name}图片_外观_内饰_空间` };
}

export default async function GalleryPage({ params }: Props) {
  const { series, categories, list } =
    (await loadSeriesImages(idOr404((await params).id))) ?? notFound();
  return (
    <main className="page">
      <section className={styles.section} style={{ marginTop: 0 }}>
        <h1 className={styles.title} style={{ fontSize: '.17rem' }}>
          {series.name} 图片
        </h1>
        <p className={styles.desc}>
          共{list.length}张 ·{' '}
          <ContentLink type={ContentType.SERIES} id={series.id}>
            返回车系
          </ContentLink>
        </p>
      </section>
      {list.length === 0 ? (
        <p className={styles.empty}>暂无图片</p>
      ) : (
        <Gallery images={list} categories={categories} name={series.name} />
      )}
    </main>
  );
}
