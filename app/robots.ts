import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/server/content-page';

export const dynamic = 'force-dynamic';

/** Crawlers may read everything a visitor can; the API proxy is not a page. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: `${origin}/sitemap.xml`,
  };
}
