import { SHARE } from './constants';

// Structured data and absolute URLs for crawlers: JSON-LD (NewsArticle, VideoObject) and the
// helpers the pages' generateMetadata use.

const JSON_LD_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/ld+json">`. `<` is written \u003c so a title holding
 * `</script>` cannot close the element (also `>`, `&` and the JS line separators); JSON parsers
 * read the escapes back as the same characters.
 */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => JSON_LD_ESCAPES[c]!);
}

/** An absolute URL for a path or an API-relative media URL (`/api/media/...`). */
export function absoluteUrl(origin: string, pathOrUrl: string | null | undefined): string {
  if (!pathOrUrl) return origin;
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('//')) return `https:${pathOrUrl}`;
  return `${origin.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}

const iso = (ts: number) => new Date(ts * 1000).toISOString();

export interface ArticleLdInput {
  url: string;
  title: string;
  description: string;
  image: string;
  publishedAt: number;
  /** The latest change after publishing (更正记录), if any: dateModified. */
  modifiedAt?: number;
  authorName?: string;
  section?: string;
}

/**
 * A NewsArticle's structured data. No `articleBody`: the text is the page's own HTML, which
 * crawlers read; a copy here travelled twice more with every view (the script and the RSC payload).
 */
export function newsArticleLd(input: ArticleLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    headline: input.title.slice(0, 110),
    description: input.description,
    image: [input.image],
    datePublished: iso(input.publishedAt),
    dateModified: iso(input.modifiedAt ?? input.publishedAt),
    ...(input.section ? { articleSection: input.section } : {}),
    author: input.authorName
      ? { '@type': 'Person', name: input.authorName }
      : { '@type': 'Organization', name: SHARE.defaultTitle },
    publisher: { '@type': 'Organization', name: SHARE.defaultTitle },
  };
}

export interface VideoLdInput {
  url: string;
  title: string;
  description: string;
  thumbnail: string;
  contentUrl: string;
  uploadedAt: number;
  durationSeconds?: number;
  views?: number;
}

export function videoObjectLd(input: VideoLdInput) {
  const d = input.durationSeconds;
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: input.title,
    description: input.description,
    thumbnailUrl: [input.thumbnail],
    uploadDate: iso(input.uploadedAt),
    contentUrl: input.contentUrl,
    embedUrl: input.url,
    ...(d ? { duration: `PT${Math.floor(d / 60)}M${d % 60}S` } : {}),
    ...(input.views !== undefined
      ? {
          interactionStatistic: {
            '@type': 'InteractionCounter',
            interactionType: { '@type': 'WatchAction' },
            userInteractionCount: input.views,
          },
        }
      : {}),
    publisher: { '@type': 'Organization', name: SHARE.defaultTitle },
  };
}
