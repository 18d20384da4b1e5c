import { firstValue } from '@/lib/params';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseTab, readCenterList, readUserCars, UserCenter } from '@/components/user/UserCenter';
import { getUser } from '@/lib/api/user';
import { requireLogin } from '@/lib/server/auth';

export const metadata: Metadata = {
  title: '我的',
  description: '新出行个人中心：签到领积分、编辑资料、浏览历史与我发布的内容。',
  robots: { index: false },
};

export default async function MyCenterPage({
  searchParams,
}: {
  searchParams: Promise<{ tab?: string | string[] }>;
}) {
  const { call, user } = await requireLogin();
  const { tab: raw } = await searchParams;
  const tab = parseTab(firstValue(raw));
  if (!tab) notFound();
  const list = readCenterList(user.id, tab, call);
  const cars = readUserCars(user.id, call);
  const profile = await getUser(user.id, call);
  if (!profile) notFound();
  return (
    <UserCenter
      profile={profile}
      own
      tab={tab}
      list={list}
      cars={cars}
      call={call}
      basePath="/user"
    />
  );
}
