import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { parseTab, UserCenter } from '@/components/user/UserCenter';
import { checkToken } from '@/lib/api/auth';
import { getUser } from '@/lib/api/user';
import { isNumericId } from '@/lib/routes';
import { requestContext } from '@/lib/server/request';

type Params = Promise<{ id: string }>;

const loadUser = cache(async (id: string) => {
  if (!isNumericId(id)) return undefined;
  const ctx = await requestContext();
  return getUser(Number(id), { token: ctx.token });
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const user = await loadUser((await params).id);
  if (!user) return { title: '用户不存在' };
  return {
    title: `${user.nickname}的主页`,
    description: user.intro ? `${user.nickname}：${user.intro}` : `${user.nickname}在新出行发布的文章、视频和动态。`,
    alternates: { canonical: `/user/${user.id}` },
  };
}

export default async function UserPage({ params, searchParams }: { params: Params; searchParams: Promise<{ tab?: string | string[] }> }) {
  const { id } = await params;
  // Numeric ids only; an unknown user is a 404.
  const profile = await loadUser(id);
  if (!profile) notFound();
  const { tab: raw } = await searchParams;
  const tab = parseTab(typeof raw === 'string' ? raw : undefined);
  if (!tab) notFound();
  const ctx = await requestContext();
  // Whose page this is decides the own-center extras; the token is checked, not trusted.
  const me = ctx.token ? await checkToken({ token: ctx.token }).catch(() => null) : null;
  const own = Boolean(me?.valid && me.user?.id === profile.id);
  return <UserCenter profile={profile} own={own} tab={tab} call={{ token: ctx.token }} basePath={`/user/${profile.id}`} />;
}
