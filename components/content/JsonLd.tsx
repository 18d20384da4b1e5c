import { jsonLdString } from '@/lib/seo';

/** Structured data for crawlers; `<` is escaped so the data cannot close the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />
  );
}
