import type { Metadata } from 'next';
import { ThemeScreen } from '@/components/community/ThemeBody';
import { getTheme } from '@/lib/api/community-more';
import { parseEnum } from '@/lib/params';
import { idOr404, loader } from '@/lib/server/page';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ sort?: string | string[] }>;
};

/** Only topic activities (kind 2) live here; a plain topic id is not one of them. */
const loadActivity = loader(async (call, id: number) => {
  const theme = await getTheme(id, call);
  return theme.kind === 2 ? theme : undefined;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const theme = await loadActivity(idOr404((await params).id));
  return theme
    ? { title: `${theme.title} · 话题活动`, description: theme.intro }
    : { title: '活动不存在' };
}

export default async function TopicActivityPage({ params, searchParams }: Props) {
  const id = idOr404((await params).id);
  const sort = parseEnum((await searchParams).sort, ['new', 'hot'] as const) ?? 'new';
  return (
    <ThemeScreen
      id={id}
      sort={sort}
      load={loadActivity}
      base="/community/community-topic-activity"
    />
  );
}
