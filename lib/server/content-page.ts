import 'server-only';
import type { Metadata } from 'next';
import type { CallOptions } from '@/lib/api/http';
import { getCommentSectionData } from '@/lib/api/comment';
import {
  getContentDetail,
  getRewardList,
  type ContentDetail,
  type DetailType,
  type RewardList,
} from '@/lib/api/content';
import { serverConfig } from '@/lib/config';
import { trustedOrigin } from '@/contract/site-origin';
import { SHARE } from '@/lib/constants';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { htmlToText } from '@/lib/sanitize';
import { absoluteUrl } from '@/lib/seo';
import { loader, recordPage } from './page';
import { settleReads, startRead, type Read } from './read';
import { requestContext } from './request';

/** The public origin for canonical, Open Graph, sitemap and share URLs (contract/site-origin.ts, trustedOrigin). */
export async function siteOrigin(): Promise<string> {
  return trustedOrigin(serverConfig(), (await requestContext()).origin);
}

/**
 * One detail read per request: generateMetadata and the page share it (a read counts as a view,
 * so it must not happen twice).
 */
export const loadDetail = loader((call, type: DetailType, id: number) =>
  getContentDetail(type, id, call),
);

/**
 * What a detail page reads beside the piece itself (not after it): the comment section's first
 * pages and the reward list. `comments()` waits for the comments (the page renders them) and gives
 * the rewards their chance to be there (else RewardSection streams them).
 */
export function readDetailExtras(type: number, id: number, call: CallOptions) {
  const comments = startRead(getCommentSectionData(type, id, call));
  const rewards: Read<RewardList> = startRead(getRewardList(id, type, 0, call));
  return {
    rewards,
    comments: async () => (await Promise.all([comments.promise, settleReads([rewards])]))[0],
  };
}

export function detailDescription(item: Pick<ContentDetail, 'summary' | 'body'>): string {
  return shareDescription(item.summary || htmlToText(item.body).slice(0, 160));
}

/** Title, description, canonical and Open Graph tags of a detail page. */
export async function detailMetadata(
  item: ContentDetail | undefined,
  path: string,
  ogType: 'article' | 'video.other',
): Promise<Metadata> {
  if (!item) return { title: '内容不存在', robots: { index: false } };
  const origin = await siteOrigin();
  const url = absoluteUrl(origin, path);
  const title = shareTitle(item.title);
  const description = detailDescription(item);
  const image = absoluteUrl(origin, item.coverPath);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: ogType === 'article' ? 'article' : 'video.other',
      title,
      description,
      url,
      siteName: SHARE.defaultTitle,
      locale: 'zh_CN',
      images: [{ url: image, alt: title }],
      ...(ogType === 'article'
        ? {
            publishedTime: new Date(item.createdAt * 1000).toISOString(),
            authors: item.author ? [item.author.nickname] : undefined,
          }
        : {}),
      ...(ogType === 'video.other' && item.videoUrl
        ? {
            videos: [
              {
                url: absoluteUrl(origin, item.videoUrl),
                type: 'video/mp4',
                width: 640,
                height: 360,
              },
            ],
          }
        : {}),
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

/** What a collection page (a column, a topic) is shared as: its title, description, address and cover. */
export interface CollectionCard {
  title: string;
  description: string;
  path: string;
  cover: string;
}

/** The card with absolute URLs, for WxShare. */
export async function collectionShare(
  card: CollectionCard,
): Promise<{ title: string; description: string; image: string; url: string }> {
  const origin = await siteOrigin();
  return {
    title: card.title,
    description: card.description,
    image: absoluteUrl(origin, card.cover),
    url: absoluteUrl(origin, card.path),
  };
}

/** Title, description, canonical and Open Graph tags of a collection page; `kind` (专栏, 专题) ends its title. */
async function collectionMetadata(kind: string, card: CollectionCard): Promise<Metadata> {
  const share = await collectionShare(card);
  return {
    title: `${card.title} - ${kind}`,
    description: card.description,
    alternates: { canonical: share.url },
    openGraph: {
      type: 'website',
      title: card.title,
      description: card.description,
      images: [share.image],
    },
  };
}

/**
 * The reads of a collection page (a column, a topic): its record (404 when malformed or missing),
 * its metadata (`kind` 不存在 when missing) and its share card, all from one cached read.
 *
 *   const page = collectionPage('专栏', (call, id) => getColumn(id, call), cardOf);
 *   export const generateMetadata = page.generateMetadata;
 */
export function collectionPage<T>(
  kind: string,
  read: (call: CallOptions, id: number) => Promise<T | undefined>,
  cardOf: (record: T) => CollectionCard,
) {
  const page = recordPage(read, (record) => collectionMetadata(kind, cardOf(record)), {
    title: `${kind}不存在`,
    robots: { index: false },
  });
  return { ...page, share: (record: T) => collectionShare(cardOf(record)) };
}
