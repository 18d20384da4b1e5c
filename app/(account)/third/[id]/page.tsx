import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { ThirdLogin, type ThirdOutcome } from '@/components/account/ThirdLogin';
import { THIRD_PROVIDERS, thirdPartyLogin, type ThirdProvider } from '@/lib/api/auth';
import { ApiError, isOutage } from '@/lib/api/http';
import { THIRD_LOGIN_COOKIE } from '@/lib/constants';
import { safeRedirect } from '@/lib/links';
import { serverCall } from '@/lib/server/request';

export const metadata: Metadata = { title: '第三方登录', robots: { index: false } };

type Query = {
  code?: string | string[];
  state?: string | string[];
  redirect?: string | string[];
  error?: string | string[];
};

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * The return from a provider's authorize page. The code is exchanged here, on the server, because
 * only the server reads the httpOnly cookie that binds the attempt's `state` to this browser:
 * the API refuses a missing, unknown, expired, used or another browser's `state`, and
 * the page then shows why with a way back to 登录, logging no one in.
 */
async function outcome(provider: ThirdProvider, query: Query): Promise<ThirdOutcome> {
  if (one(query.error) === 'start') return { error: '暂时无法使用第三方登录，请稍后重试' };
  const code = one(query.code);
  if (!code) return { error: '授权未完成，请重新登录' };
  const binding = (await cookies()).get(THIRD_LOGIN_COOKIE)?.value ?? '';
  try {
    const session = await thirdPartyLogin(
      provider,
      { code, state: one(query.state), binding },
      await serverCall(),
    );
    return { session: { token: session.token, user: session.user } };
  } catch (err) {
    // An outage is the outage view (503), not a refused login.
    if (isOutage(err)) throw err;
    return { error: err instanceof ApiError ? err.message : '授权失败，请重试' };
  }
}

export default async function ThirdPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Query>;
}) {
  const { id } = await params;
  if (!(THIRD_PROVIDERS as readonly string[]).includes(id)) notFound();
  const query = await searchParams;
  // Only a path on this site is a return target; anything else lands on the home page.
  const target = safeRedirect(one(query.redirect) || undefined);
  return (
    <main className="page">
      <ThirdLogin
        provider={id as ThirdProvider}
        outcome={await outcome(id as ThirdProvider, query)}
        redirect={target}
      />
    </main>
  );
}
