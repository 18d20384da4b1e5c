import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LazyCommentSection } from '@/components/comment/LazyCommentSection';
import { ContentDetailView } from '@/components/content/ContentDetailView';
import { serverCall } from '@/lib/server/request';
import type { DetailType } from '@/lib/api/content';
import { absoluteUrl, newsArticleLd } from '@/lib/seo';
import {
  detailDescription,
  detailMetadata,
  loadDetail,
  readDetailExtras,
  siteOrigin,
} from '@/lib/server/content-page';
import { idOr404 } from '@/lib/server/page';

// The detail pages of the text content types share one page body: each route file names its
// content type and path prefix.

type Params = { params: Promise<{ id: string }> };

/**
 * `canonicalPrefix`: /article2 shows the same article as /article in another layout, so its
 * canonical URL is the /article one (one URL per piece for search engines).
 */
export function detailPage(
  type: Exclude<DetailType, 2>,
  prefix: string,
  variant: 'standard' | 'magazine' = 'standard',
  canonicalPrefix = prefix,
) {
  async function generateMetadata({ params }: Params): Promise<Metadata> {
    const id = idOr404((await params).id);
    const item = await loadDetail(type, id);
    return detailMetadata(item, `${canonicalPrefix}/${id}`, 'article');
  }

  async function Page({ params }: Params) {
    const id = idOr404((await params).id);
    const extras = readDetailExtras(type, id, await serverCall());
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
      modifiedAt: item.revisions.at(-1)?.revisedAt,
      authorName: item.author?.nickname,
      section: item.category?.name,
    });
    const { initial, hot } = await extras.comments();
    return (
      <ContentDetailView
        item={item}
        url={url}
        image={image}
        description={description}
        jsonLd={jsonLd}
        variant={variant}
        rewards={extras.rewards}
        comments={
          <LazyCommentSection
            contentType={type}
            contentId={item.id}
            initial={initial}
            hot={hot}
            count={item.comments}
            bar={false}
          />
        }
      />
    );
  }

  return { generateMetadata, Page };
}
