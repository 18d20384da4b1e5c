import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentDetailView } from '@/components/content/ContentDetailView';
import { getRewardList, type DetailType } from '@/lib/api/content';
import { htmlToText } from '@/lib/sanitize';
import { absoluteUrl, newsArticleLd } from '@/lib/seo';
import { detailDescription, detailMetadata, loadDetail, parseId, siteOrigin } from '@/lib/server/content-page';
import { serverCall } from '@/lib/server/request';

// The detail pages of the text content types share one page body: each route file names its
// content type and path prefix.

type Params = { params: Promise<{ id: string }> };

export function detailPage(type: Exclude<DetailType, 2>, prefix: string, variant: 'standard' | 'magazine' = 'standard') {
  async function generateMetadata({ params }: Params): Promise<Metadata> {
    const id = parseId((await params).id);
    const item = id ? await loadDetail(type, id) : undefined;
    return detailMetadata(item, `${prefix}/${id}`, 'article');
  }

  async function Page({ params }: Params) {
    const id = parseId((await params).id);
    if (!id) notFound();
    const item = await loadDetail(type, id);
    if (!item) notFound();
    const call = await serverCall();
    const [origin, rewards] = await Promise.all([
      siteOrigin(),
      // The reward list is a side section: the page stands without it.
      getRewardList(item.id, item.type, 0, call).catch(() => null),
    ]);
    const url = absoluteUrl(origin, `${prefix}/${item.id}`);
    const image = absoluteUrl(origin, item.cover_path);
    const description = detailDescription(item);
    const jsonLd = newsArticleLd({
      url,
      title: item.title,
      description,
      image,
      publishedAt: item.created_at,
      authorName: item.author?.nickname,
      body: htmlToText(item.body),
      section: item.category?.name,
    });
    return (
      <ContentDetailView item={item} rewards={rewards} url={url} image={image} description={description} jsonLd={jsonLd} variant={variant} />
    );
  }

  return { generateMetadata, Page };
}
