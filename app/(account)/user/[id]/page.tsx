import { firstValue } from '@/lib/params';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseTab, UserCenter } from '@/components/user/UserCenter';
import { checkToken } from '@/lib/api/auth';
import { getUser } from '@/lib/api/user';
import { idOr404, loader } from '@/lib/server/page';
import { requestContext } from '@/lib/server/request';

type Params = Promise<{ id: string }>;

const loadUser = loader((call, id: number) => getUser(id, call));

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const user = await loadUser(idOr404((await params).id));
  if (!user) return { title: '用户不存在' };
  return {
    title: `${user.nickname}的主页`,
    description: user.intro ? `${user.nickname}：${user.intro}` : `${user.nickname}在新出行发布的文章、视频和动态。`,
    alternates: { canonical: `/user/${user.id}` },
  };
}

export default async function UserPage({ params, searchParams }: { params: Params; searchParams: Promise<{ tab?: string | string[] }> }) {
  // Numeric ids only; an unknown user is a 404.
  const profile = (await loadUser(idOr404((await params).id))) ?? notFound();
  const { tab: raw } = await searchParams;
  const tab = parseTab(firstValue(raw));
  if (!tab) notFound();
  const ctx = await requestContext();
  // Whose page this is decides the own-center extras; the token is checked, not trusted.
  const me = ctx.token ? await checkToken({ token: ctx.token }).catch(() => null) : null;
  const own = Boolean(me?.valid && me.user?.id === profile.id);
  return <UserCenter profile={profile} own={own} tab={tab} call={{ token: ctx.token }} basePath={`/user/${profile.id}`} />;
}
