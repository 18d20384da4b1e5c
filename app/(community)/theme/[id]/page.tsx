import type { Metadata } from 'next';
import { ThemeScreen } from '@/components/community/ThemeBody';
import { getTheme } from '@/lib/api/community-more';
import { parseEnum } from '@/lib/params';
import { idOr404, loader } from '@/lib/server/page';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ sort?: string | string[] }>;
};

const loadTheme = loader((call, id: number) => getTheme(id, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const theme = await loadTheme(idOr404((await params).id));
  return theme ? { title: `#${theme.title}#`, description: theme.intro } : { title: '话题不存在' };
}

export default async function ThemePage({ params, searchParams }: Props) {
  const id = idOr404((await params).id);
  const sort = parseEnum((await searchParams).sort, ['new', 'hot'] as const) ?? 'new';
  return <ThemeScreen id={id} sort={sort} load={loadTheme} base="/theme" />;
}
