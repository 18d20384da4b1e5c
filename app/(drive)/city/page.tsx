import type { Metadata } from 'next';
import { CityPicker } from '@/components/city/CityPicker';
import { getCityList } from '@/lib/api/city';
import { groupByPinyin } from '@/contract/format/pinyin';
import { isSafeRedirect } from '@/lib/links';
import { serverCall } from '@/lib/server/request';

export const metadata: Metadata = {
  title: '选择城市',
  description: '选择所在城市，查看本地经销商、优惠与试驾门店。',
};

type Props = { searchParams: Promise<{ redirect?: string | string[] }> };

export default async function CityPage({ searchParams }: Props) {
  const { redirect } = await searchParams;
  const { hot, list } = await getCityList(undefined, await serverCall());
  // Pinyin grouping runs here on the server: the pinyin dictionary never ships to the phone.
  const groups = groupByPinyin(list, (c) => c.city);
  return (
    <main className="page">
      <h1 className="visually-hidden">选择城市</h1>
      <CityPicker
        hot={hot}
        groups={groups}
        all={list}
        redirect={typeof redirect === 'string' && isSafeRedirect(redirect) ? redirect : null}
      />
    </main>
  );
}
