import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/account/LoginForm';
import { safeRedirect } from '@/lib/links';
import { requestContext, serverCall } from '@/lib/server/request';

export const metadata: Metadata = { title: '登录', robots: { index: false } };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ redirect?: string | string[] }>;
}) {
  const { redirect: raw } = await searchParams;
  // Only a path on this site is a valid return target; anything else lands on the home page.
  const given = typeof raw === 'string' ? raw : undefined;
  const target = safeRedirect(given);
  const ctx = await requestContext();
  if (ctx.token && !ctx.isApp) {
    const { checkToken } = await import('@/lib/api/auth');
    const state = await checkToken(await serverCall()).catch(() => null);
    // A Location header is ASCII: characters outside it (a Chinese keyword) are percent-encoded.
    if (state?.valid) redirect(target.replace(/[^\x21-\x7e]+/g, (c) => encodeURIComponent(c)));
  }
  return (
    <main className="page">
      {/* Without a redirect query the last visited page (the store's loginRedirect) is the target. */}
      <LoginForm redirect={target} useRememberedTarget={given === undefined} />
    </main>
  );
}
