import { readTopicFeed, TopicFeedSection } from '@/components/content/Sections';
import { WxShare } from '@/components/share/WxShare';
import { LazyImage } from '@/components/ui/LazyImage';
import { getTopic } from '@/lib/api/topic';
import { formatCount } from '@/contract/format/number';
import { collectionPage } from '@/lib/server/content-page';
import { idOr404, type IdRouteProps } from '@/lib/server/page';
import { settleReads } from '@/lib/server/read';
import { serverCall } from '@/lib/server/request';
import styles from '@/components/content/Lists.module.css';

// One read per request (it counts as a view): shared by generateMetadata and the page.
const page = collectionPage(
  '专题',
  (call, id) => getTopic(id, call),
  (topic) => ({
    title: topic.title,
    description: topic.description,
    path: `/topic/${topic.id}`,
    cover: topic.coverPath,
  }),
);

export const generateMetadata = page.generateMetadata;

export default async function TopicPage(props: IdRouteProps) {
  const feed = readTopicFeed(idOr404((await props.params).id), await serverCall()); // asked for with the topic
  const topic = await page.record(props);
  await settleReads([feed]);
  const share = await page.share(topic);
  return (
    <main className="page">
      <header className={styles.hero}>
        <LazyImage
          src={topic.coverPath}
          alt=""
          width={390}
          height={219}
          className={styles.heroImage}
          eager
        />
        <div className={styles.heroText}>
          <h1 className={styles.heroTitle}>{topic.title}</h1>
          <p className={styles.heroDesc}>{topic.description}</p>
          <p className={styles.heroMeta}>
            {formatCount(topic.views)}浏览 · {topic.contentCount}篇内容
          </p>
        </div>
      </header>
      <TopicFeedSection topicId={topic.id} read={feed} />
      <WxShare {...share} />
    </main>
  );
}
