import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ThirdLogin } from '@/components/account/ThirdLogin';
import { THIRD_PROVIDERS, type ThirdProvider } from '@/lib/api/auth';
import { safeRedirect } from '@/lib/links';

export const metadata: Metadata = { title: '第三方登录', robots: { index: false } };

type Query = { code?: string | string[]; redirect?: string | string[] };

export default async function ThirdPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Query> }) {
  const { id } = await params;
  if (!(THIRD_PROVIDERS as readonly string[]).includes(id)) notFound();
  const query = await searchParams;
  const code = typeof query.code === 'string' && query.code ? query.code : null;
  // Only a path on this site is a return target; anything else lands on the home page.
  const target = safeRedirect(typeof query.redirect === 'string' ? query.redirect : undefined);
  return (
    <main className="page">
      <ThirdLogin provider={id as ThirdProvider} code={code} redirect={target} />
    </main>
  );
}
