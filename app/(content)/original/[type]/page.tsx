import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ListPage } from '@/components/content/ListPage';
import { OriginalFeedSection, readOriginalFeed } from '@/components/content/Sections';
import { getOriginalCategories } from '@/lib/api/content';
import { ContentType } from '@/lib/links';
import { firstValue, parseId } from '@/lib/params';
import { settleReads } from '@/lib/server/read';
import { serverCall } from '@/lib/server/request';
import styles from '@/components/content/Lists.module.css';

// 原创 lists: /original/{type} with type 1 (图文) or 2 (视频), optionally ?category_id= and a
// ?title= that is the page heading (the links that lead here name the list).

type Props = {
  params: Promise<{ type: string }>;
  searchParams: Promise<{ category_id?: string | string[]; title?: string | string[] }>;
};

const TYPES: Record<number, string> = {
  [ContentType.ARTICLE]: '原创文章',
  [ContentType.VIDEO]: '原创视频',
};

async function read({ params, searchParams }: Props) {
  const type = parseId((await params).type);
  const q = await searchParams;
  const rawCategory = firstValue(q.category_id);
  const categoryId = rawCategory ? parseId(rawCategory) : undefined;
  const title = (firstValue(q.title) ?? '').trim().slice(0, 30);
  return { type, categoryId, badCategory: Boolean(rawCategory) && !categoryId, title };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { type, categoryId, title } = await read(props);
  const heading = title || (type ? TYPES[type] : undefined) || '原创';
  const qs = categoryId ? `?category_id=${categoryId}` : '';
  return {
    title: heading,
    description: `${heading}：新出行编辑部原创的新能源汽车评测、导购与深度报道。`,
    alternates: { canonical: `/original/${type}${qs}` },
  };
}

export default async function OriginalPage(props: Props) {
  const { type, categoryId, badCategory, title } = await read(props);
  if (!type || !TYPES[type] || badCategory) notFound();
  const call = await serverCall();
  const feed = readOriginalFeed(type, categoryId, call); // asked for with the categories
  const categories = await getOriginalCategories(call);
  if (categoryId && !categories.some((c) => c.id === categoryId)) notFound();
  await settleReads([feed]);
  const heading = title || TYPES[type]!;
  const tabHref = (cid?: number) => {
    const q = new URLSearchParams();
    // The title named the list the reader came from; another category is another list.
    if (cid) q.set('category_id', String(cid));
    const s = q.toString();
    return `/original/${type}${s ? `?${s}` : ''}`;
  };
  return (
    <ListPage title={heading} tagline="新出行编辑部原创的评测、导购与深度报道">
      <nav className={styles.tabs} aria-label="分类">
        <Link
          href={tabHref()}
          className={categoryId ? styles.tab : styles.tabOn}
          aria-current={categoryId ? undefined : 'page'}
          replace
        >
          全部
        </Link>
        {categories.map((c) => (
          <Link
            key={c.id}
            href={tabHref(c.id)}
            className={categoryId === c.id ? styles.tabOn : styles.tab}
            aria-current={categoryId === c.id ? 'page' : undefined}
            replace
          >
            {c.name}
          </Link>
        ))}
      </nav>
      <OriginalFeedSection type={type} categoryId={categoryId} read={feed} />
    </ListPage>
  );
}
