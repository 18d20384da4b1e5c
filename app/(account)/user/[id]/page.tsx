import { firstValue } from '@/lib/params';
import { stripEmoji } from '@/lib/format/emoji';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  parseTab,
  readCenterList,
  readUserCars,
  shownTab,
  UserCenter,
} from '@/components/user/UserCenter';
import { checkToken } from '@/lib/api/auth';
import { getUser } from '@/lib/api/user';
import { idOr404, loader } from '@/lib/server/page';
import { requestContext, serverCall } from '@/lib/server/request';

type Params = Promise<{ id: string }>;

const loadUser = loader((call, id: number) => getUser(id, call));

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const user = await loadUser(idOr404((await params).id));
  if (!user) return { title: '用户不存在' };
  return {
    title: `${user.nickname}的主页`,
    description: user.intro
      ? `${user.nickname}：${stripEmoji(user.intro)}`
      : `${user.nickname}在新出行发布的文章、视频和动态。`,
    alternates: { canonical: `/user/${user.id}` },
  };
}

export default async function UserPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<{ tab?: string | string[] }>;
}) {
  // Numeric ids only; an unknown user is a 404.
  const id = idOr404((await params).id);
  const { tab: raw } = await searchParams;
  const tab = parseTab(firstValue(raw));
  const ctx = await requestContext();
  const call = await serverCall();
  // The list is asked for with the profile; only the favourites tab waits to learn whose page it is.
  const early = tab && tab.kind !== 'favourites' ? readCenterList(id, tab, call) : null;
  const cars = readUserCars(id, call);
  // Whose page this is decides the own-center extras; the token is checked, not trusted.
  const [profile, me] = await Promise.all([
    loadUser(id),
    ctx.token ? checkToken(call).catch(() => null) : null,
  ]);
  if (!profile || !tab) notFound();
  const own = Boolean(me?.valid && me.user?.id === profile.id);
  const list = early ?? readCenterList(profile.id, shownTab(tab, own), call);
  return (
    <UserCenter
      profile={profile}
      own={own}
      tab={tab}
      list={list}
      cars={cars}
      call={call}
      basePath={`/user/${profile.id}`}
    />
  );
}
