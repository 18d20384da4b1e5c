import type { MetadataRoute } from 'next';
import { getSitemapIndex } from '@/lib/api/content';
import { getHomeChannels } from '@/lib/api/home';
import { contentHref, ContentType } from '@/lib/links';
import { siteOrigin } from '@/lib/server/content-page';
import { absoluteUrl } from '@/lib/seo';

// The sitemap: home, its channels and lists, then the content newest first, capped at 5,000 URLs
// (well under the protocol's 50,000; the newest content is what crawlers need to find).
export const dynamic = 'force-dynamic';

const MAX_URLS = 5000;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = await siteOrigin();
  const at = (path: string) => absoluteUrl(origin, path);
  const now = new Date();
  const entries: MetadataRoute.Sitemap = [
    { url: at('/'), lastModified: now, changeFrequency: 'hourly', priority: 1 },
    { url: at('/home/brief'), lastModified: now, changeFrequency: 'hourly', priority: 0.8 },
    { url: at('/column'), lastModified: now, changeFrequency: 'daily', priority: 0.7 },
    { url: at('/original/1'), lastModified: now, changeFrequency: 'daily', priority: 0.7 },
    { url: at('/original/2'), lastModified: now, changeFrequency: 'daily', priority: 0.6 },
    { url: at('/activity'), lastModified: now, changeFrequency: 'daily', priority: 0.6 },
    { url: at('/idle'), lastModified: now, changeFrequency: 'daily', priority: 0.5 },
    { url: at('/shop'), lastModified: now, changeFrequency: 'daily', priority: 0.6 },
    { url: at('/community'), lastModified: now, changeFrequency: 'hourly', priority: 0.8 },
    { url: at('/explore'), lastModified: now, changeFrequency: 'hourly', priority: 0.6 },
  ];
  const [channels, index] = await Promise.all([getHomeChannels(), getSitemapIndex(MAX_URLS)]);
  for (const c of channels) {
    if (c.id !== 'recommend')
      entries.push({
        url: at(`/?channel=${encodeURIComponent(c.id)}`),
        changeFrequency: 'hourly',
        priority: 0.7,
      });
  }
  for (const t of index.topics) {
    entries.push({
      url: at(`/topic/${t.id}`),
      lastModified: new Date(t.createdAt * 1000),
      changeFrequency: 'weekly',
      priority: 0.6,
    });
  }
  for (const c of index.columns) {
    entries.push({ url: at(`/column/${c.id}`), changeFrequency: 'daily', priority: 0.6 });
  }
  for (const item of index.contents) {
    const href = contentHref(item.type, item.id);
    if (!href) continue;
    entries.push({
      url: at(href),
      lastModified: new Date(item.createdAt * 1000),
      changeFrequency: 'weekly',
      priority: item.type === ContentType.ARTICLE || item.type === ContentType.VIDEO ? 0.8 : 0.5,
    });
  }
  return entries.slice(0, MAX_URLS);
}
