import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TopicFeedSection } from '@/components/content/Sections';
import { WxShare } from '@/components/share/WxShare';
import { LazyImage } from '@/components/ui/LazyImage';
import { getTopic, type Topic } from '@/lib/api/topic';
import { formatCount } from '@/lib/format/number';
import { collectionMetadata, collectionShare, type CollectionCard } from '@/lib/server/content-page';
import { idOr404, loader } from '@/lib/server/page';
import styles from '@/components/content/Lists.module.css';

type Params = { params: Promise<{ id: string }> };

// One read per request (it counts as a view): shared by generateMetadata and the page.
const loadTopic = loader((call, id: number) => getTopic(id, call));

const cardOf = (topic: Topic): CollectionCard => ({ title: topic.title, description: topic.description, path: `/topic/${topic.id}`, cover: topic.coverPath });

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const topic = await loadTopic(idOr404((await params).id));
  return collectionMetadata('专题', topic && cardOf(topic));
}

export default async function TopicPage({ params }: Params) {
  const topic = (await loadTopic(idOr404((await params).id))) ?? notFound();
  const share = await collectionShare(cardOf(topic));
  return (
    <main className="page">
      <header className={styles.hero}>
        <LazyImage src={topic.coverPath} alt="" width={390} height={219} className={styles.heroImage} eager />
        <div className={styles.heroText}>
          <h1 className={styles.heroTitle}>{topic.title}</h1>
          <p className={styles.heroDesc}>{topic.description}</p>
          <p className={styles.heroMeta}>
            {formatCount(topic.views)}浏览 · {topic.contentCount}篇内容
          </p>
        </div>
      </header>
      <TopicFeedSection topicId={topic.id} />
      <WxShare {...share} />
    </main>
  );
}
