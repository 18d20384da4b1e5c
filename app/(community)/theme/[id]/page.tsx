import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readThemePosts, ThemeBody } from '@/components/community/ThemeBody';
import { getTheme } from '@/lib/api/community-more';
import { parseEnum } from '@/lib/params';
import { idOr404, loader } from '@/lib/server/page';
import { settleReads } from '@/lib/server/read';
import { serverCall } from '@/lib/server/request';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ sort?: string | string[] }> };

const loadTheme = loader((call, id: number) => getTheme(id, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const theme = await loadTheme(idOr404((await params).id));
  return theme ? { title: `#${theme.title}#`, description: theme.intro } : { title: '话题不存在' };
}

export default async function ThemePage({ params, searchParams }: Props) {
  const id = idOr404((await params).id);
  const sort = parseEnum((await searchParams).sort, ['new', 'hot'] as const) ?? 'new';
  const posts = readThemePosts(id, sort, await serverCall());
  const theme = (await loadTheme(id)) ?? notFound();
  await settleReads([posts]);
  return <ThemeBody theme={theme} sort={sort} posts={posts} base={`/theme/${theme.id}`} />;
}
