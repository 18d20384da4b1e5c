import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LazyCommentSection } from '@/components/comment/LazyCommentSection';
import { ContentDetailView } from '@/components/content/ContentDetailView';
import { getCommentSectionData } from '@/lib/api/comment';
import { readRewards } from '@/components/content/RewardList';
import { startRead, settleReads } from '@/lib/server/read';
import { serverCall } from '@/lib/server/request';
import type { DetailType } from '@/lib/api/content';
import { htmlToText } from '@/lib/sanitize';
import { absoluteUrl, newsArticleLd } from '@/lib/seo';
import { detailDescription, detailMetadata, loadDetail, siteOrigin } from '@/lib/server/content-page';
import { idOr404 } from '@/lib/server/page';

// The detail pages of the text content types share one page body: each route file names its
// content type and path prefix.

type Params = { params: Promise<{ id: string }> };

/**
 * `canonicalPrefix`: /article2 shows the same article as /article in another layout, so its
 * canonical URL is the /article one (one URL per piece for search engines).
 */
export function detailPage(type: Exclude<DetailType, 2>, prefix: string, variant: 'standard' | 'magazine' = 'standard', canonicalPrefix = prefix) {
  async function generateMetadata({ params }: Params): Promise<Metadata> {
    const id = idOr404((await params).id);
    const item = await loadDetail(type, id);
    return detailMetadata(item, `${canonicalPrefix}/${id}`, 'article');
  }

  async function Page({ params }: Params) {
    const id = idOr404((await params).id);
    const call = await serverCall();
    // The comments and rewards are asked for together with the piece, not after it.
    const comments = startRead(getCommentSectionData(type, id, call));
    const rewards = readRewards(id, type, call);
    const item = (await loadDetail(type, id)) ?? notFound();
    const origin = await siteOrigin();
    const url = absoluteUrl(origin, `${canonicalPrefix}/${item.id}`);
    const image = absoluteUrl(origin, item.coverPath);
    const description = detailDescription(item);
    const jsonLd = newsArticleLd({
      url,
      title: item.title,
      description,
      image,
      publishedAt: item.createdAt,
      authorName: item.author?.nickname,
      body: htmlToText(item.body),
      section: item.category?.name,
    });
    const [{ initial, hot }] = await Promise.all([comments.promise, settleReads([rewards])]);
    return (
      <ContentDetailView
        item={item}
        url={url}
        image={image}
        description={description}
        jsonLd={jsonLd}
        variant={variant}
        rewards={rewards}
        comments={<LazyCommentSection contentType={type} contentId={item.id} initial={initial} hot={hot} count={item.comments} bar={false} />}
      />
    );
  }

  return { generateMetadata, Page };
}
