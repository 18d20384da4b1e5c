import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RankBody } from '@/components/community/RankPage';
import { getRank } from '@/lib/api/community-more';
import { RANK_PERIOD_KEYS, RANK_TYPE_KEYS, RANK_TYPES } from '@/contract/api/community-more';
import { firstValue, parseEnum } from '@/lib/params';
import { serverCall } from '@/lib/server/request';

type Props = {
  params: Promise<{ type?: string[] }>;
  searchParams: Promise<{ type?: string | string[]; period?: string | string[] }>;
};

/** /community/rank/{type?} and /community/rank?type=: the path segment wins; an unknown type is a 404. */
async function readType(props: Props) {
  const segs = (await props.params).type;
  if (segs && segs.length > 1) notFound();
  const raw = segs?.[0] ?? firstValue((await props.searchParams).type);
  if (raw === undefined || raw === '') return 'posts' as const;
  return parseEnum(raw, RANK_TYPE_KEYS) ?? notFound();
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const type = await readType(props);
  const name = RANK_TYPES.find((t) => t.key === type)?.name ?? '社区榜';
  return {
    title: `社区${name}`,
    description: '新出行社区热帖榜、达人榜与圈子榜，按日、周、月排名。',
  };
}

export default async function CommunityRankPage(props: Props) {
  const type = await readType(props);
  const period = parseEnum((await props.searchParams).period, RANK_PERIOD_KEYS) ?? 'week';
  const entries = await getRank(type, period, await serverCall());
  return (
    <main className="page">
      <h1 className="visually-hidden">社区榜单</h1>
      <RankBody
        entries={entries}
        type={type}
        period={period}
        showTypes
        hrefFor={(t, p) => `/community/rank/${t}?period=${p}`}
      />
    </main>
  );
}
