import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RankingHub } from '@/components/ranking/RankingHub';
import { RankingScreen } from '@/components/ranking/RankingScreen';
import { ApiError } from '@/lib/api/http';
import {
  getPublishedDay,
  getRankBanner,
  getRanking,
  getRankingOverview,
  type RankingFilters,
} from '@/lib/api/ranking';
import { firstValue, parseIntInRange } from '@/lib/params';
import { isRankingKind, RANKINGS, type RankingKind } from '@/contract/ranking';
import { serverCall } from '@/lib/server/request';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ type?: string[] }>; searchParams: Promise<SearchParams> };

/** No segment is the hub; one known kind is a list; anything else is a 404. */
function kindOr404(segments: string[] | undefined): RankingKind | null {
  if (!segments || segments.length === 0) return null;
  const [kind] = segments;
  if (segments.length > 1 || !isRankingKind(kind)) notFound();
  return kind;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const kind = kindOr404((await params).type);
  if (!kind)
    return {
      title: '新能源汽车排行榜_销量榜_续航榜_口碑榜',
      alternates: { canonical: '/ranking' },
    };
  const meta = RANKINGS[kind];
  return {
    title: `新能源汽车${meta.name}_${meta.tabs.join('_')}`,
    description: `新出行${meta.name}：${meta.tabs.join('、')}，数据每月更新，注明统计口径与测试条件。`,
    alternates: { canonical: `/ranking/${kind}` },
  };
}

export default async function RankingPage({ params, searchParams }: Props) {
  const kind = kindOr404((await params).type);
  const call = await serverCall();
  if (!kind) return <RankingHub overview={await getRankingOverview(call)} />;

  const sp = await searchParams;
  const meta = RANKINGS[kind];
  const tab = parseIntInRange(sp.tab, 1, meta.tabs.length) ?? 1;
  const asked: RankingFilters = {};
  for (const key of meta.filters) {
    const v = firstValue(sp[key]);
    if (v) asked[key] = v;
  }
  // A filter the API refuses (400) is an empty state with 重置筛选, not an error page.
  const refused = (e: unknown) => {
    if (e instanceof ApiError && e.status === 400) return { refused: e.message };
    throw e;
  };
  const [banner, result, published] = await Promise.all([
    getRankBanner(kind, tab, call),
    getRanking(kind, tab, asked, 1, call).catch(refused),
    getPublishedDay(kind, tab, asked, call).catch(refused),
  ]);
  const shown =
    'refused' in result ? result : 'refused' in published ? published : { ...result, published };
  return <RankingScreen kind={kind} tab={tab} banner={banner} asked={asked} result={shown} />;
}
