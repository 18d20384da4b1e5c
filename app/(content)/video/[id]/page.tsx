import { SponsorNote } from '@/components/ui/SponsorMark';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LazyCommentSection } from '@/components/comment/LazyCommentSection';
import { ArticleBody } from '@/components/content/ArticleBody';
import { SeriesCardList } from '@/components/content/SeriesCard';
import { AuthorBlock } from '@/components/content/AuthorBlock';
import { DetailActions } from '@/components/content/ContentDetailView';
import { JsonLd } from '@/components/content/JsonLd';
import { RelatedList } from '@/components/content/RelatedList';
import { RewardSection } from '@/components/content/RewardList';
import { VideoHeader } from '@/components/content/VideoHeader';
import { formatCount } from '@/contract/format/number';
import { serverCall } from '@/lib/server/request';
import {
  detailDescription,
  detailMetadata,
  loadDetail,
  readDetailExtras,
  siteOrigin,
} from '@/lib/server/content-page';
import { idOr404 } from '@/lib/server/page';
import { absoluteUrl, videoObjectLd } from '@/lib/seo';
import styles from '@/components/content/Detail.module.css';
import video from '@/components/content/Video.module.css';

type Params = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const id = idOr404((await params).id);
  const item = await loadDetail(2, id);
  return detailMetadata(item, `/video/${id}`, 'video.other');
}

export default async function VideoPage({ params }: Params) {
  const id = idOr404((await params).id);
  const extras = readDetailExtras(2, id, await serverCall());
  const item = (await loadDetail(2, id)) ?? notFound();
  const origin = await siteOrigin();
  const url = absoluteUrl(origin, `/video/${item.id}`);
  const image = absoluteUrl(origin, item.coverPath);
  const description = detailDescription(item);
  const share = { title: item.title, description, image, url };
  const comments = await extras.comments();
  return (
    <main className={`page ${styles.page}`}>
      <VideoHeader />
      <div className={video.player}>
        {item.videoUrl ? (
          <video
            className={video.video}
            src={item.videoUrl}
            poster={item.coverPath}
            controls
            playsInline
            preload="metadata"
            width={640}
            height={360}
            data-testid="video-player"
          >
            您的浏览器不支持视频播放
          </video>
        ) : (
          <p className={video.unavailable}>视频暂时无法播放</p>
        )}
      </div>
      <article className={styles.article}>
        <h1 className={styles.title}>{item.title}</h1>
        <SponsorNote sponsor={item.sponsor} what="本视频" />
        <p className={video.stats}>
          <span>{formatCount(item.views)}次播放</span>
          <span>{formatCount(item.likes)}点赞</span>
          <span>{formatCount(item.comments)}评论</span>
        </p>
        <AuthorBlock author={item.author} createdAt={item.createdAt} views={item.views} />
        {item.body && (
          <ArticleBody html={item.body} className={video.desc} cards={item.seriesCards} />
        )}
        <SeriesCardList cards={item.seriesCards} />
        <RewardSection read={extras.rewards} />
      </article>
      <RelatedList items={item.related} title="相关视频" />
      <LazyCommentSection
        contentType={item.type}
        contentId={item.id}
        initial={comments.initial}
        hot={comments.hot}
        count={item.comments}
        bar={false}
      />
      <DetailActions item={item} share={share} comments={item.comments} />
      <JsonLd
        data={videoObjectLd({
          url,
          title: item.title,
          description,
          thumbnail: image,
          contentUrl: absoluteUrl(origin, item.videoUrl ?? ''),
          uploadedAt: item.createdAt,
          durationSeconds: item.duration,
          views: item.views,
        })}
      />
    </main>
  );
}
